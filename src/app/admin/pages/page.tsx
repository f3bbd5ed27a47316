import type { Metadata } from 'next';
import Link from 'next/link';
import { editablePages, pageKeys } from '@/lib/page-sections';
import { requireAdmin } from '@/server/auth/guard';
import { listPageVersions } from '@/server/repositories/pages';
import { formatSiteTime } from '@/server/site-time';

export const metadata: Metadata = { title: 'Pages', robots: { index: false, follow: false } };

/** Admin → Pages: the pages made of sections the operator can edit (docs/decisions/139-page-sections.md). */
export default async function PagesPage() {
  await requireAdmin('/admin/pages', 'content.read');
  const latest = await Promise.all(pageKeys.map((key) => listPageVersions(key, 1)));
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold">Pages</h1>
        <p className="mt-1 text-stone-600">Pages made of sections: edit their text, people and order.</p>
      </header>
      <ul className="grid gap-3">
        {pageKeys.map((key, index) => {
          const save = latest[index]![0];
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
            </li>
          );
        })}
      </ul>
    </div>
  );
}
