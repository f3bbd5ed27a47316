import type { Metadata } from 'next';
import Link from 'next/link';
import { DeliveryBadge } from '@/components/inquiries/delivery-badge';
import { INQUIRY_KINDS, KIND_LABELS } from '@/lib/schemas/inquiries';
import { INBOX_SORTS, INQUIRY_STATUSES, MAIL_OFF_STATE, SORT_LABELS, STATUS_LABELS } from '@/lib/schemas/leads';
import { requireAdmin } from '@/server/auth/guard';
import { formatSiteTime } from '@/server/site-time';
import { DELIVERY_STATES, inboxQueryString, inquirySummary, parseInboxQuery } from '@/server/inquiries/inbox';
import { mailConfigured } from '@/server/mail/status';
import { listInquiries } from '@/server/repositories/inquiries';
import { spamCount, statusCounts } from '@/server/repositories/leads';
import { leadInputClass } from '@/components/admin/form-kit';
import { relativeAge } from '@/lib/relative-age';
import type { InquiryFilter } from '@/server/repositories/inquiries';
import { VisitFilters } from '@/components/admin/analytics/visit-filters';
import { leadScope } from '@/server/inquiries/scope';

export const metadata: Metadata = { title: 'Inquiries', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default function InquiriesPage({ searchParams }: Props) {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <h1 className="font-display text-3xl font-bold text-stone-900">Inquiries</h1>
      <Inbox searchParams={searchParams} />
    </div>
  );
}

async function Inbox({ searchParams }: Props) {
  const session = await requireAdmin('/admin/inquiries', 'leads');
  const scope = leadScope(session);
  const { filter, page } = parseInboxQuery(await searchParams);
  const [result, counts, spam] = await Promise.all([
    listInquiries(filter, { page }, scope),
    statusCounts(scope),
    spamCount(scope),
  ]);
  const mailOff = !mailConfigured();
  const filtered = Object.keys(filter).length > 0;
  const now = new Date();
  return (
    <>
      <nav aria-label="Leads by stage" className="flex flex-wrap gap-2 text-sm">
        {INQUIRY_STATUSES.map((status) => (
          <Link
            key={status}
            href={`/admin/inquiries${inboxQueryString({ status })}`}
            aria-current={filter.status === status ? 'page' : undefined}
            className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-stone-800 shadow-sm hover:border-amber-500 aria-[current=page]:border-amber-600 aria-[current=page]:bg-amber-50"
          >
            {STATUS_LABELS[status]} <strong className="ml-1">{counts[status]}</strong>
          </Link>
        ))}
        <Link
          href={`/admin/inquiries${inboxQueryString({ ...filter, assigned: filter.assigned ? undefined : 'me' })}`}
          aria-current={filter.assigned ? 'page' : undefined}
          className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-stone-800 shadow-sm hover:border-amber-500 aria-[current=page]:border-amber-600 aria-[current=page]:bg-amber-50"
        >
          Assigned to me
        </Link>
        <Link
          href="/admin/inquiries/spam"
          className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-stone-600 shadow-sm hover:border-amber-500"
        >
          Spam <strong className="ml-1">{spam}</strong>
        </Link>
        <Link
          href="/admin/inquiries/personal-data"
          className="rounded-lg border border-stone-200 bg-white px-3 py-2 text-stone-600 shadow-sm hover:border-amber-500"
        >
          Personal data
        </Link>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* A phone shows the leads first: the filters fold away (open while one is in force). */}
        <details className="w-full lg:hidden" open={filtered}>
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-800">
            {filtered ? 'Filters (in force)' : 'Filter and sort'}
          </summary>
          <div className="mt-3">
            <InboxFilters filter={filter} mailOff={mailOff} />
          </div>
        </details>
        <div className="hidden lg:block">
          <InboxFilters filter={filter} mailOff={mailOff} />
        </div>
        <a
          href={`/admin/inquiries/export${inboxQueryString(filter)}`}
          className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 hover:bg-stone-50"
          download
        >
          Export CSV
        </a>
      </div>
      <p className="text-sm text-stone-600">
        {result.total} {result.total === 1 ? 'inquiry' : 'inquiries'}
      </p>
      {result.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
          No inquiries match this filter.
        </p>
      ) : (
        <>
          {/* Below lg the table does not fit beside the sidebar: each lead is a card, and the whole card opens it. */}
          <ul aria-label="Inquiries" className="grid gap-3 lg:hidden">
            {result.items.map((inquiry) => (
              <li key={inquiry.id}>
                <Link
                  href={`/admin/inquiries/${inquiry.id}`}
                  className="grid gap-1 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-amber-500 focus-visible:outline-2 focus-visible:outline-amber-600"
                >
                  <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="font-semibold text-stone-900">{inquiry.name || inquiry.email}</span>
                    <time dateTime={inquiry.created_at} className="text-xs text-stone-600">
                      {relativeAge(inquiry.created_at, now)}
                    </time>
                  </span>
                  <span className="font-medium break-words text-amber-800">{inquiry.subject}</span>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-stone-700">
                    <span>{KIND_LABELS[inquiry.kind]}</span>
                    <span aria-hidden>·</span>
                    <span className="font-semibold">{STATUS_LABELS[inquiry.status]}</span>
                    {inquiry.delivery_state === 'sent' ? null : (
                      <DeliveryBadge state={inquiry.delivery_state} mailOff={mailOff} />
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm lg:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-stone-200 bg-stone-50 text-stone-600">
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
                    Stage
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Handled
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {result.items.map((inquiry) => (
                  <tr key={inquiry.id} className="align-top hover:bg-stone-50">
                    <td className="px-4 py-3 whitespace-nowrap text-stone-700">{KIND_LABELS[inquiry.kind]}</td>
                    <td className="px-4 py-3">
                      <div className="font-medium text-stone-900">{inquiry.name}</div>
                      <div className="text-stone-600">{inquiry.email}</div>
                    </td>
                    <td className="px-4 py-3">
                      <Link
                        href={`/admin/inquiries/${inquiry.id}`}
                        className="font-medium text-amber-800 hover:underline"
                      >
                        {inquiry.subject}
                      </Link>
                      <div className="text-stone-600">{inquirySummary(inquiry)}</div>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                      <time dateTime={inquiry.created_at}>{formatSiteTime(inquiry.created_at)}</time>
                    </td>
                    <td className="px-4 py-3">
                      <DeliveryBadge state={inquiry.delivery_state} mailOff={mailOff} />
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-stone-700">{STATUS_LABELS[inquiry.status]}</td>
                    <td className="px-4 py-3 text-stone-700">{inquiry.handled_at ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {result.pageCount > 1 ? (
        <nav aria-label="Pagination" className="flex items-center gap-4 text-sm">
          {result.page > 1 ? (
            <Link
              href={`/admin/inquiries${inboxQueryString(filter, result.page - 1)}`}
              className="text-amber-800 hover:underline"
            >
              ← Previous
            </Link>
          ) : null}
          <span className="text-stone-600">
            Page {result.page} of {result.pageCount}
          </span>
          {result.page < result.pageCount ? (
            <Link
              href={`/admin/inquiries${inboxQueryString(filter, result.page + 1)}`}
              className="text-amber-800 hover:underline"
            >
              Next →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

function InboxFilters({ filter, mailOff }: { filter: InquiryFilter; mailOff: boolean }) {
  return (
    <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter inquiries">
      <label className="grid gap-1 text-sm text-stone-700">
        Search
        <input
          type="search"
          name="q"
          defaultValue={filter.q ?? ''}
          maxLength={200}
          placeholder="Name, e-mail or text"
          className={leadInputClass}
        />
      </label>
      <label className="grid gap-1 text-sm text-stone-700">
        Stage
        <select name="status" defaultValue={filter.status ?? ''} className={leadInputClass}>
          <option value="">All stages</option>
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm text-stone-700">
        Kind
        <select name="kind" defaultValue={filter.kind ?? ''} className={leadInputClass}>
          <option value="">All kinds</option>
          {INQUIRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm text-stone-700">
        Delivery
        <select name="state" defaultValue={filter.state ?? ''} className={leadInputClass}>
          <option value="">All states</option>
          {DELIVERY_STATES.map((state) => (
            <option key={state} value={state}>
              {state === 'pending' && mailOff ? MAIL_OFF_STATE : state[0]!.toUpperCase() + state.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm text-stone-700">
        Status
        <select name="handled" defaultValue={filter.handled ?? ''} className={leadInputClass}>
          <option value="">All</option>
          <option value="open">Open (not handled)</option>
          <option value="handled">Handled</option>
        </select>
      </label>
      <VisitFilters filter={filter} />
      <label className="grid gap-1 text-sm text-stone-700">
        Sort
        <select name="sort" defaultValue={filter.sort ?? 'newest'} className={leadInputClass}>
          {INBOX_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800"
      >
        Filter
      </button>
    </form>
  );
}
