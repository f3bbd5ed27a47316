import { z } from 'zod';
import { aboutCta, aboutHero, originStory, team as teamSeed, values as valuesSeed } from '@/content/about';
import {
  audienceButtons,
  differentiators,
  homeHero as homeHeroSeed,
  homeSections,
  homeServices,
  talentCategories,
} from '@/content/home';
import { site } from '@/content/site';
import { privacyPolicyFor, termsOfService, type LegalDocument } from '@/content/legal';
import { checkbox, text as textOf } from '@/lib/schemas/content';
import { shareImage } from '@/lib/images';
import { field, type SettingField } from '@/lib/site-settings';
import { submittedDateTime } from '@/lib/site-time';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales.mjs';
import { kindSchema, type SectionKind, type SectionValues } from './define';
import { cta } from './kinds/cta';
import { faq } from './kinds/faq';
import { features } from './kinds/features';
import { names } from './kinds/names';
import { offerCards } from './kinds/offer-cards';
import { offers } from './kinds/offers';
import { plans } from './kinds/plans';
import { process } from './kinds/process';
import { stories } from './kinds/stories';
import { testimonial } from './kinds/testimonial';
import { forArtistsSeed, forBrandsSeed, forPromotersSeed, logoWallSeed, specializedSeed } from './service-seeds';
import { featured } from './kinds/featured';
import { hero } from './kinds/hero';
import { homeHero } from './kinds/home-hero';
import { legal } from './kinds/legal';
import { logos } from './kinds/logos';
import { reasons } from './kinds/reasons';
import { serviceCards } from './kinds/service-cards';
import { siteStats } from './kinds/site-stats';
import { stats } from './kinds/stats';
import { team } from './kinds/team';
import { text } from './kinds/text';
import { values } from './kinds/values';

/**
 * Editable pages made of sections (admin → Pages; docs/decisions/139-page-sections.md). The kinds
 * are registered here; each page names the kinds it may hold and its seed, which is the copy the
 * site shipped with (src/content/), in force until the page is first saved.
 */
export const sectionKinds: Record<string, SectionKind> = {
  hero,
  homeHero,
  text,
  team,
  values,
  stats,
  siteStats,
  logos,
  serviceCards,
  reasons,
  featured,
  features,
  names,
  offers,
  plans,
  offerCards,
  stories,
  process,
  faq,
  testimonial,
  cta,
  legal,
};

/** What the services pages may hold. */
const serviceKinds = [
  'hero',
  'logos',
  'siteStats',
  'names',
  'features',
  'offers',
  'plans',
  'offerCards',
  'stories',
  'process',
  'faq',
  'testimonial',
  'text',
  'cta',
];

export const MAX_SECTIONS = 20;

/**
 * A page's own search and sharing fields (per-page SEO, as posts have: decision 093), one
 * definition the stored schema, the editor form, its labels and the page's metadata read. An empty
 * share image falls back to the site's card, as it always did.
 */
export const pageSeoFields = {
  title: field(
    {
      type: 'text',
      label: 'Page title',
      hint: 'In the browser tab and search results.',
      maxLength: 70,
      required: true,
    },
    z.string().trim().min(1, 'Page title is required.').max(70, 'At most 70 characters.'),
  ),
  description: field(
    { type: 'textarea', label: 'Description', maxLength: 300, rows: 3, required: true },
    z.string().trim().min(1, 'Description is required.').max(300, 'At most 300 characters.'),
  ),
  image: field(
    {
      type: 'url',
      label: 'Share image',
      hint: 'Shown when the page is shared: an uploaded image (/uploads/…) or an https:// JPEG or PNG address. Empty: the site’s card.',
      maxLength: 500,
    },
    textOf(500).refine((value) => value === '' || shareImage(value) !== null, {
      message: 'Use an uploaded image (/uploads/…), an https:// JPEG or PNG address, or leave it empty.',
    }),
  ),
} satisfies Record<string, SettingField>;
export const seoInput = (name: string) => `seo.${name}`;

// A field added to the SEO later reads as empty on a page saved before it.
const seoSchema = z.object(
  Object.fromEntries(
    Object.entries(pageSeoFields).map(([name, def]) => [name, z.preprocess((value) => value ?? '', def.schema)]),
  ) as unknown as Record<keyof typeof pageSeoFields, z.ZodType<string>>,
);
export type PageSeo = { [N in keyof typeof pageSeoFields]: z.output<(typeof pageSeoFields)[N]['schema']> };
export type PageData = { seo: PageSeo; sections: SectionValues[] };

const sectionSchema = z.discriminatedUnion(
  'kind',
  Object.values(sectionKinds).map(kindSchema) as unknown as [
    z.ZodObject<{ kind: z.ZodLiteral<string> }>,
    ...z.ZodObject<{ kind: z.ZodLiteral<string> }>[],
  ],
);

/** A page as stored (JSON), checked on save and again on read. */
export const pageDataSchema = z.object({
  seo: seoSchema,
  sections: z.array(sectionSchema).min(1, 'Keep at least one section.').max(MAX_SECTIONS),
}) as unknown as z.ZodType<PageData>;

const legalSeed = (document: LegalDocument, related: { label: string; href: string }): PageData => ({
  seo: { title: document.title, description: document.description, image: '' },
  sections: [
    {
      kind: 'legal',
      shown: true,
      title: document.title,
      updated: document.updated,
      intro: document.intro,
      clauses: document.sections.map((section) => ({
        heading: section.heading,
        paragraphs: (section.paragraphs ?? []).join('\n\n'),
        list: (section.list ?? []).join('\n'),
      })),
      relatedLabel: related.label,
      relatedHref: related.href,
    },
  ],
});

/** The editable pages: where they are public, which kinds they take, and what they shipped with. */
export const editablePages = {
  home: {
    title: 'Home',
    path: '/',
    kinds: ['homeHero', 'hero', 'logos', 'siteStats', 'serviceCards', 'featured', 'reasons', 'text', 'values', 'cta'],
    seed: {
      seo: { title: 'Home', description: site.description, image: '' },
      sections: [
        {
          kind: 'homeHero',
          shown: true,
          eyebrow: homeHeroSeed.eyebrow,
          title: homeHeroSeed.title,
          lead: homeHeroSeed.lead,
          posterAlt: homeHeroSeed.posterAlt,
          videoLabel: homeHeroSeed.videoLabel,
          buttons: audienceButtons.map((button) => ({ ...button })),
        },
        logoWallSeed(homeSections.clients.eyebrow, homeSections.clients.title),
        { kind: 'siteStats', shown: true, title: homeSections.stats.title, place: 'home', style: 'band' },
        {
          kind: 'serviceCards',
          shown: true,
          eyebrow: homeSections.services.eyebrow,
          title: homeSections.services.title,
          lead: homeSections.services.lead,
          cards: homeServices.map((card) => ({ ...card, items: card.items.join('\n') })),
        },
        {
          kind: 'featured',
          shown: true,
          source: 'work',
          eyebrow: homeSections.featured.eyebrow,
          title: homeSections.featured.title,
          lead: homeSections.featured.lead,
          buttonLabel: homeSections.featured.cta,
          buttonHref: '/portfolio',
          secondLabel: '',
          secondHref: '',
          empty: '',
          categories: [],
        },
        {
          kind: 'reasons',
          shown: true,
          eyebrow: homeSections.differentiators.eyebrow,
          title: homeSections.differentiators.title,
          items: differentiators.map((item) => ({ ...item })),
        },
        {
          kind: 'featured',
          shown: true,
          source: 'talent',
          eyebrow: homeSections.talent.eyebrow,
          title: homeSections.talent.title,
          lead: homeSections.talent.lead,
          buttonLabel: homeSections.talent.rosterCta,
          buttonHref: '/talent',
          secondLabel: homeSections.talent.applyCta,
          secondHref: '/services/for-artists',
          empty: '',
          categories: talentCategories.map((category) => ({ ...category })),
        },
        {
          kind: 'featured',
          shown: true,
          source: 'insights',
          eyebrow: homeSections.insights.eyebrow,
          title: homeSections.insights.title,
          lead: homeSections.insights.lead,
          buttonLabel: homeSections.insights.cta,
          buttonHref: '/blog',
          secondLabel: '',
          secondHref: '',
          empty: homeSections.insights.empty,
          categories: [],
        },
        {
          // Not on the home page the site shipped with: there to be ticked Shown.
          kind: 'featured',
          shown: false,
          source: 'events',
          eyebrow: homeSections.events.eyebrow,
          title: homeSections.events.title,
          lead: homeSections.events.lead,
          buttonLabel: homeSections.events.cta,
          buttonHref: '/events',
          secondLabel: '',
          secondHref: '',
          empty: homeSections.events.empty,
          categories: [],
        },
        {
          kind: 'cta',
          shown: true,
          title: homeSections.closing.title,
          lead: homeSections.closing.lead,
          primaryLabel: audienceButtons[0].label,
          primaryHref: audienceButtons[0].href,
          secondaryLabel: audienceButtons[1].label,
          secondaryHref: audienceButtons[1].href,
          thirdLabel: audienceButtons[2].label,
          thirdHref: audienceButtons[2].href,
        },
      ],
    },
  },
  about: {
    title: 'About',
    path: '/about',
    kinds: ['hero', 'text', 'team', 'values', 'stats', 'cta'],
    seed: {
      seo: {
        title: 'About',
        description:
          "We don't follow culture, we build it. Meet Ngoma Entertainment: a pan-African entertainment and talent agency in Johannesburg and Nairobi, its story, team and values.",
        image: '',
      },
      sections: [
        {
          kind: 'hero',
          shown: true,
          ...aboutHero,
          primaryLabel: '',
          primaryHref: '',
          secondaryLabel: '',
          secondaryHref: '',
        },
        {
          kind: 'text',
          shown: true,
          eyebrow: originStory.eyebrow,
          title: originStory.title,
          body: originStory.paragraphs.join('\n\n'),
        },
        {
          kind: 'team',
          shown: true,
          eyebrow: 'Our Team',
          title: 'The People Behind the Stage',
          members: teamSeed.map((member) => ({
            name: member.name,
            role: member.title,
            bio: member.bio,
            photo: member.image,
            alt: `Portrait illustration of ${member.name}`,
            email: member.email,
          })),
        },
        {
          kind: 'values',
          shown: true,
          eyebrow: valuesSeed.eyebrow,
          title: valuesSeed.title,
          items: valuesSeed.items.map((item) => ({ ...item })),
        },
        { kind: 'stats', shown: true, title: 'Our Track Record' },
        {
          kind: 'cta',
          shown: true,
          title: aboutCta.title,
          lead: aboutCta.lead,
          primaryLabel: aboutCta.partner.label,
          primaryHref: aboutCta.partner.href,
          secondaryLabel: aboutCta.roster.label,
          secondaryHref: aboutCta.roster.href,
          thirdLabel: '',
          thirdHref: '',
        },
      ],
    },
  },
  'for-brands': { title: 'For Brands', path: '/services/for-brands', kinds: serviceKinds, seed: forBrandsSeed },
  'for-promoters': {
    title: 'For Promoters',
    path: '/services/for-promoters',
    kinds: serviceKinds,
    seed: forPromotersSeed,
  },
  'for-artists': { title: 'For Artists', path: '/services/for-artists', kinds: serviceKinds, seed: forArtistsSeed },
  specialized: {
    title: 'Specialized Services',
    path: '/services/specialized',
    kinds: serviceKinds,
    seed: specializedSeed,
  },
  privacy: {
    title: 'Privacy Policy',
    path: '/privacy',
    kinds: ['legal', 'cta'],
    // The retention periods stay placeholders: the page shows the settings the retention job applies.
    seed: legalSeed(
      privacyPolicyFor({ leadMonths: '{leadMonths}', spamDays: '{spamDays}' } as unknown as {
        leadMonths: number;
        spamDays: number;
      }),
      { label: 'Terms of Service', href: '/terms' },
    ),
  },
  terms: {
    title: 'Terms of Service',
    path: '/terms',
    kinds: ['legal', 'cta'],
    seed: legalSeed(termsOfService, { label: 'Privacy Policy', href: '/privacy' }),
  },
} satisfies Record<string, { title: string; path: string; kinds: string[]; seed: PageData }>;

export type PageKey = keyof typeof editablePages;
export const pageKeys = Object.keys(editablePages) as PageKey[];
export const isPageKey = (key: string): key is PageKey => Object.hasOwn(editablePages, key);

/** The input name of a section's field (`s.2.title`) and of a list row's (`s.2.members.0.name`). */
export const sectionInput = (index: number, name: string) => `s.${index}.${name}`;
export const rowInput = (index: number, list: string, row: number, name: string) => `s.${index}.${list}.${row}.${name}`;

/**
 * What the editor calls an input, for naming its error: `s.2.members.4.email` → "Section 3 (Team),
 * Person 5: E-mail", `seo.title` → "Page title". `kindAt` gives the kind of the section at an index.
 */
export function pageInputLabel(name: string, kindAt: (index: number) => string | undefined): string {
  if (name === 'publishAt') return 'Publish at';
  const seo = /^seo\.(\w+)$/.exec(name);
  if (seo) return pageSeoFields[seo[1] as keyof typeof pageSeoFields]?.input.label ?? name;
  const match = /^s\.(\d{1,2})\.(\w+)(?:\.(\d{1,2})\.(\w+))?$/.exec(name);
  const definition = match ? sectionKinds[kindAt(Number(match[1])) ?? ''] : undefined;
  if (!match || !definition) return name;
  const where = `Section ${Number(match[1]) + 1} (${definition.label})`;
  const [, , field, row, rowField] = match;
  const list = definition.lists[field!];
  if (list && row !== undefined)
    return `${where}, ${list.noun} ${Number(row) + 1}: ${list.fields[rowField!]?.input.label ?? rowField}`;
  return `${where}, ${list?.title ?? definition.fields[field!]?.input.label ?? field}`;
}

/** Spare blank rows under each list (adding a row without JavaScript). */
export const BLANK_ROWS = 1;

const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function readRows(
  form: Record<string, unknown>,
  index: number,
  name: string,
  definition: SectionKind,
  ctx: z.RefinementCtx,
) {
  const list = definition.lists[name]!;
  const prefix = `s.${index}.${name}.`;
  const rows = new Set<number>();
  for (const key of Object.keys(form)) {
    if (!key.startsWith(prefix)) continue;
    const row = Number(key.slice(prefix.length).split('.')[0]);
    if (Number.isInteger(row) && row >= 0 && row < 100) rows.add(row);
  }
  const kept: { position: number; row: number; value: Record<string, unknown> }[] = [];
  for (const row of [...rows].sort((a, b) => a - b)) {
    const raw = (field: string) => form[rowInput(index, name, row, field)];
    if (checkbox.parse(typeof raw('remove') === 'string' ? raw('remove') : undefined)) continue;
    const values = Object.fromEntries(Object.keys(list.fields).map((field) => [field, str(raw(field))]));
    const filled = Object.entries(list.fields).some(
      ([field, def]) => def.input.type !== 'select' && !blank(values[field]),
    );
    if (!filled) continue;
    const parsed = z
      .object(Object.fromEntries(Object.entries(list.fields).map(([k, f]) => [k, f.schema])))
      .safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          code: 'custom',
          path: ['s', index, name, row, ...issue.path.map(String)],
          message: issue.message,
        });
      }
      continue;
    }
    const position = Number(raw('position'));
    kept.push({ position: Number.isFinite(position) ? position : row + 1, row, value: parsed.data });
  }
  if (kept.length < list.min)
    ctx.addIssue({
      code: 'custom',
      path: ['s', index, name],
      message: `Keep at least ${list.min} ${list.noun.toLowerCase()}.`,
    });
  if (kept.length > list.max)
    ctx.addIssue({ code: 'custom', path: ['s', index, name], message: `${list.title}: at most ${list.max}.` });
  return kept.sort((a, b) => a.position - b.position || a.row - b.row).map((entry) => entry.value);
}

/**
 * The editor's form → the page to store. Fields are `s.<i>.<field>`, list rows
 * `s.<i>.<list>.<row>.<field>` with a Position and a Remove box; the button pressed (`op`) may
 * also move a section up or down, remove it, or add one of a kind (hidden until ticked Shown).
 * Errors are named as the inputs are; the page key decides which kinds are allowed.
 */
export const pageFormSchema = z.record(z.string(), z.unknown()).transform((form, ctx) => {
  const key = str(form.page);
  if (!isPageKey(key)) {
    ctx.addIssue({ code: 'custom', path: [], message: 'Unknown page.' });
    return z.NEVER;
  }
  const page = editablePages[key];
  // Which language's version this is (decision 164); a form without one is the English.
  const locale = str(form.locale) || DEFAULT_LOCALE;
  if (!isLocale(locale)) {
    ctx.addIssue({ code: 'custom', path: [], message: 'Unknown language.' });
    return z.NEVER;
  }
  const seo = seoSchema.safeParse(
    Object.fromEntries(Object.keys(pageSeoFields).map((name) => [name, str(form[seoInput(name)])])),
  );
  if (!seo.success)
    for (const issue of seo.error.issues)
      ctx.addIssue({ code: 'custom', path: ['seo', ...issue.path.map(String)], message: issue.message });

  const indexes = new Set<number>();
  for (const name of Object.keys(form)) {
    const match = /^s\.(\d{1,2})\.kind$/.exec(name);
    if (match) indexes.add(Number(match[1]));
  }
  let sections: SectionValues[] = [];
  for (const index of [...indexes].sort((a, b) => a - b)) {
    const kind = str(form[sectionInput(index, 'kind')]);
    const definition = sectionKinds[kind];
    if (!definition || !(page.kinds as string[]).includes(kind)) {
      ctx.addIssue({ code: 'custom', path: [], message: `This page takes no “${kind}” section.` });
      continue;
    }
    const section: SectionValues = {
      kind,
      shown: checkbox.parse(
        typeof form[sectionInput(index, 'shown')] === 'string' ? form[sectionInput(index, 'shown')] : undefined,
      ),
    };
    for (const [name, field] of Object.entries(definition.fields)) {
      const parsed = field.schema.safeParse(str(form[sectionInput(index, name)]));
      if (parsed.success) section[name] = parsed.data;
      else ctx.addIssue({ code: 'custom', path: ['s', index, name], message: parsed.error.issues[0]!.message });
    }
    for (const name of Object.keys(definition.lists)) section[name] = readRows(form, index, name, definition, ctx);
    sections.push(section);
  }

  const op = /^(up|down|remove|add):([\w-]{1,20})$/.exec(str(form.op));
  if (op) {
    const [, verb, arg] = op;
    const at = Number(arg);
    if (verb === 'up' && at > 0 && at < sections.length) sections.splice(at - 1, 2, sections[at]!, sections[at - 1]!);
    if (verb === 'down' && at >= 0 && at < sections.length - 1)
      sections.splice(at, 2, sections[at + 1]!, sections[at]!);
    if (verb === 'remove') sections = sections.filter((_, index) => index !== at);
    if (verb === 'add') {
      const definition = sectionKinds[arg!];
      if (!definition || !(page.kinds as string[]).includes(arg!)) {
        ctx.addIssue({ code: 'custom', path: [], message: `This page takes no “${arg}” section.` });
      } else {
        sections.push({ kind: definition.kind, shown: false, ...structuredClone(definition.initial) });
      }
    }
  }
  // When this version goes in force (empty: at once): a wall-clock time the save reads on the site's clock.
  const publishAt = str(form.publishAt).trim();
  if (publishAt && submittedDateTime(publishAt, 'UTC') === null)
    ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Use a date and time, e.g. 2026-12-01 09:00.' });

  if (sections.length < 1) ctx.addIssue({ code: 'custom', path: [], message: 'Keep at least one section.' });
  if (sections.length > MAX_SECTIONS)
    ctx.addIssue({ code: 'custom', path: [], message: `A page holds at most ${MAX_SECTIONS} sections.` });
  return {
    key,
    locale,
    page: { seo: seo.success ? seo.data : page.seed.seo, sections },
    publishAt: publishAt || null,
  };
});
