import { LOCALE_INFO } from '@/lib/i18n/locales.mjs';

/*
 * Which translations an item has (decision 162), in the admin's list and editor. No hooks and no
 * server code: the client list and the server editor both render them.
 */

/** An item's translations as the list receives them: language → published (true) or draft (false). */
export type TranslationCoverage = Partial<Record<string, boolean>>;

const OTHER_LOCALES = LOCALE_INFO.filter((info) => info.code !== 'en');

/** "FR ✓ SW —" badges linking to the item's translations screen: published, draft or missing. */
export function TranslationBadges({ href, coverage }: { href: string; coverage: TranslationCoverage }) {
  return (
    <a href={href} className="inline-flex gap-1.5 hover:underline" data-translations="">
      {OTHER_LOCALES.map(({ code, englishName }) => {
        const state = coverage[code];
        const [mark, words, tone] =
          state === true
            ? ['✓', 'published', 'bg-emerald-50 text-emerald-800']
            : state === false
              ? ['…', 'draft', 'bg-amber-50 text-amber-900']
              : ['—', 'missing', 'bg-stone-100 text-stone-600'];
        return (
          <span key={code} className={`rounded px-1.5 py-0.5 text-xs font-semibold ${tone}`} data-locale={code}>
            {code.toUpperCase()} <span aria-hidden="true">{mark}</span>
            <span className="sr-only">
              {' '}
              {englishName} {words}
            </span>
          </span>
        );
      })}
    </a>
  );
}

/** The editor's link to the item's French and Swahili versions. */
export function TranslationsLink({ kind, id }: { kind: string; id: number }) {
  return (
    <p className="mx-auto mb-4 max-w-6xl text-sm">
      <a href={`/admin/${kind}/${id}/translations`} className="font-semibold text-amber-800 underline">
        Translations (French, Swahili)
      </a>
    </p>
  );
}
