import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteSettingsSeed } from '@/content/site';
import { contentTranslations } from '@/content/translations';
import { settingsWords } from '@/lib/site-settings';
import { saveSettingsTranslationsAction } from '@/server/actions/admin/settings';
import { hashPassword } from '@/server/auth/password';
import { openSession } from '@/server/auth/session';
import { localizeSiteSettings } from '@/server/data/site-settings';
import { createAdminUser } from '@/server/repositories/admin-users';
import { readSettingsTranslations } from '@/server/repositories/settings-translations';
import { saveSiteSettings } from '@/server/repositories/site-settings';
import { adminRequest as request } from '../support/admin-request';
import { createTestDb, testDialects, type TestDb } from '../support/db';

// The request being served: its session cookie; the cache calls are recorded (tests/support/admin-request.ts).
vi.mock('next/headers', () => import('../support/admin-request').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('../support/admin-request').then((m) => m.nextCache));

const idle = { status: 'idle' } as const;
const seed = siteSettingsSeed;

/** The translations form as admin → Settings → Translations posts it: every word in force, in order. */
function formFor(locale: string, settings: typeof seed, words: Record<string, string>) {
  const form = new FormData();
  form.set('locale', locale);
  settingsWords(settings).forEach((english, index) => {
    form.set(`w.${index}.source`, english);
    form.set(`w.${index}`, words[english] ?? '');
  });
  return form;
}

describe('the settings in a language', () => {
  it('show the operator’s words first, then the shipped translation, then the English; facts stay as they are', () => {
    const french = localizeSiteSettings(seed, 'fr', { [seed.tagline]: 'Notre slogan' });
    expect(french.tagline).toBe('Notre slogan');
    expect(french.description).toBe(contentTranslations.fr[seed.description]);
    expect(french.stats.map((stat) => stat.label)).toEqual(
      seed.stats.map((stat) => contentTranslations.fr[stat.label]),
    );
    expect(french.offices.map((office) => office.city)).toEqual(seed.offices.map((office) => office.city));
    expect(french.email).toBe(seed.email);
    const renamed = { ...seed, bookingResponse: 'within a day' };
    expect(localizeSiteSettings(renamed, 'sw', {}).bookingResponse).toBe('within a day');
    expect(localizeSiteSettings(seed, 'en', {})).toEqual(seed);
  });
});

describe.each(testDialects)('the settings translations action on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    const user = await createAdminUser('admin@test.example', await hashPassword('actions-password'));
    request.cookie = (await openSession(user.id)).token;
  });
  afterAll(async () => {
    request.cookie = undefined;
    await t.close();
  });

  it('saves a language’s words (empty boxes left out), invalidates the settings and records it', async () => {
    request.invalidated.length = 0;
    const result = await saveSettingsTranslationsAction(
      idle,
      formFor('sw', seed, { [seed.tagline]: '  Utamaduni wetu  ', [seed.description]: '' }),
    );
    expect(result).toMatchObject({ ok: true });
    expect(await readSettingsTranslations('sw')).toEqual({ [seed.tagline]: 'Utamaduni wetu' });
    expect(await readSettingsTranslations('fr')).toEqual({});
    expect(request.invalidated).toContain('settings');
    const audit = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirst();
    expect(audit).toMatchObject({ action: 'save settings translations', outcome: 'ok' });
  });

  it('refuses English words that are no longer in force, an unknown language and the English, changing nothing', async () => {
    const before = await readSettingsTranslations('sw');
    await saveSiteSettings({ ...seed, tagline: 'A new English tagline.' }, null);
    const stale = await saveSettingsTranslationsAction(idle, formFor('sw', seed, { [seed.tagline]: 'Ya zamani' }));
    expect(stale).toMatchObject({
      ok: false,
      fieldErrors: { 'w.0': 'These English words are no longer in the settings.' },
    });
    for (const locale of ['de', 'en']) {
      expect(await saveSettingsTranslationsAction(idle, formFor(locale, seed, {}))).toMatchObject({
        ok: false,
        message: 'Choose French or Swahili.',
      });
    }
    expect(await readSettingsTranslations('sw')).toEqual(before);
  });
});
