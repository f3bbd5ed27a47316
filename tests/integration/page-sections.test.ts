import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originStory, team } from '@/content/about';
import { privacyPolicyFor } from '@/content/legal';
import { editablePages, pageDataSchema, pageFormSchema, type PageData } from '@/lib/page-sections';
import { fieldErrorsOf } from '@/lib/schemas/content';
import { brandsFaq } from '@/content/faq';
import { homeHero } from '@/content/home';
import { sanitiseSvgLogo } from '@/server/uploads/svg';
import { logoSchema } from '@/lib/client-logos';
import {
  cancelScheduledPage,
  listPageVersions,
  pageSeed,
  readPage,
  restorePage,
  savePage,
} from '@/server/repositories/pages';
import { pageMetadata } from '@/content/metadata';
import { announceScheduleBoundaries } from '@/server/schedule';
import { listCacheTagRevisions } from '@/server/repositories/cache-tags';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/** The editor form as the browser posts it, from a page (plus one blank row per list, as the editor offers). */
function formOf(key: string, page: PageData): Record<string, string> {
  const form: Record<string, string> = {
    page: key,
    'seo.title': page.seo.title,
    'seo.description': page.seo.description,
    'seo.image': page.seo.image,
  };
  page.sections.forEach((section, index) => {
    for (const [name, value] of Object.entries(section)) {
      if (name === 'shown') {
        if (value) form[`s.${index}.shown`] = 'on';
      } else if (typeof value === 'string') form[`s.${index}.${name}`] = value;
      else if (Array.isArray(value)) {
        value.forEach((row: Record<string, string>, r) => {
          for (const [field, v] of Object.entries(row)) form[`s.${index}.${name}.${r}.${field}`] = v;
          form[`s.${index}.${name}.${r}.position`] = String(r + 1);
        });
        form[`s.${index}.${name}.${value.length}.position`] = String(value.length + 1);
      }
    }
  });
  return form;
}

const about = editablePages.about.seed as PageData;
const parse = (form: Record<string, unknown>) => pageFormSchema.safeParse(form);
const errorsOf = (form: Record<string, unknown>) => {
  const parsed = parse(form);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('the page section definitions', () => {
  it('hold the shipped copy word for word, and take it back exactly as the editor sends it', () => {
    for (const [key, page] of Object.entries(editablePages)) {
      expect(pageDataSchema.parse(page.seed), key).toEqual(page.seed);
      expect(pageFormSchema.parse(formOf(key, page.seed as PageData)), key).toEqual({
        key,
        locale: 'en',
        page: page.seed,
        publishAt: null,
      });
    }
    const story = about.sections.find((section) => section.kind === 'text')!;
    expect(String(story.body).split('\n\n')).toEqual(originStory.paragraphs);
    const members = about.sections.find((section) => section.kind === 'team')!.members as { name: string }[];
    expect(members.map((member) => member.name)).toEqual(team.map((member) => member.name));
    const policy = privacyPolicyFor({ leadMonths: 18, spamDays: 30 });
    const clauses = (editablePages.privacy.seed.sections[0] as unknown as { clauses: { heading: string }[] }).clauses;
    expect(clauses.map((clause) => clause.heading)).toEqual(policy.sections.map((section) => section.heading));
    expect(JSON.stringify(editablePages.privacy.seed)).toContain('{leadMonths} months');
  });

  it('names a bad field of a section as the editor names its input', () => {
    const form = formOf('about', about);
    expect(errorsOf({ ...form, 's.0.title': '' })).toEqual({ 's.0.title': 'Title is required.' });
    expect(errorsOf({ ...form, 's.0.title': 'x'.repeat(121) })).toEqual({ 's.0.title': 'At most 120 characters.' });
    expect(errorsOf({ ...form, 's.2.members.1.email': 'kamau-at-ngoma' })).toEqual({
      's.2.members.1.email': 'Enter an e-mail address such as name@example.com.',
    });
    expect(errorsOf({ ...form, 's.2.members.0.photo': 'javascript:alert(1)' })).toHaveProperty('s.2.members.0.photo');
    expect(errorsOf({ ...form, 's.3.items.0.icon': 'skull' })).toHaveProperty('s.3.items.0.icon');
    expect(errorsOf({ ...form, 's.5.primaryHref': 'javascript:alert(1)' })).toHaveProperty('s.5.primaryHref');
    expect(errorsOf({ ...form, 'seo.title': '' })).toEqual({ 'seo.title': 'Page title is required.' });
  });

  it('bounds lists and sections, and refuses kinds the page does not take', () => {
    const form = formOf('about', about);
    const removeAll = Object.fromEntries([0, 1, 2, 3].map((r) => [`s.3.items.${r}.remove`, 'on']));
    expect(errorsOf({ ...form, ...removeAll })).toEqual({ 's.3.items': 'Keep at least 1 value.' });
    expect(parse({ ...form, op: 'add:legal' }).success).toBe(false);
    expect(parse({ ...form, page: 'admin' }).success).toBe(false);
    expect(parse({ ...form, 's.0.kind': 'legal' }).success).toBe(false);
    expect(pageDataSchema.safeParse({ ...about, sections: Array(21).fill(about.sections[0]) }).success).toBe(false);
  });

  it('moves, removes and adds sections, and orders list rows by position', () => {
    const form = formOf('about', about);
    const kinds = (op: string) => parse({ ...form, op }).data!.page.sections.map((section) => section.kind);
    expect(kinds('up:1')).toEqual(['text', 'hero', 'team', 'values', 'stats', 'cta']);
    expect(kinds('down:4')).toEqual(['hero', 'text', 'team', 'values', 'cta', 'stats']);
    expect(kinds('remove:4')).toEqual(['hero', 'text', 'team', 'values', 'cta']);
    const added = parse({ ...form, op: 'add:values' }).data!.page.sections.at(-1)!;
    expect(added).toMatchObject({ kind: 'values', shown: false });
    const reordered = parse({
      ...form,
      's.3.items.0.position': '2',
      's.3.items.1.position': '1',
      's.2.members.4.name': 'Amara Okafor',
      's.2.members.4.role': 'Producer',
      's.2.members.4.bio': 'Runs our stages.',
      's.2.members.4.photo': '/images/art/team-1.svg',
      's.2.members.4.alt': 'Portrait illustration of Amara Okafor',
      's.2.members.4.email': 'amara@ngoma-entertainment.example',
    }).data!.page;
    const items = reordered.sections[3]!.items as { title: string }[];
    expect(items.slice(0, 2).map((item) => item.title)).toEqual([
      'Excellence Without Compromise',
      'Cultural Integrity',
    ]);
    expect((reordered.sections[2]!.members as unknown[]).length).toBe(5);
  });
});

describe('a page’s search and sharing fields, and its schedule', () => {
  it('take a share image the page’s metadata then uses, and fall back to the site’s card', async () => {
    const form = formOf('about', about);
    const image = 'https://cdn.example.com/about-share.jpg';
    const parsed = parse({ ...form, 'seo.image': image, 'seo.title': 'About the agency' }).data!.page;
    expect(parsed.seo).toEqual({ ...about.seo, title: 'About the agency', image });
    const shared = await pageMetadata({ ...parsed.seo, path: '/about' });
    expect(shared.openGraph?.images).toEqual([{ url: image, alt: 'About the agency' }]);
    expect(shared.title).toBe('About the agency');
    const fallback = await pageMetadata({ ...about.seo, path: '/about' });
    expect(fallback.openGraph?.images).toMatchObject([{ url: '/og-image.png' }]);
    for (const bad of ['javascript:alert(1)', '/images/logo.svg', 'https://cdn.example.com/share.webp'])
      expect(errorsOf({ ...form, 'seo.image': bad }), bad).toEqual({
        'seo.image': 'Use an uploaded image (/uploads/…), an https:// JPEG or PNG address, or leave it empty.',
      });
    // A page stored before pages had a share image reads as having none.
    const stored = { ...about, seo: { title: about.seo.title, description: about.seo.description } };
    expect(pageDataSchema.parse(stored).seo.image).toBe('');
  });

  it('take a Publish at time, or none, and refuse one that is no time', () => {
    const form = formOf('about', about);
    expect(parse(form).data!.publishAt).toBeNull();
    expect(parse({ ...form, publishAt: '2030-01-15T09:30' }).data!.publishAt).toBe('2030-01-15T09:30');
    expect(errorsOf({ ...form, publishAt: '2030-02-30T09:30' })).toEqual({
      publishAt: 'Use a date and time, e.g. 2026-12-01 09:00.',
    });
    expect(errorsOf({ ...form, publishAt: 'next tuesday' })).toHaveProperty('publishAt');
  });
});

const home = editablePages.home.seed as PageData;
const brands = editablePages['for-brands'].seed as PageData;
const svgOf = (dataAddress: string) => Buffer.from(dataAddress.split(',')[1]!, 'base64').toString('utf8');

describe('the home and services sections', () => {
  it('start as the copy the site shipped with', () => {
    expect(home.sections[0]).toMatchObject({ kind: 'homeHero', title: homeHero.title });
    // The walls hold no clients of their own: they show admin → Settings' list (decision 155).
    const wall = home.sections.find((section) => section.kind === 'logos')!;
    expect(wall).toMatchObject({ kind: 'logos', shown: true, limit: '' });
    expect(wall).not.toHaveProperty('clients');
    expect(brands.sections.find((section) => section.kind === 'logos')).not.toHaveProperty('clients');
    const events = home.sections.find((section) => section.kind === 'featured' && section.source === 'events')!;
    expect(events.shown).toBe(false);
    const questions = brands.sections.find((section) => section.kind === 'faq')!.items as { question: string }[];
    expect(questions.map((item) => item.question)).toEqual(brandsFaq.map((item) => item.question));
  });

  it('name a missing, too long or unsafe value at its input', () => {
    const form = formOf('home', home);
    expect(errorsOf({ ...form, 's.0.title': '' })).toEqual({ 's.0.title': 'Headline is required.' });
    expect(errorsOf({ ...form, 's.0.title': 'x'.repeat(121) })).toEqual({ 's.0.title': 'At most 120 characters.' });
    expect(errorsOf({ ...form, 's.0.buttons.0.href': 'javascript:alert(1)' })).toHaveProperty('s.0.buttons.0.href');
    expect(errorsOf({ ...form, 's.1.limit': 'xx' })).toEqual({
      's.1.limit': 'A number from 1 to 99, or leave it empty.',
    });
    expect(errorsOf({ ...form, 's.1.limit': '0' })).toHaveProperty('s.1.limit');
    expect(parse({ ...form, 's.1.limit': '12' }).data!.page.sections[1]).toMatchObject({ kind: 'logos', limit: '12' });
    expect(errorsOf({ ...form, 's.3.cards.0.accent': 'purple' })).toHaveProperty('s.3.cards.0.accent');
    expect(errorsOf({ ...form, 's.4.source': 'users' })).toHaveProperty('s.4.source');
    expect(errorsOf({ ...form, 's.2.place': 'admin' })).toHaveProperty('s.2.place');

    const services = formOf('for-brands', brands);
    expect(errorsOf({ ...services, 's.5.items.0.answer': '' })).toEqual({
      's.5.items.0.answer': 'Answer is required.',
    });
    expect(errorsOf({ ...services, 's.5.items.0.answer': 'x'.repeat(1201) })).toHaveProperty('s.5.items.0.answer');
    expect(errorsOf({ ...services, 's.3.items.0.slug': '../admin' })).toHaveProperty('s.3.items.0.slug');
    expect(errorsOf({ ...services, 's.3.items.0.details': 'no label here' })).toHaveProperty('s.3.items.0.details');
    expect(errorsOf({ ...services, 's.2.items.0.icon': 'skull' })).toHaveProperty('s.2.items.0.icon');
  });

  it('bound the lists: FAQ, buttons', () => {
    const form = formOf('home', home);
    const fourth = { 's.0.buttons.3.label': 'More', 's.0.buttons.3.sub': 'And more', 's.0.buttons.3.href': '/contact' };
    expect(errorsOf({ ...form, ...fourth })).toEqual({ 's.0.buttons': 'Audience buttons: at most 3.' });
    const services = formOf('for-brands', brands);
    const extra = Object.fromEntries(
      Array.from({ length: 20 }, (_, r) => [
        [`s.5.items.${r + 5}.question`, `Question ${r}?`],
        [`s.5.items.${r + 5}.answer`, 'An answer.'],
      ]).flat(),
    );
    expect(errorsOf({ ...services, ...extra })).toEqual({ 's.5.items': 'Questions: at most 20.' });
  });

  it('reorder FAQ questions by position', () => {
    const services = formOf('for-brands', brands);
    const parsed = parse({ ...services, 's.5.items.0.position': '3', 's.5.items.2.position': '1' }).data!;
    const questions = (parsed.page.sections[5]!.items as { question: string }[]).map((item) => item.question);
    expect(questions.slice(0, 3)).toEqual([brandsFaq[2]!.question, brandsFaq[1]!.question, brandsFaq[0]!.question]);
  });

  it('keep an uploaded SVG logo without its scripts, handlers or outside links', () => {
    const upload = new TextEncoder().encode(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "boom">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" onload="alert(1)">` +
        `<script>alert(2)</script><style>@import url(https://evil.example/x.css);</style>` +
        `<a href="javascript:alert(3)"><path d="M0 0h120v40H0z" fill="#f5c542" onclick="alert(4)"/></a>` +
        `<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>` +
        `<image href="https://evil.example/track.png"/><text x="10" y="28" font-family="serif">Acme &amp; Co</text></svg>`,
    );
    const stored = sanitiseSvgLogo(upload);
    expect(stored.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = svgOf(stored);
    expect(svg).toContain('viewBox="0 0 120 40"');
    expect(svg).toContain('<path d="M0 0h120v40H0z" fill="#f5c542" />');
    expect(svg).toContain('Acme &amp; Co');
    for (const bad of ['script', 'onload', 'onclick', 'javascript', 'evil.example', 'foreignObject', 'ENTITY', 'style'])
      expect(svg).not.toContain(bad);
    // And the stored logo passes the settings' own check, so it is saved and shown.
    expect(logoSchema.safeParse(stored).success).toBe(true);
    const scripted = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"></svg>').toString('base64')}`;
    expect(logoSchema.safeParse(scripted).success).toBe(false);
    expect(logoSchema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(() => sanitiseSvgLogo(new TextEncoder().encode('<html><body>not a logo</body></html>'))).toThrow(
      'not an SVG',
    );
    expect(() => sanitiseSvgLogo(new TextEncoder().encode(`<svg>${'<g></g>'.repeat(20_000)}</svg>`))).toThrow(
      'at most 24 KB',
    );
  });
});

describe.each(testDialects)('the pages repository on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the seed until the first save, then the newest save; an earlier version or the seed can be restored', async () => {
    expect(await readPage('about')).toEqual(about);
    const changed: PageData = {
      ...about,
      sections: [{ ...about.sections[0]!, title: 'We Build Culture.' }, ...about.sections.slice(1)],
    };
    const first = await savePage('about', changed, null);
    await savePage('about', { ...changed, seo: { ...changed.seo, title: 'About us' } }, null);
    expect((await readPage('about')).seo.title).toBe('About us');
    expect(await readPage('privacy')).toEqual(editablePages.privacy.seed);
    expect((await listPageVersions('about')).length).toBe(2);

    await restorePage('about', first.id, null);
    expect(await readPage('about')).toEqual(changed);
    expect(await restorePage('privacy', first.id, null)).toBeNull();
    await restorePage('about', null, null);
    expect(await readPage('about')).toEqual(about);
  });

  it('keeps each language’s versions apart: a French save changes the French page only, and restores stay in their language', async () => {
    const english = await readPage('about');
    const french = await readPage('about', 'fr');
    expect(french).toEqual(pageSeed('about', 'fr'));
    // The French seed is the English seed in French words: the same sections, other words.
    expect(french.sections.map((section) => section.kind)).toEqual(english.sections.map((section) => section.kind));
    expect(french.sections[0]!.title).not.toBe(english.sections[0]!.title);

    const edited: PageData = { ...french, seo: { ...french.seo, title: 'À propos de nous' } };
    const saved = await savePage('about', edited, null, null, 'fr');
    expect(saved.locale).toBe('fr');
    expect((await readPage('about', 'fr')).seo.title).toBe('À propos de nous');
    expect(await readPage('about')).toEqual(english);
    expect(await readPage('about', 'sw')).toEqual(pageSeed('about', 'sw'));
    expect((await listPageVersions('about', 10, 'fr')).map((version) => version.id)).toEqual([saved.id]);
    expect((await listPageVersions('about', 10, 'en')).map((version) => version.id)).not.toContain(saved.id);

    // A French version cannot be restored as the English, and the French original is the French seed.
    expect(await restorePage('about', saved.id, null, 'en')).toBeNull();
    await restorePage('about', null, null, 'fr');
    expect(await readPage('about', 'fr')).toEqual(pageSeed('about', 'fr'));
  });

  it('takes the language from the editor’s form, and refuses one the site does not have', () => {
    expect(pageFormSchema.parse({ ...formOf('terms', pageSeed('terms', 'sw')), locale: 'sw' })).toMatchObject({
      key: 'terms',
      locale: 'sw',
      page: pageSeed('terms', 'sw'),
    });
    expect(errorsOf({ ...formOf('terms', about), locale: 'de' })).toEqual({ form: 'Unknown language.' });
  });

  it('refuses a page that breaks the definition, and a stored one that does is read as the seed', async () => {
    const before = await readPage('terms');
    await expect(savePage('terms', { ...before, sections: [] }, null)).rejects.toThrow();
    expect(await readPage('terms')).toEqual(before);
    await t.db
      .insertInto('page_versions')
      .values({ page_key: 'terms', data: '{"seo":{}}', author_id: null, created_at: new Date().toISOString() })
      .execute();
    expect(await readPage('terms')).toEqual(editablePages.terms.seed);
  });

  it('keeps a scheduled version off the page until its time, then the tick announces it and it is in force', async () => {
    const live = await readPage('for-artists');
    const next: PageData = { ...live, seo: { ...live.seo, title: 'Artists, from January' } };
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await savePage('for-artists', next, null, inAnHour);
    expect(scheduled.publishAt).toBe(inAnHour);
    expect(await readPage('for-artists')).toEqual(live);
    const later = new Date(Date.now() + 2 * 3_600_000);
    expect((await readPage('for-artists', 'en', later.toISOString())).seo.title).toBe('Artists, from January');

    // A save made meanwhile is in force at once; at the scheduled time the scheduled version follows it.
    const meanwhile: PageData = { ...live, seo: { ...live.seo, title: 'Artists, today' } };
    await savePage('for-artists', meanwhile, null);
    expect((await readPage('for-artists')).seo.title).toBe('Artists, today');
    expect((await readPage('for-artists', 'en', later.toISOString())).seo.title).toBe('Artists, from January');
    const listed = await listPageVersions('for-artists');
    expect(listed.map((version) => version.publish_at)).toEqual([inAnHour, null]);

    // The schedule tick bumps the pages tag once when the time passes.
    const revision = async () =>
      Number((await listCacheTagRevisions()).find((row) => row.tag === 'pages')?.revision ?? 0);
    await announceScheduleBoundaries(new Date(Date.now() + 30 * 60_000));
    const before = await revision();
    expect(await announceScheduleBoundaries(new Date(Date.now() + 45 * 60_000))).not.toContain('pages');
    expect(await announceScheduleBoundaries(later)).toContain('pages');
    expect(await revision()).toBe(before + 1);

    // A time already past is no schedule: the version is in force now.
    const past = await savePage('for-artists', next, null, new Date(Date.now() - 60_000).toISOString());
    expect(past.publishAt).toBeNull();
    expect((await readPage('for-artists')).seo.title).toBe('Artists, from January');
  });

  it('cancels a scheduled version before its time, and only such a one', async () => {
    const live = await readPage('specialized');
    const future = await savePage(
      'specialized',
      { ...live, seo: { ...live.seo, title: 'Never shown' } },
      null,
      new Date(Date.now() + 3_600_000).toISOString(),
    );
    const now = await savePage('specialized', { ...live, seo: { ...live.seo, title: 'Shown' } }, null);
    expect(await cancelScheduledPage('for-brands', future.id)).toBe(false);
    expect(await cancelScheduledPage('specialized', now.id)).toBe(false);
    expect(await cancelScheduledPage('specialized', future.id)).toBe(true);
    expect((await readPage('specialized', 'en', new Date(Date.now() + 7_200_000).toISOString())).seo.title).toBe(
      'Shown',
    );
    expect((await listPageVersions('specialized')).map((version) => version.id)).toEqual([now.id]);
  });
});
