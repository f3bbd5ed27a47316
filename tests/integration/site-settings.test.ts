import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsSeed } from '@/content/site';
import { clientWordmarks } from '@/content/clients';
import { up as moveClientLists } from '@/server/db/migrations/026-client-list-setting';
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
  for (const list of ['offices', 'socials', 'stats', 'clients'] as const) {
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

  it('holds the clients of the logo walls, word for word as the site shipped them', () => {
    expect(siteSettingsSeed.clients).toHaveLength(25);
    expect(siteSettingsSeed.clients).toEqual(clientWordmarks.map((client) => ({ ...client, logo: '', href: '' })));
  });

  it('checks a client: a name, a safe logo, an https link', () => {
    const form = formOf(siteSettingsSeed);
    // A logo without a name (its alt text) is refused; a row emptied of both is a removed row.
    expect(errorsOf({ ...form, 'clients.3.name': '', 'clients.3.logo': '/uploads/logo.webp' })).toEqual({
      'clients.3.name': 'Name is required.',
    });
    expect(errorsOf({ ...form, 'clients.3.style': 'comic-sans' })).toHaveProperty('clients.3.style');
    expect(errorsOf({ ...form, 'clients.3.logo': 'javascript:alert(1)' })).toHaveProperty('clients.3.logo');
    const scripted = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"></svg>').toString('base64')}`;
    expect(errorsOf({ ...form, 'clients.3.logo': scripted })).toHaveProperty('clients.3.logo');
    expect(errorsOf({ ...form, 'clients.3.href': 'javascript:alert(1)' })).toHaveProperty('clients.3.href');
    expect(errorsOf({ ...form, 'clients.3.href': 'http://acme.example' })).toHaveProperty('clients.3.href');
    const added = siteSettingsFormSchema.parse({
      ...form,
      'clients.25.name': 'Acme Sound',
      'clients.25.href': 'https://acme.example',
      'clients.25.style': 'heavy',
      'clients.25.accent': 'gold',
      'clients.25.glyph': 'none',
      'clients.25.position': '0',
    });
    expect(added.clients).toHaveLength(26);
    expect(added.clients[0]).toMatchObject({ name: 'Acme Sound', href: 'https://acme.example', logo: '' });
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

  it('reads settings saved before the clients were one with the seed’s clients', async () => {
    const { clients: _clients, ...older } = { ...siteSettingsSeed, tagline: 'Before the clients' };
    await t.db
      .insertInto('site_settings')
      .values({ data: JSON.stringify(older), author_id: null, created_at: new Date().toISOString() })
      .execute();
    const read = await readSiteSettings();
    expect(read.tagline).toBe('Before the clients');
    expect(read.clients).toEqual(siteSettingsSeed.clients);
  });

  it('migration 026 moves the walls’ own client lists into the settings, the home page’s first', async () => {
    const wall = (names: string[]) => ({
      kind: 'logos',
      shown: true,
      eyebrow: '',
      title: 'Clients',
      clients: names.map((name) => ({ name, logo: '', style: 'serif', accent: 'jade', glyph: 'dot' })),
    });
    const page = (names: string[]) => JSON.stringify({ seo: {}, sections: [wall(names)] });
    const at = new Date().toISOString();
    await t.db
      .insertInto('page_versions')
      .values([
        { page_key: 'for-brands', data: page(['Old Client']), author_id: null, created_at: at },
        { page_key: 'home', data: page(['Acme Sound', 'Nyota Lager']), author_id: null, created_at: at },
        { page_key: 'for-brands', data: page(['Nyota Lager', 'Brand Only']), author_id: null, created_at: at },
      ])
      .execute();
    await moveClientLists(t.db);
    const read = await readSiteSettings();
    expect(read.clients.map((client) => client.name)).toEqual(['Acme Sound', 'Nyota Lager', 'Brand Only']);
    expect(read.clients[0]).toEqual({
      name: 'Acme Sound',
      logo: '',
      href: '',
      style: 'serif',
      accent: 'jade',
      glyph: 'dot',
    });
    expect(read.tagline).toBe('Before the clients');
    await t.db.deleteFrom('page_versions').execute();
  });

  it(`keeps the last ${SETTINGS_HISTORY} saves`, async () => {
    for (let i = 0; i < SETTINGS_HISTORY + 3; i++)
      await saveSiteSettings({ ...siteSettingsSeed, tagline: `T${i}` }, null);
    const count = await t.db.selectFrom('site_settings').select(t.db.fn.countAll<number>().as('n')).executeTakeFirst();
    expect(Number(count!.n)).toBe(SETTINGS_HISTORY);
    expect((await readSiteSettings()).tagline).toBe(`T${SETTINGS_HISTORY + 2}`);
  });
});
