'use client';

import { useActionState, useEffect, useId, useRef, useState, useTransition } from 'react';
import { ImagePlus, Plus, Trash2 } from 'lucide-react';
import { contentWords, type ContentKind, type SaveState } from '@/lib/admin-content';
import { slugify } from '@/lib/slugify';
import { previewMarkdownAction, saveContentAction } from '@/server/actions/admin/content';
import { toast } from '@/components/ui/toast-store';
import type { AdminRow } from './content-manager';
import { formFields, type FieldSpec } from './content-fields';
import { Spinner } from './spinner';

const inputClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm outline-none focus:border-amber-600 focus:ring-2 focus:ring-amber-600/30 aria-invalid:border-red-600';
const smallButton =
  'inline-flex items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-xs font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-amber-600 disabled:opacity-60';

/**
 * The create/edit modal form. Submitted with onSubmit + the action (not `<form action>`), so React
 * does not reset the fields when the server refuses the input: the modal stays open, values intact.
 */
export function ContentForm({ kind, row, onSaved }: { kind: ContentKind; row: AdminRow | null; onSaved: () => void }) {
  const words = contentWords[kind];
  const [state, formAction, pending] = useActionState<SaveState, FormData>(saveContentAction, { status: 'idle' });
  const [, startTransition] = useTransition();
  const fields = formFields[kind];
  const slugSpec = fields.find((f): f is Extract<FieldSpec, { type: 'slug' }> => f.type === 'slug');
  const [slug, setSlug] = useState(String(row?.slug ?? ''));

  useEffect(() => {
    if (state.status === 'ok') {
      toast({ title: state.mode === 'created' ? words.created : words.updated, variant: 'success' });
      onSaved();
    } else if (state.status === 'error') {
      toast({ title: words.saveError, description: state.message, variant: 'destructive' });
    }
    // onSaved is a new function on every render of the parent; only a new result matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const errors = state.status === 'error' ? state.fieldErrors : {};

  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
    >
      <input type="hidden" name="kind" value={kind} />
      {row ? <input type="hidden" name="id" value={row.id} /> : null}
      <div className="grid gap-4 overflow-y-auto px-6 py-5">
        {state.status === 'error' ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {state.message}
          </p>
        ) : null}
        {fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            row={row}
            error={errors[field.name]}
            errors={errors}
            slug={slug}
            onSource={field.name === slugSpec?.from ? (value) => setSlug(slugify(value)) : undefined}
          />
        ))}
      </div>
      <div className="flex justify-end gap-3 border-t border-stone-200 px-6 py-4">
        <button
          type="button"
          onClick={onSaved}
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-stone-50"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={pending}
          className="inline-flex items-center gap-2 rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-70"
        >
          {pending ? <Spinner label="Saving…" className="size-4" /> : null}
          Save
        </button>
      </div>
    </form>
  );
}

function Field({
  field,
  row,
  error,
  errors,
  slug,
  onSource,
}: {
  field: FieldSpec;
  row: AdminRow | null;
  error?: string;
  errors: Record<string, string>;
  slug: string;
  onSource?: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const initial = row?.[field.name];
  const hint = 'hint' in field ? field.hint : undefined;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, name: field.name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const required = 'required' in field && field.required;

  let control: React.ReactNode;
  switch (field.type) {
    case 'checkbox':
      return (
        <div className="flex items-center gap-2">
          <input
            {...common}
            type="checkbox"
            defaultChecked={row ? Boolean(initial) : (field.defaultChecked ?? false)}
            className="size-4 accent-amber-700"
          />
          <label htmlFor={id} className="text-sm font-medium">
            {field.label}
          </label>
        </div>
      );
    case 'slug':
      control = (
        <input
          {...common}
          value={slug}
          readOnly
          className={`${inputClass} bg-stone-50 text-stone-600`}
          aria-readonly="true"
        />
      );
      break;
    case 'textarea':
      control = (
        <textarea
          {...common}
          rows={field.rows}
          defaultValue={String(initial ?? '')}
          className={inputClass}
          aria-required={required || undefined}
        />
      );
      break;
    case 'markdown':
      control = (
        <MarkdownField common={common} rows={field.rows} initial={String(initial ?? '')} required={Boolean(required)} />
      );
      break;
    case 'select':
      control = (
        <select {...common} defaultValue={String(initial ?? '')} className={inputClass}>
          <option value="">Choose…</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case 'image':
      control = <ImageInput common={common} initial={String(initial ?? '')} label={field.label} />;
      break;
    case 'gallery':
      return (
        <GalleryField
          label={field.label}
          initial={Array.isArray(initial) ? (initial as string[]) : []}
          errors={errors}
        />
      );
    case 'highlights':
      return (
        <HighlightsField
          label={field.label}
          initial={Array.isArray(initial) ? (initial as { value: string; label: string }[]) : []}
          error={Object.entries(errors).find(([k]) => k.startsWith('highlights'))?.[1]}
        />
      );
    default:
      control = (
        <input
          {...common}
          type={field.type === 'date' ? 'date' : field.type === 'url' ? 'url' : 'text'}
          defaultValue={String(initial ?? '')}
          placeholder={field.placeholder}
          aria-required={required || undefined}
          onChange={onSource ? (event) => onSource(event.target.value) : undefined}
          className={inputClass}
        />
      );
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {field.label}
        {required ? (
          <span aria-hidden className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {control}
      {hint ? (
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700" data-field-error={field.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { id: string; name: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

function MarkdownField({
  common,
  rows,
  initial,
  required,
}: {
  common: Common;
  rows: number;
  initial: string;
  required: boolean;
}) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState<{ html?: string; error?: string } | null>(null);
  const [pending, start] = useTransition();
  return (
    <div className="grid gap-2">
      <textarea
        ref={ref}
        {...common}
        rows={rows}
        defaultValue={initial}
        className={`${inputClass} font-mono`}
        aria-required={required || undefined}
      />
      <div className="flex gap-2">
        <button
          type="button"
          className={smallButton}
          disabled={pending}
          onClick={() =>
            start(async () => {
              const result = await previewMarkdownAction(ref.current?.value ?? '');
              setPreview('html' in result ? { html: result.html } : { error: result.error });
            })
          }
        >
          {pending ? <Spinner label="Rendering…" className="size-3" /> : null}
          {preview ? 'Refresh preview' : 'Preview'}
        </button>
        {preview ? (
          <button type="button" className={smallButton} onClick={() => setPreview(null)}>
            Hide preview
          </button>
        ) : null}
      </div>
      {preview?.error ? <p className="text-sm text-red-700">{preview.error}</p> : null}
      {preview?.html !== undefined ? (
        <div
          data-testid="markdown-preview"
          className="prose-admin max-h-80 overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm [&_a]:text-amber-800 [&_a]:underline [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc"
          // Rendered and sanitized on the server by renderMarkdown (the same path as the public page).
          dangerouslySetInnerHTML={{ __html: preview.html }}
        />
      ) : null}
    </div>
  );
}

async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.set('file', file);
  const response = await fetch('/admin/uploads', { method: 'POST', body });
  const result = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!response.ok || !result.url) throw new Error(result.error ?? 'The upload failed.');
  return result.url;
}

function ImageInput({
  common,
  initial,
  label,
  onRemove,
}: {
  common: Common;
  initial: string;
  label: string;
  onRemove?: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <input
          {...common}
          type="text"
          inputMode="url"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="https://… or upload"
          className={inputClass}
        />
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          tabIndex={-1}
          aria-label={`Upload ${label}`}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setUploading(true);
            try {
              setValue(await uploadImage(file));
              toast({ title: 'Image uploaded', variant: 'success' });
            } catch (error) {
              toast({ title: 'Upload failed', description: (error as Error).message, variant: 'destructive' });
            } finally {
              setUploading(false);
            }
          }}
        />
        <button type="button" className={smallButton} disabled={uploading} onClick={() => fileRef.current?.click()}>
          {uploading ? <Spinner label="Uploading…" className="size-3" /> : <ImagePlus aria-hidden className="size-4" />}
          Upload
        </button>
        {onRemove ? (
          <button type="button" className={smallButton} onClick={onRemove} aria-label={`Remove ${label}`}>
            <Trash2 aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
      {value.startsWith('/') ? (
        // eslint-disable-next-line @next/next/no-img-element -- a small preview of our own upload
        <img src={value} alt="" className="h-20 w-32 rounded-md border border-stone-200 object-cover" />
      ) : null}
    </div>
  );
}

function GalleryField({
  label,
  initial,
  errors,
}: {
  label: string;
  initial: string[];
  errors: Record<string, string>;
}) {
  const [items, setItems] = useState(() => initial.map((url, i) => ({ key: i, url })));
  const nextKey = useRef(initial.length);
  const baseId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{label}</legend>
      {items.length === 0 ? <p className="text-xs text-stone-500">No images yet.</p> : null}
      {items.map((item, index) => (
        <div key={item.key} className="grid gap-1">
          <ImageInput
            common={{
              id: `${baseId}-${item.key}`,
              name: 'gallery',
              'aria-invalid': errors[`gallery.${index}`] ? true : undefined,
            }}
            initial={item.url}
            label={`${label} image ${index + 1}`}
            onRemove={() => setItems((list) => list.filter((x) => x.key !== item.key))}
          />
          {errors[`gallery.${index}`] ? <p className="text-sm text-red-700">{errors[`gallery.${index}`]}</p> : null}
        </div>
      ))}
      <div>
        <button
          type="button"
          className={smallButton}
          onClick={() => setItems((list) => [...list, { key: nextKey.current++, url: '' }])}
        >
          <Plus aria-hidden className="size-4" /> Add image
        </button>
      </div>
      {errors.gallery ? <p className="text-sm text-red-700">{errors.gallery}</p> : null}
    </fieldset>
  );
}

function HighlightsField({
  label,
  initial,
  error,
}: {
  label: string;
  initial: { value: string; label: string }[];
  error?: string;
}) {
  const [items, setItems] = useState(() => initial.map((h, i) => ({ key: i, ...h })));
  const nextKey = useRef(initial.length);
  const baseId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{label}</legend>
      {items.length === 0 ? (
        <p className="text-xs text-stone-500">No highlights yet (e.g. 2M+ / Monthly Streams).</p>
      ) : null}
      {items.map((item, index) => (
        <div key={item.key} className="flex gap-2">
          <label className="sr-only" htmlFor={`${baseId}-v-${item.key}`}>
            Highlight {index + 1} value
          </label>
          <input
            id={`${baseId}-v-${item.key}`}
            name="highlight_value"
            defaultValue={item.value}
            placeholder="2M+"
            className={`${inputClass} w-28 shrink-0`}
          />
          <label className="sr-only" htmlFor={`${baseId}-l-${item.key}`}>
            Highlight {index + 1} label
          </label>
          <input
            id={`${baseId}-l-${item.key}`}
            name="highlight_label"
            defaultValue={item.label}
            placeholder="Monthly Streams"
            className={inputClass}
          />
          <button
            type="button"
            className={smallButton}
            aria-label={`Remove highlight ${index + 1}`}
            onClick={() => setItems((list) => list.filter((x) => x.key !== item.key))}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className={smallButton}
          onClick={() => setItems((list) => [...list, { key: nextKey.current++, value: '', label: '' }])}
        >
          <Plus aria-hidden className="size-4" /> Add highlight
        </button>
      </div>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
