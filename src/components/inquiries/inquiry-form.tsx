'use client';

import { startTransition, useActionState, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FieldError, FieldLabel, fieldClasses } from '@/components/ui/form';
import { toast } from '@/components/ui/toast-store';
import { site } from '@/content/site';
import {
  consentText,
  FORM_META,
  inquiryFields,
  type FieldDefinition,
  type InquiryFormState,
  type InquiryKind,
} from '@/lib/schemas/inquiries';

const SUCCESS_TITLE = 'Inquiry Sent! ✨';
const SUCCESS_TEXT = "Thank you for reaching out. We'll be in touch soon!";
const FAILURE_TITLE = 'Submission Failed';
const FAILURE_TEXT = 'Something went wrong. Please try again.';
// The consent shown is the consent stored with the submission (consentText), the link added here.
const [consentBefore, consentAfter] = consentText(site.name).split('Privacy Policy') as [string, string];

/** Where the form posts, with or without JavaScript: no server action takes anonymous posts (decision 114). */
const SUBMIT_ROUTE = '/contact/submit';

/**
 * The post through fetch, answered as JSON (the form's next state); a lost connection or an answer that
 * is not one is reported like any other failure (not thrown to an error boundary).
 */
async function sendSafely(_previous: InquiryFormState, data: FormData): Promise<InquiryFormState> {
  try {
    const response = await fetch(SUBMIT_ROUTE, { method: 'POST', body: data, headers: { accept: 'application/json' } });
    const state = (await response.json()) as InquiryFormState;
    if (state.status === 'success' || state.status === 'error') return state;
  } catch {}
  return { status: 'error', nonce: Date.now(), message: FAILURE_TEXT };
}

/**
 * One inquiry form. Without JavaScript it posts to /contact/submit (a real POST, confirmation page,
 * HTTP statuses); with JavaScript the submit is intercepted and sent to the same route with fetch, so
 * the visitor gets 'Submitting...', toasts, a reset form and errors beside the fields.
 * `token` is the signed render-time field (a server component streamed per request).
 */
export function InquiryForm({
  kind,
  formId,
  target,
  token,
  submitLabel = 'Send Inquiry',
}: {
  kind: InquiryKind;
  formId: string;
  target?: string;
  token: ReactNode;
  submitLabel?: string;
}) {
  const [state, dispatch, pending] = useActionState<InquiryFormState, FormData>(sendSafely, { status: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (state.status === 'success') {
      toast({ title: SUCCESS_TITLE, description: SUCCESS_TEXT, variant: 'success' });
      formRef.current?.reset();
    } else if (state.status === 'error') {
      const specific = state.fieldErrors ? FAILURE_TEXT : state.message;
      toast({ title: FAILURE_TITLE, description: specific || FAILURE_TEXT, variant: 'destructive' });
      const firstInvalid = state.fieldErrors && Object.keys(state.fieldErrors)[0];
      if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    }
  }, [state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    startTransition(() => dispatch(data));
  }

  const errors = state.status === 'error' ? (state.fieldErrors ?? {}) : {};
  return (
    <form
      ref={formRef}
      id={formId}
      action={SUBMIT_ROUTE}
      method="post"
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-describedby={state.status === 'error' ? `${formId}-status` : undefined}
    >
      <input type="hidden" name={FORM_META.kind} value={kind} />
      {target ? <input type="hidden" name={FORM_META.target} value={target} /> : null}
      {token}
      {/* Honeypot: invisible to people and screen readers, irresistible to form-filling bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input type="text" name={FORM_META.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {inquiryFields[kind].map((field) => (
          <Field key={field.name} field={field} formId={formId} error={errors[field.name]} />
        ))}
      </div>
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm text-muted">
          <input
            type="checkbox"
            name="consent"
            required
            className="mt-0.5 size-5 shrink-0 accent-gold"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${formId}-consent-error` : undefined}
          />
          <span>
            {consentBefore}
            <a href="/privacy" className="font-semibold text-gold underline underline-offset-2 hover:text-gold-2">
              Privacy Policy
            </a>
            {consentAfter}
          </span>
        </label>
        <FieldError id={`${formId}-consent-error`}>{errors.consent}</FieldError>
      </div>
      <p id={`${formId}-status`} role="status" className="text-sm font-medium text-coral empty:hidden">
        {state.status === 'error' ? state.message : ''}
      </p>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? 'Submitting...' : submitLabel}
      </Button>
    </form>
  );
}

function Field({ field, formId, error }: { field: FieldDefinition; formId: string; error?: string }) {
  const id = `${formId}-${field.name}`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    maxLength: field.max,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
    className: cn(fieldClasses, field.type === 'textarea' ? 'resize-y' : 'min-h-12', '[color-scheme:dark]'),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  const wide = field.type === 'textarea';
  return (
    <div className={cn('content-start', wide && 'sm:col-span-2')}>
      <FieldLabel htmlFor={id} required={field.required}>
        {field.label}
      </FieldLabel>
      {wide ? (
        <textarea rows={5} {...common} />
      ) : (
        <input type={field.type} {...common} maxLength={field.type === 'date' ? undefined : field.max} />
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
