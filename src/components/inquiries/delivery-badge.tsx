import type { DeliveryState } from '@/server/db/schema';

const styles: Record<DeliveryState, string> = {
  pending: 'bg-amber-400/15 text-amber-200 ring-amber-400/40',
  sending: 'bg-sky-400/15 text-sky-200 ring-sky-400/40',
  sent: 'bg-emerald-400/15 text-emerald-200 ring-emerald-400/40',
  failed: 'bg-red-500/15 text-red-200 ring-red-400/50',
};

const labels: Record<DeliveryState, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export function DeliveryBadge({ state }: { state: DeliveryState }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${styles[state]}`}>
      {labels[state]}
    </span>
  );
}
