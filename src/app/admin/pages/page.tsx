import type { Metadata } from 'next';
import Link from 'next/link';
import { editablePages, pageKeys } from '@/lib/page-sections';
import { DEFAULT_LOCALE, LOCALE_INFO } from '@/lib/i18n/locales.mjs';
import { requireAdmin } from '@/server/auth/guard';
import { isBehindEnglish, listPageVersions } from '@/server/repositories/pages';
import { formatSiteTime } from '@/server/site-time';

export const metadata: Metadata = { title: 'Pages', robots: { index: false, follow: false } };

/** Admin → Pages: the pages made of sections the operator can edit (docs/decisions/139-page-sections.md). */
export default async function PagesPage() {
  await requireAdmin('/admin/pages', 'content.read');
  const latest = await Promise.all(
    pageKeys.map((key) => Promise.all(LOCALE_INFO.map((info) => listPageVersions(key, 1, info.code)))),
  );
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold">Pages</h1>
        <p className="mt-1 text-stone-600">Pages made of sections: edit their text, people and order.</p>
      </header>
      <ul className="grid gap-3">
        {pageKeys.map((key, index) => {
          const byLanguage = latest[index]!;
          const save = byLanguage[0]![0];
          return (
            <li key={key} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
              <Link href={`/admin/pages/${key}`} className="text-lg font-semibold text-amber-800 hover:underline">
                {editablePages[key].title}
              </Link>
              <p className="text-sm text-stone-600">
                {editablePages[key].path} ·{' '}
                {save ? (
                  <>
                    saved <time dateTime={save.created_at}>{formatSiteTime(save.created_at)}</time> by{' '}
                    {save.author ?? 'a removed account'}
                  </>
                ) : (
                  'never edited: the copy it shipped with'
                )}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {LOCALE_INFO.filter((info) => info.code !== DEFAULT_LOCALE).map((info) => {
                  const translated = byLanguage[LOCALE_INFO.indexOf(info)]![0];
                  const behind = save && isBehindEnglish(save, translated);
                  return (
                    <Link
                      key={info.code}
                      href={`/admin/pages/${key}?lang=${info.code}`}
                      className="text-amber-800 hover:underline"
                    >
                      {info.englishName}: {translated ? 'edited' : 'as shipped'}
                      {behind ? ' (older than the English)' : ''}
                    </Link>
                  );
                })}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
