import type { Metadata } from 'next';
import Link from 'next/link';
import { Download } from 'lucide-react';
import { requireAdmin } from '@/server/auth/guard';
import { AUDIT_PAGE_SIZE, parseAuditQuery } from '@/server/audit-query';
import { auditChoices, listAuditEntries } from '@/server/repositories/audit-log';
import { formatSiteTime } from '@/server/site-time';

export const metadata: Metadata = { title: 'Audit log', robots: { index: false, follow: false } };

const inputClass =
  'rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30';

const outcomes = { ok: 'Done', refused: 'Refused (input)', denied: 'Denied (role)', failed: 'Failed' } as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Who did what in the admin, newest first, filtered in the address so a view can be shared and exported. */
export default async function AuditLogPage({ searchParams }: Props) {
  await requireAdmin('/admin/audit', 'accounts');
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) if (typeof value === 'string') params.set(key, value);
  const { query, filter, page } = parseAuditQuery(params);
  const [entries, choices] = await Promise.all([
    listAuditEntries(filter, { limit: AUDIT_PAGE_SIZE + 1, offset: (page - 1) * AUDIT_PAGE_SIZE }),
    auditChoices(),
  ]);
  const more = entries.length > AUDIT_PAGE_SIZE;
  const pageOf = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `/admin/audit?${next.toString()}`;
  };
  const exportParams = new URLSearchParams(params);
  exportParams.delete('page');

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold">Audit log</h1>
          <p className="mt-1 text-stone-600">
            Every change made in the admin, every sign-in and every refusal by role: who, when, from which address.
          </p>
        </div>
        <a
          href={`/admin/audit/export?${exportParams.toString()}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold hover:bg-stone-50"
        >
          <Download aria-hidden className="size-4" />
          Export CSV
        </a>
      </header>
      <form method="get" className="flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4">
        <div className="grid gap-1 text-sm font-medium">
          <label htmlFor="audit-actor">Person</label>
          <select id="audit-actor" name="actor" defaultValue={query.actor ?? ''} className={inputClass}>
            <option value="">Everyone</option>
            {choices.actors.map((actor) => (
              <option key={actor} value={actor}>
                {actor || '(not signed in)'}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1 text-sm font-medium">
          <label htmlFor="audit-action">Action</label>
          <select id="audit-action" name="action" defaultValue={query.action ?? ''} className={inputClass}>
            <option value="">All actions</option>
            {choices.actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1 text-sm font-medium">
          <label htmlFor="audit-from">From</label>
          <input type="date" id="audit-from" name="from" defaultValue={query.from ?? ''} className={inputClass} />
        </div>
        <div className="grid gap-1 text-sm font-medium">
          <label htmlFor="audit-to">To</label>
          <input type="date" id="audit-to" name="to" defaultValue={query.to ?? ''} className={inputClass} />
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-amber-700 px-4 text-sm font-semibold text-white hover:bg-amber-800"
        >
          Filter
        </button>
      </form>
      {entries.length === 0 ? (
        <p className="text-stone-600">No entries for this filter.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit log entries, newest first</caption>
            <thead className="bg-stone-50 text-stone-600">
              <tr>
                <th className="px-4 py-2 font-medium">When</th>
                <th className="px-4 py-2 font-medium">Who</th>
                <th className="px-4 py-2 font-medium">Action</th>
                <th className="px-4 py-2 font-medium">On</th>
                <th className="px-4 py-2 font-medium">Outcome</th>
                <th className="px-4 py-2 font-medium">Address</th>
              </tr>
            </thead>
            <tbody>
              {entries.slice(0, AUDIT_PAGE_SIZE).map((entry) => (
                <tr key={entry.id} className="border-t border-stone-100">
                  <td className="px-4 py-2 whitespace-nowrap">
                    <time dateTime={entry.at}>{formatSiteTime(entry.at, 'seconds')}</time>
                  </td>
                  <td className="px-4 py-2 break-all">{entry.actor_email || '(not signed in)'}</td>
                  <td className="px-4 py-2">{entry.action}</td>
                  <td className="px-4 py-2 font-mono break-all">{entry.subject}</td>
                  <td className="px-4 py-2">{outcomes[entry.outcome] ?? entry.outcome}</td>
                  <td className="px-4 py-2 font-mono">{entry.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Audit log pages" className="flex gap-3">
        {page > 1 ? (
          <Link href={pageOf(page - 1)} className="underline">
            Newer entries
          </Link>
        ) : null}
        {more ? (
          <Link href={pageOf(page + 1)} className="underline">
            Older entries
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
