'use client';

import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast-store';
import type { ActionResult } from '@/lib/action-result';

/**
 * A form of the lead screens. It posts straight to its server action, so it works without
 * JavaScript (the page re-renders with the outcome written inside the form); with JavaScript the
 * outcome also comes up as a toast, and a successful form is cleared.
 */
export function LeadForm({
  action,
  children,
  submit,
  pendingLabel,
  label,
  className = 'grid gap-3',
  tone = 'primary',
  onSuccess,
}: {
  action: (previous: ActionResult | null, form: FormData) => Promise<ActionResult>;
  children?: ReactNode;
  submit: string;
  pendingLabel: string;
  label?: string;
  className?: string;
  tone?: 'primary' | 'secondary' | 'danger';
  /** After a success, once the form is reset: for a form that keeps its fields in state. */
  onSuccess?: () => void;
}) {
  const [state, dispatch, pending] = useActionState(action, null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!state) return;
    toast(
      state.ok
        ? { title: state.message ?? 'Done.', variant: 'success' }
        : { title: 'Error', description: state.message, variant: 'destructive' },
    );
    if (state.ok) {
      form.current?.reset();
      onSuccess?.();
    }
    // Only a new answer matters; onSuccess is a new function on every render of the parent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
  const errors = state && !state.ok ? Object.entries(state.fieldErrors) : [];
  const button =
    tone === 'primary'
      ? 'bg-amber-700 text-white hover:bg-amber-800'
      : tone === 'danger'
        ? 'bg-red-700 text-white hover:bg-red-800'
        : 'border border-stone-300 text-stone-800 hover:bg-stone-50';
  return (
    <form ref={form} action={dispatch} className={className} aria-label={label}>
      {children}
      {state ? (
        <div
          role={state.ok ? 'status' : 'alert'}
          className={state.ok ? 'text-sm text-green-800' : 'text-sm text-red-800'}
        >
          <p>{state.message}</p>
          {errors.length ? (
            <ul className="list-disc pl-5">
              {errors.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className={`justify-self-start rounded-lg px-3 py-1.5 text-sm font-semibold disabled:opacity-60 ${button}`}
      >
        {pending ? pendingLabel : submit}
      </button>
    </form>
  );
}
