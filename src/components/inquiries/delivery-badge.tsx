import type { DeliveryState } from '@/server/db/schema';

const styles: Record<DeliveryState, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  sending: 'bg-sky-100 text-sky-800 ring-sky-300',
  sent: 'bg-emerald-100 text-emerald-800 ring-emerald-300',
  failed: 'bg-red-100 text-red-800 ring-red-300',
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
