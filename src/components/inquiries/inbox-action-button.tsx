'use client';

import { useActionState } from 'react';
import { toast } from '@/components/ui/toast-store';
import type { InboxActionResult } from '@/app/admin/inquiries/actions';

/** A one-button form for an inbox action (mark handled, retry), with a toast for the outcome. */
export function InboxActionButton({
  action,
  id,
  label,
  pendingLabel,
}: {
  action: (previous: InboxActionResult | null, form: FormData) => Promise<InboxActionResult>;
  id: number;
  label: string;
  pendingLabel: string;
}) {
  // The toast is raised as soon as the answer arrives, not in an effect: a successful 'Mark handled'
  // refreshes the page without this button, so an effect would never run.
  const [, dispatch, pending] = useActionState(async (previous: InboxActionResult | null, form: FormData) => {
    const result = await action(previous, form);
    toast(
      result.ok
        ? { title: result.message, variant: 'success' }
        : { title: 'Error', description: result.message, variant: 'destructive' },
    );
    return result;
  }, null);
  return (
    <form action={dispatch}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-60"
      >
        {pending ? pendingLabel : label}
      </button>
    </form>
  );
}
