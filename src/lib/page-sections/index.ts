import { z } from 'zod';
import { aboutCta, aboutHero, originStory, team as teamSeed, values as valuesSeed } from '@/content/about';
import { privacyPolicyFor, termsOfService, type LegalDocument } from '@/content/legal';
import { checkbox } from '@/lib/schemas/content';
import { kindSchema, type SectionKind, type SectionValues } from './define';
import { cta } from './kinds/cta';
import { hero } from './kinds/hero';
import { legal } from './kinds/legal';
import { stats } from './kinds/stats';
import { team } from './kinds/team';
import { text } from './kinds/text';
import { values } from './kinds/values';

/**
 * Editable pages made of sections (admin → Pages; docs/decisions/139-page-sections.md). The kinds
 * are registered here; each page names the kinds it may hold and its seed, which is the copy the
 * site shipped with (src/content/), in force until the page is first saved.
 */
export const sectionKinds: Record<string, SectionKind> = { hero, text, team, values, stats, cta, legal };

export const MAX_SECTIONS = 20;

const seoSchema = z.object({
  title: z.string().trim().min(1, 'Page title is required.').max(70, 'At most 70 characters.'),
  description: z.string().trim().min(1, 'Description is required.').max(300, 'At most 300 characters.'),
});
export type PageSeo = z.infer<typeof seoSchema>;
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
  seo: { title: document.title, description: document.description },
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
  about: {
    title: 'About',
    path: '/about',
    kinds: ['hero', 'text', 'team', 'values', 'stats', 'cta'],
    seed: {
      seo: {
        title: 'About',
        description:
          "We don't follow culture, we build it. Meet Ngoma Entertainment: a pan-African entertainment and talent agency in Johannesburg and Nairobi, its story, team and values.",
      },
      sections: [
        { kind: 'hero', shown: true, ...aboutHero },
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
        },
      ],
    },
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
  const seo = seoSchema.safeParse({ title: str(form['seo.title']), description: str(form['seo.description']) });
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
  if (sections.length < 1) ctx.addIssue({ code: 'custom', path: [], message: 'Keep at least one section.' });
  if (sections.length > MAX_SECTIONS)
    ctx.addIssue({ code: 'custom', path: [], message: `A page holds at most ${MAX_SECTIONS} sections.` });
  return { key, page: { seo: seo.success ? seo.data : page.seed.seo, sections } };
});
