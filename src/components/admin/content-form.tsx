'use client';

import { Fragment, useActionState, useEffect, useId, useRef, useState, useTransition } from 'react';
import { ImagePlus, Plus, Trash2 } from 'lucide-react';
import type { ActionFailure } from '@/lib/action-result';
import { hasBeenPublic, slugFollowsTitle } from '@/lib/content-slug';
import { contentTypes, viewAction, type AdminRow, type ContentKind } from '@/lib/content-types';
import type { FieldInput } from '@/lib/content-types/define';
import { slugify } from '@/lib/slugify';
import { canonicalTimeZone } from '@/lib/site-time';
import { saveContentAction } from '@/server/actions/admin/content';
import { toast } from '@/components/ui/toast-store';
import { DateTimeInput } from './date-time-input';
import { inputClass, smallButton, uploadImage } from './form-kit';
import { MarkdownField } from './markdown-editor';
import { SeoPreview } from './seo-preview';
import { SlugField, type SlugStatus } from './slug-field';
import { Spinner } from './spinner';

export type SaveResult = Awaited<ReturnType<typeof saveContentAction>>;

/** The form input a field is edited with. */
type FieldSpec = { name: string; input: FieldInput };

/**
 * The create/edit modal form, built from the type's definition (src/lib/content-types/). Submitted
 * with onSubmit + the action (not `<form action>`), so React does not reset the fields when the
 * server refuses the input: the modal stays open, values intact.
 */
export function ContentForm({
  kind,
  row,
  timeZone,
  onSaved,
}: {
  kind: ContentKind;
  row: AdminRow | null;
  /** The site's time zone: date-times are shown and typed on its clock. */
  timeZone: string;
  onSaved: () => void;
}) {
  const type = contentTypes[kind];
  const words = type.words;
  const [state, formAction, pending] = useActionState<SaveResult | null, FormData>(saveContentAction, null);
  const [, startTransition] = useTransition();
  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      toast({
        title: state.mode === 'created' ? words.created : words.updated,
        description: state.note,
        variant: 'success',
        action: state.view ? viewAction(state.view) : undefined,
      });
      onSaved();
    } else {
      toast({ title: words.saveError, description: state.message, variant: 'destructive' });
    }
    // onSaved is a new function on every render of the parent; only a new result matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const failed: ActionFailure | null = state && !state.ok ? state : null;

  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col"
      onSubmit={(event) => {
        // Preview posts the form to /admin/preview in a new tab: the browser's own submit, not the save.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter && !submitter.hasAttribute('data-save')) return;
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
    >
      <input type="hidden" name="kind" value={kind} />
      {row ? <input type="hidden" name="id" value={row.id} /> : null}
      <div className="grid gap-4 overflow-y-auto px-6 py-5">
        <ContentFields kind={kind} row={row} timeZone={timeZone} failed={failed} />
      </div>
      <div className="flex justify-end gap-3 border-t border-stone-200 px-6 py-4">
        <button
          type="button"
          onClick={onSaved}
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-stone-50"
        >
          Cancel
        </button>
        <PreviewButton />
        <SaveButton pending={pending} />
      </div>
    </form>
  );
}

/**
 * Opens what the form holds now, saved or not, as the public page will show it: the browser posts
 * the form to /admin/preview in a new tab (also without JavaScript); the save is not involved.
 */
export function PreviewButton() {
  return (
    <button
      type="submit"
      formAction="/admin/preview"
      formMethod="post"
      formTarget="_blank"
      className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-stone-50"
    >
      Preview<span className="sr-only"> in a new tab</span>
    </button>
  );
}

/** The primary button of the content forms (the modal and the full-page editor). */
export function SaveButton({ pending }: { pending: boolean }) {
  return (
    <button
      type="submit"
      data-save
      disabled={pending}
      className="inline-flex items-center gap-2 rounded-lg bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-70"
    >
      {pending ? <Spinner label="Saving…" className="size-4" /> : null}
      Save
    </button>
  );
}

/**
 * The inputs of a content type, one per field of its definition, in order, with the item's address
 * and its editable slug after the field the slug is made from, the form's failure message above and
 * each field's error beside it. Shared by the modal and the full-page editor, so a field added to a
 * definition shows in both.
 */
export function ContentFields({
  kind,
  row,
  saved = row,
  timeZone,
  failed,
  livePreview = false,
}: {
  kind: ContentKind;
  /** What the fields start from: the stored item, or values sent back after a refusal, or a draft. */
  row: AdminRow | null;
  /** The item as stored (null: a new one), which decides how its slug behaves. Default: `row`. */
  saved?: AdminRow | null;
  timeZone: string;
  failed: Pick<ActionFailure, 'message' | 'fieldErrors'> | null;
  /** Markdown fields show their rendered preview beside the text at all times (the full-page editor). */
  livePreview?: boolean;
}) {
  const type = contentTypes[kind];
  const status: SlugStatus = {
    saved: saved ? String(saved.slug) : null,
    follows: slugFollowsTitle(type, saved),
    published: saved ? hasBeenPublic(type, saved) : false,
  };
  const [title, setTitle] = useState(String(row?.[type.slug.from] ?? ''));
  const [slug, setSlug] = useState(String(row?.slug ?? ''));
  // A slug the operator typed stops following the title (until the field is emptied).
  const [typed, setTyped] = useState(() => {
    const initial = String(row?.slug ?? '');
    return initial !== '' && initial !== slugify(String(row?.[type.slug.from] ?? ''));
  });
  const fields = Object.entries<{ input: FieldInput }>(type.fields);
  const errors = failed?.fieldErrors ?? {};
  return (
    <>
      {failed ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failed.message}
        </p>
      ) : null}
      {fields.map(([name, { input }]) => {
        const source = name === type.slug.from;
        return (
          <Fragment key={name}>
            <Field
              field={{ name, input }}
              row={row}
              error={errors[name]}
              errors={errors}
              timeZone={timeZone}
              livePreview={livePreview}
              onSource={
                source
                  ? (value) => {
                      setTitle(value);
                      if (status.follows && !typed) setSlug(slugify(value));
                    }
                  : undefined
              }
            />
            {source ? (
              <SlugField
                label={type.slug.label}
                from={input.label}
                value={slug}
                title={title}
                status={status}
                publicPath={type.publicPath}
                error={errors.slug}
                onChange={(value) => {
                  setSlug(value);
                  setTyped(value.trim() !== '');
                }}
              />
            ) : null}
          </Fragment>
        );
      })}
      {'seo' in type ? <SeoPreview kind={kind} row={row} /> : null}
    </>
  );
}

function Field({
  field,
  row,
  error,
  errors,
  timeZone,
  livePreview = false,
  onSource,
}: {
  field: FieldSpec;
  row: AdminRow | null;
  error?: string;
  errors: Record<string, string>;
  timeZone: string;
  livePreview?: boolean;
  onSource?: (value: string) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { name, input } = field;
  const initial = row?.[name];
  const hint = 'hint' in input ? input.hint : undefined;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  const required = 'required' in input && input.required;

  let control: React.ReactNode;
  switch (input.type) {
    case 'checkbox':
      return (
        <div className="flex items-center gap-2">
          <input
            {...common}
            type="checkbox"
            defaultChecked={row ? Boolean(initial) : (input.defaultChecked ?? false)}
            className="size-4 accent-amber-700"
          />
          <label htmlFor={id} className="text-sm font-medium">
            {input.label}
          </label>
        </div>
      );
    case 'textarea':
      control = (
        <textarea
          {...common}
          rows={input.rows}
          defaultValue={String(initial ?? '')}
          className={inputClass}
          aria-required={required || undefined}
        />
      );
      break;
    case 'markdown':
      control = (
        <MarkdownField
          common={common}
          label={input.label}
          rows={input.rows}
          initial={String(initial ?? '')}
          required={Boolean(required)}
          live={livePreview}
          fieldError={error}
        />
      );
      break;
    case 'select':
      control = (
        <select {...common} defaultValue={String(initial ?? '')} className={inputClass}>
          <option value="">Choose…</option>
          {input.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case 'datetime':
      control = (
        <DateTimeInput
          common={common}
          initial={String(initial ?? '')}
          timeZone={zoneOf(input.zone ? row?.[input.zone] : undefined) ?? timeZone}
        />
      );
      break;
    case 'image':
      control = <ImageInput common={common} initial={String(initial ?? '')} label={input.label} />;
      break;
    case 'gallery':
      return (
        <GalleryField
          label={input.label}
          initial={Array.isArray(initial) ? (initial as string[]) : []}
          errors={errors}
        />
      );
    case 'highlights':
      return (
        <HighlightsField
          label={input.label}
          initial={Array.isArray(initial) ? (initial as { value: string; label: string }[]) : []}
          error={Object.entries(errors).find(([k]) => k.startsWith('highlights'))?.[1]}
        />
      );
    case 'number':
      control = (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          min={input.min}
          max={input.max}
          step={1}
          defaultValue={String(initial ?? input.min)}
          className={inputClass}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          type={input.type === 'date' ? 'date' : input.type === 'url' ? 'url' : 'text'}
          defaultValue={String(initial ?? '')}
          placeholder={input.placeholder}
          aria-required={required || undefined}
          onChange={onSource ? (event) => onSource(event.target.value) : undefined}
          className={inputClass}
        />
      );
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {input.label}
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
        <p id={errorId} className="text-sm text-red-700" data-field-error={name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type Common = { id: string; name: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

export function ImageInput({
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
  const upload = async (file: File) => {
    setUploading(true);
    try {
      setValue(await uploadImage(file));
      toast({ title: 'Image uploaded', variant: 'success' });
    } catch (error) {
      toast({ title: 'Upload failed', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };
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
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            // Not awaited by React; upload() reports its own failure as a toast.
            if (file) void upload(file);
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
      {/* Two labelled columns and the remove button, on one grid whose columns may shrink (min-w-0):
          a text input's intrinsic width must never push the label or the button out of the form. */}
      {items.length > 0 ? (
        <div aria-hidden className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)_2.25rem] gap-2 text-xs text-stone-600">
          <span>Figure</span>
          <span>Label</span>
        </div>
      ) : null}
      {items.map((item, index) => (
        <div
          key={item.key}
          data-testid="highlight-row"
          className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)_2.25rem] items-center gap-2"
        >
          <label className="sr-only" htmlFor={`${baseId}-v-${item.key}`}>
            Highlight {index + 1} figure
          </label>
          <input
            id={`${baseId}-v-${item.key}`}
            name="highlight_value"
            defaultValue={item.value}
            placeholder="2M+"
            className={`${inputClass} min-w-0`}
          />
          <label className="sr-only" htmlFor={`${baseId}-l-${item.key}`}>
            Highlight {index + 1} label
          </label>
          <input
            id={`${baseId}-l-${item.key}`}
            name="highlight_label"
            defaultValue={item.label}
            placeholder="Monthly Streams"
            className={`${inputClass} min-w-0`}
          />
          <button
            type="button"
            className={`${smallButton} size-9 justify-center px-0`}
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

/** The time zone a row names in its zone field (an event's venue), or null: the site's clock applies. */
function zoneOf(value: unknown) {
  return typeof value === 'string' && value ? canonicalTimeZone(value) : null;
}
