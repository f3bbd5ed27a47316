import Link from 'next/link';
import { Inbox } from 'lucide-react';
import { countInquiriesByState } from '@/server/repositories/inquiries';

/**
 * The inquiries card for the admin dashboard (render it inside the dashboard's guarded Suspense):
 * total, waiting to be sent, and failed deliveries, linking to the inbox.
 */
export async function InquiriesDashboardCard() {
  const counts = await countInquiriesByState();
  const total = counts.pending + counts.sending + counts.sent + counts.failed;
  return (
    <Link
      href="/admin/inquiries"
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white shadow-sm p-5 hover:border-amber-600 focus-visible:outline-2 focus-visible:outline-amber-600"
    >
      <span className="flex items-center justify-between text-sm font-medium text-stone-600">
        Inquiries
        <Inbox aria-hidden className="size-5 text-amber-700" />
      </span>
      <span className="font-display text-3xl font-bold text-stone-900">{total}</span>
      <span className="text-sm text-stone-600">
        {counts.pending} waiting to be e-mailed
        {counts.failed ? <span className="text-red-700"> · {counts.failed} failed</span> : null}
      </span>
    </Link>
  );
}
