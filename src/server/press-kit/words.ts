import 'server-only';
import type { Locale } from '@/lib/i18n/locales.mjs';
import { translatorFor } from '../i18n/translate';
import type { PressKitWords } from './pdf';

/** A press kit's words in a language (the PressKit namespace of the site catalogue). */
export function pressKitWords(locale: Locale, name: string): PressKitWords {
  const t = translatorFor(locale, 'PressKit');
  return {
    document: t('document', { name }),
    talent: t('talent'),
    booking: t('booking'),
    biography: t('biography'),
    biographySoon: t('biographySoon'),
    highlights: t('highlights'),
    shows: t('shows'),
    listen: (label) => t('listen', { label }),
    links: t('links'),
  };
}
