'use client';

import { useRouter } from 'next/navigation';
import {
  Fragment,
  startTransition,
  useActionState,
  useEffect,
  useRef,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FieldError, FieldLabel, fieldClasses } from '@/components/ui/form';
import { toast } from '@/components/ui/toast-store';
import {
  FORM_META,
  submitPath,
  type FieldDefinition,
  type InquiryFormState,
  type InquiryFormStrings,
  type InquiryKind,
  type UploadDefinition,
} from '@/lib/schemas/inquiries';
import { VisitFields } from './visit-fields';
import { useLocalize, usePageLocale } from '@/components/site/locale-context';

// The words come from the server in the page's language (strings, decision 161); the consent shown
// is the consent stored with the submission (consentIn), the link added here.

/**
 * The post through fetch to the form's own route (its `action`), answered as JSON (the form's next
 * state); a lost connection or an answer that is not one is reported like any other failure (not
 * thrown to an error boundary). No server action takes anonymous posts (decision 114).
 */
async function sendSafely(failureText: string, _previous: InquiryFormState, data: FormData): Promise<InquiryFormState> {
  try {
    const route = submitPath(String(data.get(FORM_META.kind)) as InquiryKind);
    const response = await fetch(route, { method: 'POST', body: data, headers: { accept: 'application/json' } });
    const state = (await response.json()) as InquiryFormState;
    if (state.status === 'success' || state.status === 'error') return state;
  } catch {}
  return { status: 'error', nonce: Date.now(), message: failureText };
}

/**
 * One inquiry form. Without JavaScript it posts to its route (/contact/submit, or /careers/submit as
 * multipart for an application with its CV): a real POST, 303 to the confirmation page, HTTP statuses.
 * With JavaScript the submit is intercepted and sent to the same route with fetch, so the visitor
 * gets 'Submitting...' and errors beside the fields, then the same confirmation page
 * (docs/decisions/129-confirmation-page-whatsapp-and-cv-files.md). `token` is the signed
 * render-time field (a server component streamed per request).
 */
export function InquiryForm({
  kind,
  formId,
  target,
  token,
  strings,
}: {
  kind: InquiryKind;
  formId: string;
  target?: string;
  token: ReactNode;
  /** The form's words in the page's language, the consent with the agency's name in it. */
  strings: InquiryFormStrings;
}) {
  const [state, dispatch, pending] = useActionState<InquiryFormState, FormData>(
    sendSafely.bind(null, strings.failureText),
    { status: 'idle' },
  );
  const locale = usePageLocale();
  const localize = useLocalize();
  const formRef = useRef<HTMLFormElement>(null);
  const router = useRouter();
  const upload = strings.upload;
  const sent = state.status === 'success';

  useEffect(() => {
    if (state.status === 'success') {
      // The confirmation page, as after a post without JavaScript: it names the reference and what happens next.
      router.push(state.confirmation);
    } else if (state.status === 'error') {
      // Only a failure of ours (or of the connection) says "something went wrong"; a refusal says what to do.
      const failed = state.message === strings.failureText;
      toast({
        title: failed ? strings.failureTitle : strings.checkTitle,
        description: state.message || strings.failureText,
        variant: 'destructive',
      });
      const firstInvalid = state.fieldErrors && Object.keys(state.fieldErrors)[0];
      if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    }
  }, [state, router, strings]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || sent) return;
    const data = new FormData(event.currentTarget);
    startTransition(() => dispatch(data));
  }

  const errors = state.status === 'error' ? (state.fieldErrors ?? {}) : {};
  return (
    <form
      ref={formRef}
      id={formId}
      action={submitPath(kind)}
      method="post"
      encType={upload ? 'multipart/form-data' : undefined}
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-describedby={state.status === 'error' ? `${formId}-status` : undefined}
    >
      <input type="hidden" name={FORM_META.kind} value={kind} />
      <input type="hidden" name={FORM_META.locale} value={locale} />
      {target ? <input type="hidden" name={FORM_META.target} value={target} /> : null}
      {token}
      <VisitFields />
      {/* Honeypot: invisible to people and screen readers, irresistible to form-filling bots. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {strings.honeypot}
          <input type="text" name={FORM_META.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {strings.fields.map((field) => (
          <Fragment key={field.name}>
            {upload?.alternative === field.name ? (
              <UploadField upload={upload} strings={strings} formId={formId} error={errors[upload.name]} />
            ) : null}
            <Field field={field} choose={strings.chooseOptional} formId={formId} error={errors[field.name]} />
          </Fragment>
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
            {strings.consentBefore}
            <a
              href={localize('/privacy')}
              className="font-semibold text-gold underline underline-offset-2 hover:text-gold-2"
            >
              {strings.consentLink}
            </a>
            {strings.consentAfter}
          </span>
        </label>
        <FieldError id={`${formId}-consent-error`}>{errors.consent}</FieldError>
      </div>
      <p id={`${formId}-status`} role="status" className="text-sm font-medium text-coral empty:hidden">
        {state.status === 'error' ? state.message : ''}
      </p>
      <Button type="submit" size="lg" disabled={pending || sent} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? strings.submitting : sent ? strings.sent : strings.submit}
      </Button>
    </form>
  );
}

function Field({
  field,
  choose,
  formId,
  error,
}: {
  field: FieldDefinition;
  choose: string;
  formId: string;
  error?: string;
}) {
  const id = `${formId}-${field.name}`;
  const common = {
    id,
    name: field.name,
    required: field.required,
    maxLength: field.max,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
    // The scroll margin keeps a field focused for its error clear of the sticky header.
    className: cn(
      fieldClasses,
      field.type === 'textarea' ? 'resize-y' : 'min-h-12',
      'scroll-mt-32 [color-scheme:dark]',
    ),
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
      ) : field.type === 'select' ? (
        <select
          id={common.id}
          name={common.name}
          required={common.required}
          autoComplete={common.autoComplete}
          className={common.className}
          aria-invalid={common['aria-invalid']}
          aria-describedby={common['aria-describedby']}
          defaultValue=""
        >
          <option value="">{choose}</option>
          {field.options?.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input type={field.type} {...common} maxLength={field.type === 'date' ? undefined : field.max} />
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * A file to send with the form (an application's CV). The server checks the bytes; here the size and
 * the name's extension are checked as soon as a file is chosen, so a visitor with JavaScript learns of
 * a 12 MB scan before waiting for its upload.
 */
function UploadField({
  upload,
  strings,
  formId,
  error,
}: {
  upload: UploadDefinition;
  strings: InquiryFormStrings;
  formId: string;
  error?: string;
}) {
  const id = `${formId}-${upload.name}`;
  function check(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
    let problem = '';
    if (file && file.size > upload.maxBytes)
      problem = strings.fileTooBig.replace('{size}', megabytes(file.size)).replace('{max}', megabytes(upload.maxBytes));
    else if (file && !/\.(pdf|docx)$/i.test(file.name)) problem = strings.fileWrongType;
    input.setCustomValidity(problem);
    if (problem) input.reportValidity();
  }
  return (
    <div className="content-start sm:col-span-2">
      <FieldLabel htmlFor={id}>{upload.label}</FieldLabel>
      <input
        id={id}
        type="file"
        name={upload.name}
        accept={upload.accept}
        onChange={check}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={cn(
          fieldClasses,
          'min-h-12 scroll-mt-32 py-2 file:mr-4 file:min-h-8 file:rounded-full file:border-0 file:bg-gold file:px-4 file:font-semibold file:text-ink hover:file:bg-gold-2',
        )}
      />
      <p id={`${id}-hint`} className="mt-2 text-sm text-muted">
        {upload.hint}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
