'use client';

import { useActionState, useEffect, useSyncExternalStore } from 'react';
import { toast } from '@/components/ui/toast-store';
import type { ActionResult } from '@/lib/action-result';

const subscribeToNothing = () => () => {};

/**
 * A one-button form for an inbox action (mark handled, retry). It hands the server action itself to
 * useActionState, so the form posts without JavaScript too and the re-rendered page shows the
 * answer; with JavaScript the answer also comes up as a toast.
 *
 * `done` hides the button once its work is done (a handled inquiry) while keeping the component
 * mounted: the page that a successful 'Mark handled' refreshes still renders it, so its effect runs
 * and raises the toast. The answer is written next to the button only without JavaScript (the
 * server-rendered page); with it, the toast says it once.
 */
export function InboxActionButton({
  action,
  id,
  label,
  pendingLabel,
  done = false,
}: {
  action: (previous: ActionResult | null, form: FormData) => Promise<ActionResult>;
  id: number;
  label: string;
  pendingLabel: string;
  done?: boolean;
}) {
  const [state, dispatch, pending] = useActionState(action, null);
  useEffect(() => {
    if (!state) return;
    toast(
      state.ok
        ? { title: state.message ?? 'Done.', variant: 'success' }
        : { title: 'Error', description: state.message, variant: 'destructive' },
    );
  }, [state]);
  const enhanced = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const outcome =
    state && !enhanced ? (
      <p role={state.ok ? 'status' : 'alert'} className={state.ok ? 'text-sm text-green-800' : 'text-sm text-red-800'}>
        {state.ok ? (state.message ?? 'Done.') : state.message}
      </p>
    ) : null;
  if (done) return outcome;
  return (
    <form action={dispatch} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={pending}
        className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium text-stone-800 hover:bg-stone-50 disabled:opacity-60"
      >
        {pending ? pendingLabel : label}
      </button>
      {outcome}
    </form>
  );
}
