import Link from 'next/link';
import type { Inquiry } from '@/server/repositories/inquiries';
import { CHANNEL_LABELS } from './visit-filters';

/**
 * Where the lead's visit came from (decision 148): its first touch as the form carried it. Its own
 * block on the lead screen; "Unknown" for a lead sent without JavaScript, under Do Not Track, or
 * before analytics existed.
 */
export function LeadVisit({ inquiry }: { inquiry: Inquiry }) {
  const channel = inquiry.visit_channel as keyof typeof CHANNEL_LABELS | null;
  const rows: [string, string | null, string?][] = [
    ['Channel', channel ? (CHANNEL_LABELS[channel] ?? channel) : null, channel ? `channel=${channel}` : undefined],
    ['Entry page', inquiry.visit_entry_page],
    ['Referrer', inquiry.visit_referrer_host],
    [
      'Campaign',
      inquiry.visit_utm_campaign,
      inquiry.visit_utm_campaign ? `campaign=${encodeURIComponent(inquiry.visit_utm_campaign)}` : undefined,
    ],
    ['Source', inquiry.visit_utm_source],
    ['Medium', inquiry.visit_utm_medium],
  ];
  return (
    <section aria-labelledby="lead-visit-heading" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id="lead-visit-heading" className="font-display text-lg font-semibold text-stone-900">
        Where they came from
      </h2>
      {channel ? (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          {rows
            .filter(([, value]) => value)
            .map(([label, value, filter]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-stone-600">{label}</dt>
                <dd className="break-words text-stone-900">
                  {filter ? (
                    <Link href={`/admin/inquiries?${filter}`} className="text-amber-800 underline underline-offset-2">
                      {value}
                    </Link>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
        </dl>
      ) : (
        <p className="mt-2 text-sm text-stone-600">
          Unknown: sent without JavaScript, with Do Not Track, or before visits were counted.
        </p>
      )}
    </section>
  );
}
