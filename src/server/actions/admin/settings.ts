'use server';

import { refresh } from 'next/cache';
import { actionFailed, actionSucceeded } from '@/lib/action-result';
import { fieldErrorsOf } from '@/lib/schemas/content';
import { z } from 'zod';
import { DEFAULT_LOCALE, isLocale, localeInfo, type Locale } from '@/lib/i18n/locales.mjs';
import { settingsWords, siteSettingsFormSchema } from '@/lib/site-settings';
import { adminFormAction } from '@/server/actions/admin-action';
import { invalidate } from '@/server/cache/invalidate';
import { cacheTags } from '@/server/cache/tags';
import { logEvent } from '@/server/log';
import { readSiteSettings, saveSiteSettings } from '@/server/repositories/site-settings';
import { saveSettingsTranslations } from '@/server/repositories/settings-translations';
import { withLogoFiles } from '@/server/uploads/logo-files';

/** A client's logo file, `clients.<row>.logo.file`, and its Remove box `….clear`. */
const FILE_INPUT = /^(clients\.\d{1,2}\.logo)\.(file|clear)$/;

/**
 * Saves admin → Settings: the whole form, checked by the definition's schema (src/lib/site-settings.ts);
 * the save is a new row of `site_settings` naming its author (the record of who changed what), and
 * every page that shows a setting renders fresh on its next request, on every instance.
 */
export const saveSiteSettingsAction = adminFormAction(
  siteSettingsFormSchema,
  async (parsed, { session, form }) => {
    // The form was checked without its files first, so a refused form uploads nothing.
    const stored = await withLogoFiles(form, FILE_INPUT);
    if (stored && !stored.ok) return stored;
    let settings = parsed;
    if (stored) {
      const again = siteSettingsFormSchema.safeParse(stored.values);
      if (!again.success) {
        const { form: message, ...fieldErrors } = fieldErrorsOf(again.error);
        return actionFailed(message ?? 'Please correct the highlighted fields.', fieldErrors);
      }
      settings = again.data;
    }
    const saved = await saveSiteSettings(settings, session.user.id);
    logEvent('site settings saved', { settings_id: saved.id, admin_id: session.user.id });
    await invalidate(cacheTags.settings);
    refresh();
    return actionSucceeded({ message: 'Settings saved. Every page shows them now.' });
  },
  { name: 'save site settings', permission: 'settings' },
);

const TRANSLATION_INPUT = /^w\.(\d{1,3})$/;

/** admin → Settings → Translations: a language, and per word in force its English (hidden) and translation. */
const settingsTranslationsSchema = z.record(z.string(), z.unknown()).transform((form, ctx) => {
  const locale = typeof form.locale === 'string' ? form.locale : '';
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) {
    ctx.addIssue({ code: 'custom', path: [], message: 'Choose French or Swahili.' });
    return z.NEVER;
  }
  const pairs: { input: string; source: string; words: string }[] = [];
  for (const [name, value] of Object.entries(form)) {
    const match = TRANSLATION_INPUT.exec(name);
    if (!match || typeof value !== 'string') continue;
    const source = form[`${name}.source`];
    if (typeof source !== 'string' || !source) continue;
    const words = value.trim();
    if (words.length > 300) ctx.addIssue({ code: 'custom', path: [name], message: 'At most 300 characters.' });
    else pairs.push({ input: name, source, words });
  }
  return { locale: locale as Locale, pairs };
});

/**
 * Saves one language's translations of the settings' words (tagline, description, response time,
 * countries, stat labels; decision 164). Only the words in force can be translated; an empty box
 * leaves the shipped translation, or the English, on the site.
 */
export const saveSettingsTranslationsAction = adminFormAction(
  settingsTranslationsSchema,
  async ({ locale, pairs }, { session }) => {
    const inForce = new Set(settingsWords(await readSiteSettings()));
    const stale = pairs.find((pair) => !inForce.has(pair.source));
    if (stale)
      return actionFailed('The settings changed since this form was opened: reload it and translate the new words.', {
        [stale.input]: 'These English words are no longer in the settings.',
      });
    const translations = Object.fromEntries(
      pairs.filter((pair) => pair.words).map((pair) => [pair.source, pair.words]),
    );
    await saveSettingsTranslations(locale, translations);
    logEvent('settings translations saved', {
      locale,
      words: Object.keys(translations).length,
      admin_id: session.user.id,
    });
    await invalidate(cacheTags.settings);
    refresh();
    return actionSucceeded({
      message: `Translations saved. The ${localeInfo(locale).englishName} pages show them now.`,
    });
  },
  { name: 'save settings translations', permission: 'settings' },
);
