import type { Locale } from '@/lib/i18n/locales.mjs';

/** The Intl locale of each site language's dates: British English ("13 December 2024"), French, Swahili. */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', sw: 'sw-KE' };

/**
 * Dates on public pages, the same on server and client whatever the time zone: "13 December 2024",
 * "13 décembre 2024", "13 Desemba 2024" (the page's language: `await currentLocale()`).
 */
export function formatDate(
  iso: string | null | undefined,
  options: Intl.DateTimeFormatOptions = {},
  locale: Locale = 'en',
) {
  if (!iso) return '';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(DATE_LOCALES[locale] ?? 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    ...options,
  });
}
