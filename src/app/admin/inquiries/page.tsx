import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { DeliveryBadge } from '@/components/inquiries/delivery-badge';
import { INQUIRY_KINDS, KIND_LABELS } from '@/lib/schemas/inquiries';
import { requireAdmin } from '@/server/auth/guard';
import { DELIVERY_STATES, inboxQueryString, inquirySummary, parseInboxQuery } from '@/server/inquiries/inbox';
import { listInquiries } from '@/server/repositories/inquiries';

export const metadata: Metadata = { title: 'Inquiries', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function InquiriesPage({ searchParams }: Props) {
  return (
    <div className="grid gap-6 p-4 sm:p-6 lg:p-8">
      <h1 className="font-display text-3xl font-bold text-stone-50">Inquiries</h1>
      <Suspense fallback={<p className="text-stone-400">Loading inquiries…</p>}>
        <Inbox searchParams={searchParams} />
      </Suspense>
    </div>
  );
}

const received = new Intl.DateTimeFormat('en-ZA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Johannesburg',
});

async function Inbox({ searchParams }: Props) {
  await requireAdmin('/admin/inquiries');
  const { filter, page } = parseInboxQuery(await searchParams);
  const result = await listInquiries(filter, { page });
  const select =
    'rounded-lg border border-stone-700 bg-stone-900 px-3 py-2 text-sm text-stone-100 focus:border-amber-400 focus:outline-none';
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter inquiries">
          <label className="grid gap-1 text-sm text-stone-300">
            Kind
            <select name="kind" defaultValue={filter.kind ?? ''} className={select}>
              <option value="">All kinds</option>
              {INQUIRY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm text-stone-300">
            Delivery
            <select name="state" defaultValue={filter.state ?? ''} className={select}>
              <option value="">All states</option>
              {DELIVERY_STATES.map((state) => (
                <option key={state} value={state}>
                  {state[0]!.toUpperCase() + state.slice(1)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="rounded-lg bg-amber-400 px-4 py-2 text-sm font-semibold text-stone-950 hover:bg-amber-300"
          >
            Filter
          </button>
        </form>
        <a
          href={`/admin/inquiries/export${inboxQueryString(filter)}`}
          className="rounded-lg border border-stone-600 px-4 py-2 text-sm font-medium text-stone-100 hover:border-amber-400"
          download
        >
          Export CSV
        </a>
      </div>
      <p className="text-sm text-stone-400">
        {result.total} {result.total === 1 ? 'inquiry' : 'inquiries'}
      </p>
      {result.items.length === 0 ? (
        <p className="rounded-xl border border-stone-800 p-8 text-center text-stone-400">
          No inquiries match this filter.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-stone-800">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-900 text-stone-400">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Kind
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  From
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Subject
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Received
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Delivery
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Handled
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-800">
              {result.items.map((inquiry) => (
                <tr key={inquiry.id} className="align-top hover:bg-stone-900/60">
                  <td className="px-4 py-3 whitespace-nowrap text-stone-300">{KIND_LABELS[inquiry.kind]}</td>
                  <td className="px-4 py-3">
                    <div className="font-medium text-stone-100">{inquiry.name}</div>
                    <div className="text-stone-400">{inquiry.email}</div>
                  </td>
                  <td className="px-4 py-3">
                    <Link
                      href={`/admin/inquiries/${inquiry.id}`}
                      className="font-medium text-amber-200 hover:underline"
                    >
                      {inquiry.subject}
                    </Link>
                    <div className="text-stone-400">{inquirySummary(inquiry)}</div>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-stone-300">
                    <time dateTime={inquiry.created_at}>{received.format(new Date(inquiry.created_at))}</time>
                  </td>
                  <td className="px-4 py-3">
                    <DeliveryBadge state={inquiry.delivery_state} />
                  </td>
                  <td className="px-4 py-3 text-stone-300">{inquiry.handled_at ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.pageCount > 1 ? (
        <nav aria-label="Pagination" className="flex items-center gap-4 text-sm">
          {result.page > 1 ? (
            <Link
              href={`/admin/inquiries${inboxQueryString(filter, result.page - 1)}`}
              className="text-amber-200 hover:underline"
            >
              ← Previous
            </Link>
          ) : null}
          <span className="text-stone-400">
            Page {result.page} of {result.pageCount}
          </span>
          {result.page < result.pageCount ? (
            <Link
              href={`/admin/inquiries${inboxQueryString(filter, result.page + 1)}`}
              className="text-amber-200 hover:underline"
            >
              Next →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
