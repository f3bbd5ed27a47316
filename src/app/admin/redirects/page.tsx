import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ActionForm } from '@/components/admin/action-form';
import { addRedirectAction, deleteRedirectAction } from '@/server/actions/admin/lifecycle';
import { requireAdmin } from '@/server/auth/guard';
import { formatSiteTime } from '@/server/site-time';
import { listRedirects } from '@/server/repositories/redirects';

export const metadata: Metadata = { title: 'Redirects', robots: { index: false, follow: false } };

const inputClass =
  'w-full rounded-lg border border-stone-300 px-3 py-2 outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30';
const buttonClass =
  'rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

export default function RedirectsPage() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header>
        <h1 className="font-display text-3xl font-bold">Redirects</h1>
        <p className="mt-1 text-stone-600">
          Old addresses answer with a permanent redirect (301) to the new one. Renaming a published item adds one by
          itself.
        </p>
      </header>
      <section aria-labelledby="add-redirect" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id="add-redirect" className="text-lg font-semibold">
          Add a redirect
        </h2>
        <ActionForm
          action={addRedirectAction}
          labels={{ from: 'From', to: 'To' }}
          className="mt-3 flex flex-wrap items-end gap-3"
        >
          <label className="grid min-w-56 flex-1 gap-1 text-sm font-medium">
            From (a path on this site)
            <input name="from" required maxLength={500} placeholder="/old-page" className={inputClass} />
          </label>
          <label className="grid min-w-56 flex-1 gap-1 text-sm font-medium">
            To (a path or https:// address)
            <input name="to" required maxLength={2000} placeholder="/about" className={inputClass} />
          </label>
          <button type="submit" className={buttonClass}>
            Add redirect
          </button>
        </ActionForm>
      </section>
      <Suspense fallback={<p className="text-stone-600">Loading redirects…</p>}>
        <RedirectList />
      </Suspense>
    </div>
  );
}

async function RedirectList() {
  await requireAdmin('/admin/redirects', 'content.read');
  const redirects = await listRedirects();
  if (!redirects.length) return <p className="text-stone-600">No redirects yet.</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Redirects</caption>
        <thead className="bg-stone-50 text-stone-600">
          <tr>
            <th className="px-4 py-2 font-medium">From</th>
            <th className="px-4 py-2 font-medium">To</th>
            <th className="px-4 py-2 font-medium">Source</th>
            <th className="px-4 py-2 font-medium">Added</th>
            <th className="px-4 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {redirects.map((r) => (
            <tr key={r.id} className="border-t border-stone-100">
              <td className="px-4 py-2 font-mono break-all">{r.from_path}</td>
              <td className="px-4 py-2 font-mono break-all">{r.to_path}</td>
              <td className="px-4 py-2">{r.source === 'rename' ? 'Renamed item' : 'Manual'}</td>
              <td className="px-4 py-2">
                <time dateTime={r.created_at}>{formatSiteTime(r.created_at, 'date')}</time>
              </td>
              <td className="px-4 py-2 text-right">
                <ActionForm action={deleteRedirectAction}>
                  <input type="hidden" name="id" value={r.id} />
                  <button
                    type="submit"
                    className="rounded-lg border border-red-300 px-3 py-1 text-sm text-red-800 hover:bg-red-50"
                    aria-label={`Delete the redirect from ${r.from_path}`}
                  >
                    Delete
                  </button>
                </ActionForm>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
