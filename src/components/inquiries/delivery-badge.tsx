import { MAIL_OFF_STATE } from '@/lib/schemas/leads';
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

/**
 * A message's delivery state. With e-mail off (`mailOff`: SMTP_URL unset) nothing waiting will ever
 * go, so it does not read "Pending" (decision 127).
 */
export function DeliveryBadge({ state, mailOff = false }: { state: DeliveryState; mailOff?: boolean }) {
  const off = mailOff && (state === 'pending' || state === 'sending');
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${off ? styles.failed : styles[state]}`}
    >
      {off ? MAIL_OFF_STATE : labels[state]}
    </span>
  );
}
