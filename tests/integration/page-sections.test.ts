import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originStory, team } from '@/content/about';
import { privacyPolicyFor } from '@/content/legal';
import { editablePages, pageDataSchema, pageFormSchema, type PageData } from '@/lib/page-sections';
import { fieldErrorsOf } from '@/lib/schemas/content';
import { listPageVersions, readPage, restorePage, savePage } from '@/server/repositories/pages';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/** The editor form as the browser posts it, from a page (plus one blank row per list, as the editor offers). */
function formOf(key: string, page: PageData): Record<string, string> {
  const form: Record<string, string> = {
    page: key,
    'seo.title': page.seo.title,
    'seo.description': page.seo.description,
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
      expect(pageFormSchema.parse(formOf(key, page.seed as PageData)), key).toEqual({ key, page: page.seed });
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
});
