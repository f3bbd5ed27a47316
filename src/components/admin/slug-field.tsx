'use client';

import { useId } from 'react';
import { slugify } from '@/lib/slugify';
import { inputClass } from './form-kit';

/** Where the slug stands, from the item as stored (src/lib/content-slug.ts). */
export type SlugStatus = {
  /** The stored slug; null for a new item. */
  saved: string | null;
  /** Made from the title while the operator has not typed one: a new item, or one never public. */
  follows: boolean;
  /** The item's address has been public: a new slug leaves a redirect from the old one. */
  published: boolean;
};

/**
 * The item's address, with "Edit" revealing its slug (a native <details>: works without
 * JavaScript). The input always posts; the server decides what it means (settleSlug): the typed
 * slug when it was changed, else the title's while the slug follows the title, else the stored one.
 * With JavaScript the address follows what the save will give, and a change of a published item's
 * slug says that the old address will redirect.
 */
export function SlugField({
  label,
  from,
  value,
  title,
  status,
  publicPath,
  error,
  onChange,
}: {
  label: string;
  /** The label of the field the slug is made from ('Title', 'Name'). */
  from: string;
  /** What the slug input holds. */
  value: string;
  /** The title (the field the slug is made from), as typed. */
  title: string;
  status: SlugStatus;
  publicPath: ((slug: string) => string) | null;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // What the save will give: the input in slug form; emptied, the title's.
  const slug = value.trim() ? slugify(value) : slugify(title);
  const address = (slug: string) => (publicPath ? publicPath(slug) : slug);
  const moved = status.published && status.saved !== null && slug !== '' && slug !== status.saved;
  const source = from.toLowerCase();
  const hint = status.published
    ? 'Lower-case letters, digits and hyphens. This address has been public: if you change it, the old address will redirect here.'
    : status.follows
      ? `Made from the ${source} until the first publish, unless you type one. Lower-case letters, digits and hyphens.`
      : `Lower-case letters, digits and hyphens. Empty: made from the ${source}.`;
  return (
    <div className="grid gap-1.5">
      <details open={error ? true : undefined} className="group">
        <summary className="flex min-h-6 cursor-pointer list-none flex-wrap items-baseline gap-x-2 text-sm [&::-webkit-details-marker]:hidden">
          <span className="font-medium">Address</span>
          <code className="min-w-0 break-all text-stone-700" data-testid="slug-address">
            {slug ? address(slug) : address('…')}
          </code>
          <span className="font-medium text-amber-800 underline group-open:hidden">
            Edit<span className="sr-only"> the {label.toLowerCase()}</span>
          </span>
          <span className="hidden font-medium text-amber-800 underline group-open:inline">Done</span>
        </summary>
        <div className="mt-2 grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <input
            id={id}
            name="slug"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            maxLength={120}
            autoCapitalize="none"
            spellCheck={false}
            placeholder={status.saved === null ? `made from the ${source}` : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            className={inputClass}
          />
          <p id={hintId} className="text-xs text-stone-500">
            {hint}
          </p>
        </div>
      </details>
      <div aria-live="polite">
        {moved ? (
          <p className="text-sm text-amber-900" data-testid="slug-redirect-notice">
            The old address {address(status.saved!)} will redirect here.
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700" data-field-error="slug">
          {error}
        </p>
      ) : null}
    </div>
  );
}
