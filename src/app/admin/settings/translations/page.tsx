import type { Metadata } from 'next';
import Link from 'next/link';
import { ActionForm } from '@/components/admin/action-form';
import { LanguageTabs } from '@/components/admin/language-tabs';
import { inputClass } from '@/components/admin/form-kit';
import { shippedTranslation } from '@/content/translations';
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, type Locale } from '@/lib/i18n/locales.mjs';
import { settingsWords } from '@/lib/site-settings';
import { saveSettingsTranslationsAction } from '@/server/actions/admin/settings';
import { requireAdmin } from '@/server/auth/guard';
import { readSettingsTranslations } from '@/server/repositories/settings-translations';
import { readSiteSettings } from '@/server/repositories/site-settings';

export const metadata: Metadata = { title: 'Settings translations', robots: { index: false, follow: false } };

const buttonClass =
  'rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';
const cardClass = 'grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm';

const translatedLanguages = LOCALE_INFO.filter((info) => info.code !== DEFAULT_LOCALE);

/**
 * Admin → Settings → Translations (decision 164): the settings' words a visitor reads (tagline,
 * description, response time, countries, stat labels) in French or Swahili, each beside its English.
 * A box shows the operator's translation, else the one the site shipped with; emptied, the shipped
 * one (or the English) shows. A plain form: works without JavaScript.
 */
export default async function SettingsTranslationsPage({
  searchParams,
}: {
  searchParams: Promise<{ lang?: string | string[] }>;
}) {
  const { lang } = await searchParams;
  const locale: Locale = isLocale(lang) && lang !== DEFAULT_LOCALE ? lang : translatedLanguages[0]!.code;
  await requireAdmin(`/admin/settings/translations?lang=${locale}`, 'settings');
  const [settings, saved] = await Promise.all([readSiteSettings(), readSettingsTranslations(locale)]);
  const words = settingsWords(settings);
  const language = LOCALE_INFO.find((info) => info.code === locale)!;
  const labels = Object.fromEntries(words.map((english, index) => [`w.${index}`, `“${english.slice(0, 40)}”`]));
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header>
        <p className="text-sm">
          <Link href="/admin/settings" className="text-amber-800 hover:underline">
            Settings
          </Link>
        </p>
        <h1 className="font-display text-3xl font-bold">Settings translations</h1>
        <p className="mt-1 text-stone-600">
          The settings’ words as the French and Swahili pages show them. A box left empty shows the translation the site
          shipped with, or the English when there is none.
        </p>
      </header>
      <LanguageTabs
        label="Language"
        current={locale}
        tabs={translatedLanguages.map((info) => ({
          code: info.code,
          name: info.englishName,
          href: `/admin/settings/translations?lang=${info.code}`,
        }))}
      />
      <ActionForm key={locale} action={saveSettingsTranslationsAction} labels={labels} className={cardClass}>
        <input type="hidden" name="locale" value={locale} />
        <ul className="grid gap-4">
          {words.map((english, index) => {
            const shipped = shippedTranslation(locale, english);
            const id = `settings-word-${index}`;
            return (
              <li key={english} className="grid gap-1 text-sm md:grid-cols-2 md:gap-4">
                <div className="text-stone-800">
                  <span className="block text-xs font-semibold text-stone-600 uppercase">English</span>
                  <label htmlFor={id} lang="en">
                    {english}
                  </label>
                </div>
                <div className="grid gap-1">
                  <input type="hidden" name={`w.${index}.source`} value={english} />
                  <textarea
                    id={id}
                    name={`w.${index}`}
                    lang={locale}
                    rows={english.length > 80 ? 3 : 1}
                    maxLength={300}
                    defaultValue={saved[english] ?? (shipped !== english ? shipped : '')}
                    className={inputClass}
                    aria-describedby={`${id}-hint`}
                  />
                  <span id={`${id}-hint`} className="text-xs text-stone-600">
                    {saved[english]
                      ? `Your ${language.englishName}.`
                      : shipped !== english
                        ? 'As the site shipped it.'
                        : `Not translated: the ${language.englishName} pages show the English.`}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
        <div>
          <button type="submit" className={buttonClass}>
            Save {language.englishName}
          </button>
        </div>
      </ActionForm>
    </div>
  );
}
