import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsSeed } from '@/content/site';
import { siteSettingsFormSchema, siteSettingsSchema, statsFor, type SiteSettings } from '@/lib/site-settings';
import { fieldErrorsOf } from '@/lib/schemas/content';
import {
  listSiteSettingsSaves,
  readSiteSettings,
  saveSiteSettings,
  SETTINGS_HISTORY,
} from '@/server/repositories/site-settings';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/** The admin form as the browser posts it, from settings (plus one blank row per list, as the page offers). */
function formOf(settings: SiteSettings): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (typeof value === 'string') form[key] = value;
  }
  for (const list of ['offices', 'socials', 'stats'] as const) {
    settings[list].forEach((row, index) => {
      for (const [key, value] of Object.entries(row)) form[`${list}.${index}.${key}`] = value as string | string[];
      form[`${list}.${index}.position`] = String(index + 1);
    });
    form[`${list}.${settings[list].length}.position`] = String(settings[list].length + 1);
  }
  return form;
}

const errorsOf = (form: Record<string, unknown>) => {
  const parsed = siteSettingsFormSchema.safeParse(form);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('the site settings definition', () => {
  it('takes the seed back exactly as the form sends it, blank rows left out', () => {
    expect(siteSettingsFormSchema.parse(formOf(siteSettingsSeed))).toEqual(siteSettingsSeed);
    expect(siteSettingsSchema.parse(siteSettingsSeed)).toEqual(siteSettingsSeed);
  });

  it('shows one continents stat, the same on every page', () => {
    const continents = siteSettingsSeed.stats.filter((stat) => /continent/i.test(stat.label));
    expect(continents).toHaveLength(1);
    for (const place of ['home', 'portfolio', 'promoters'] as const) {
      expect(statsFor(siteSettingsSeed, place)).toContainEqual(continents[0]);
    }
  });

  it('names each bad field as the form names its input', () => {
    const form = formOf(siteSettingsSeed);
    expect(errorsOf({ ...form, email: 'hello-at-ngoma' })).toEqual({
      email: 'Enter an e-mail address such as name@example.com.',
    });
    expect(errorsOf({ ...form, name: '' })).toEqual({ name: 'Brand name is required.' });
    expect(errorsOf({ ...form, tagline: 'x'.repeat(121) })).toEqual({ tagline: 'At most 120 characters.' });
    expect(errorsOf({ ...form, 'offices.1.phone': 'call us' })).toHaveProperty('offices.1.phone');
    expect(errorsOf({ ...form, 'offices.0.whatsapp': '071 500 4620' })).toHaveProperty('offices.0.whatsapp');
    expect(errorsOf({ ...form, 'offices.0.countryCode': 'ZAF' })).toHaveProperty('offices.0.countryCode');
    expect(errorsOf({ ...form, 'offices.0.timeZone': 'Mars/Olympus' })).toHaveProperty('offices.0.timeZone');
    expect(errorsOf({ ...form, 'offices.0.mapUrl': 'http://maps.example/x' })).toHaveProperty('offices.0.mapUrl');
    expect(errorsOf({ ...form, 'socials.0.href': 'javascript:alert(1)' })).toHaveProperty('socials.0.href');
    expect(errorsOf({ ...form, 'socials.0.kind': 'tiktok' })).toHaveProperty('socials.0.kind');
    expect(errorsOf({ ...form, 'stats.0.value': 'many' })).toHaveProperty('stats.0.value');
    expect(errorsOf({ ...form, shareImage: 'javascript:x' })).toHaveProperty('shareImage');
  });

  it('bounds the lists: an office at least, stats per page at most four', () => {
    const form = formOf(siteSettingsSeed);
    expect(errorsOf({ ...form, 'offices.0.remove': 'on', 'offices.1.remove': 'on' })).toEqual({
      offices: 'Keep at least 1 office.',
    });
    expect(errorsOf({ ...form, 'stats.4.show': ['portfolio', 'home'] })).toEqual({
      stats: 'Home stats band shows at most 4 stats; 5 are ticked.',
    });
  });

  it('adds a row typed into the blank one, removes a ticked one, and orders by position', () => {
    const form = formOf(siteSettingsSeed);
    const parsed = siteSettingsFormSchema.parse({
      ...form,
      'socials.0.remove': 'on',
      'socials.2.label': 'TikTok',
      'socials.2.href': 'https://tiktok.com/@ngoma',
      'socials.2.kind': 'video',
      'socials.2.position': '0',
      'offices.0.position': '9',
    });
    expect(parsed.socials.map((social) => social.label)).toEqual(['TikTok', 'YouTube']);
    expect(parsed.offices.map((office) => office.city)).toEqual(['Nairobi', 'Johannesburg']);
  });
});

describe.each(testDialects)('the site settings repository on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the seed until the first save, then the newest save, with who saved it', async () => {
    expect(await readSiteSettings()).toEqual(siteSettingsSeed);
    expect(await listSiteSettingsSaves()).toEqual([]);
    const [first, ...offices] = siteSettingsSeed.offices;
    const [stat, ...stats] = siteSettingsSeed.stats;
    const changed: SiteSettings = {
      ...siteSettingsSeed,
      offices: [{ ...first!, phone: '+27 10 500 7777' }, ...offices],
      stats: [{ ...stat!, value: '1.3M+' }, ...stats],
    };
    await saveSiteSettings(changed, null);
    expect(await readSiteSettings()).toEqual(changed);
    const [save] = await listSiteSettingsSaves();
    expect(save).toMatchObject({ author: null });
  });

  it('refuses settings that break the definition, and keeps the ones in force', async () => {
    const before = await readSiteSettings();
    await expect(saveSiteSettings({ ...before, email: 'nope' }, null)).rejects.toThrow();
    expect(await readSiteSettings()).toEqual(before);
  });

  it(`keeps the last ${SETTINGS_HISTORY} saves`, async () => {
    for (let i = 0; i < SETTINGS_HISTORY + 3; i++)
      await saveSiteSettings({ ...siteSettingsSeed, tagline: `T${i}` }, null);
    const count = await t.db.selectFrom('site_settings').select(t.db.fn.countAll<number>().as('n')).executeTakeFirst();
    expect(Number(count!.n)).toBe(SETTINGS_HISTORY);
    expect((await readSiteSettings()).tagline).toBe(`T${SETTINGS_HISTORY + 2}`);
  });
});
