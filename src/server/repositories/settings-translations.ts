import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales.mjs';
import { logError } from '../log';
import { getSetting, setSetting } from './app-settings';

/*
 * The operator's translations of the site settings' words (admin → Settings → Translations;
 * docs/decisions/164-pages-in-each-language.md): per language, the English words in force → the
 * language's words, kept in `app_settings` under one key per language. Keyed by the English, as the
 * shipped copy's translations are: when the English changes, its old translation no longer applies
 * and the form shows the new words untranslated.
 */

const key = (locale: Locale) => `settings_translations.${locale}`;
const stored = z.record(z.string().max(300), z.string().max(300));

export type SettingsTranslations = Record<string, string>;

/** A language's saved translations; none when never saved (or when the stored value is unreadable: logged). */
export async function readSettingsTranslations(locale: Locale): Promise<SettingsTranslations> {
  const value = await getSetting(key(locale));
  if (!value) return {};
  try {
    const parsed = stored.safeParse(JSON.parse(value));
    if (parsed.success) return parsed.data;
    logError(`settings translations (${locale}) do not pass their schema`, parsed.error);
  } catch (error) {
    logError(`settings translations (${locale}) are not JSON`, error);
  }
  return {};
}

/** Replaces a language's translations by the form's (every word in force, empty ones left out). */
export async function saveSettingsTranslations(locale: Locale, translations: SettingsTranslations) {
  await setSetting(key(locale), JSON.stringify(stored.parse(translations)));
}
