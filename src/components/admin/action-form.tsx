'use client';

import { useActionState, useRef, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast-store';
import type { ActionResult } from '@/lib/action-result';

type Action = (previous: ActionResult | null, form: FormData) => Promise<ActionResult>;

/**
 * A form posting to an admin server action (adminFormAction).
 *  - Without JavaScript the form's `action` is the server action itself (through useActionState),
 *    so it posts and the page renders again.
 *  - With JavaScript the submit calls the action directly and raises the toast as soon as the answer
 *    arrives, not in an effect: a successful delete refreshes the page without this form, so an
 *    effect would never run. React resets a form after an action, which would also empty the fields
 *    of a refused entry; here they stay until the entry is accepted.
 *  - A button with its own `formAction` address (Preview) posts there, with or without JavaScript.
 */
export function ActionForm({
  action,
  children,
  className,
  id,
  labels = {},
}: {
  action: Action;
  children: React.ReactNode;
  className?: string;
  /** For buttons elsewhere on the page that submit this form (`<button form={id}>`). */
  id?: string;
  /** Field name → label, to name the field an error is about. */
  labels?: Record<string, string>;
}) {
  const [postedState, dispatch] = useActionState(action, null);
  const [result, setResult] = useState<ActionResult | null>(null);
  const [pending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  const state = result ?? postedState;
  const errors = state && !state.ok ? Object.entries(state.fieldErrors) : [];
  return (
    <form
      ref={form}
      id={id}
      action={dispatch}
      onSubmit={(event) => {
        // A button posting elsewhere (Preview: `formAction="/admin/preview"`) is the browser's own submit.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.hasAttribute('formaction')) return;
        event.preventDefault();
        const data = new FormData(event.currentTarget, submitter);
        startTransition(async () => {
          const answer = await action(result, data);
          toast(
            answer.ok
              ? { title: answer.message ?? 'Done.', variant: 'success' }
              : { title: 'Error', description: answer.message, variant: 'destructive' },
          );
          if (answer.ok) form.current?.reset();
          setResult(answer);
        });
      }}
      className={className}
      aria-busy={pending || undefined}
    >
      {children}
      {state && !state.ok ? (
        <div role="alert" className="basis-full text-sm text-red-800">
          <p>{state.message}</p>
          {errors.length ? (
            <ul className="mt-1 list-disc pl-5">
              {errors.map(([name, message]) => (
                <li key={name}>
                  {labels[name] ? `${labels[name]}: ` : ''}
                  {message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
