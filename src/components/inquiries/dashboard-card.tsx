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
      className="grid gap-3 rounded-2xl border border-stone-800 bg-stone-900/40 p-5 hover:border-amber-400/60 focus-visible:outline-2 focus-visible:outline-amber-300"
    >
      <span className="flex items-center justify-between text-sm font-medium text-stone-400">
        Inquiries
        <Inbox aria-hidden className="size-5 text-amber-300" />
      </span>
      <span className="font-display text-3xl font-bold text-stone-50">{total}</span>
      <span className="text-sm text-stone-400">
        {counts.pending} waiting to be e-mailed
        {counts.failed ? <span className="text-red-300"> · {counts.failed} failed</span> : null}
      </span>
    </Link>
  );
}
