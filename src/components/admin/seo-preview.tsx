'use client';

import { useEffect, useRef, useState } from 'react';
import { contentTypeOf, type AdminRow, type ContentKind } from '@/lib/content-types';
import { slugify } from '@/lib/slugify';

const BRAND = 'Ngoma Entertainment';

type Values = Record<string, string>;

function read(form: HTMLFormElement | null | undefined): Values {
  if (!form) return {};
  const values: Values = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] ??= value;
  return values;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * How the item will look in a search result and a shared link, from the form's current values:
 * its meta title and description, else the page's own title and summary (as the public page's
 * metadata falls back). Follows the form as the operator types.
 */
export function SeoPreview({ kind, row }: { kind: ContentKind; row: AdminRow | null }) {
  // The type's public path and the fields its title and description fall back to (its definition's `seo`).
  const { seo: page, publicPath, slug: slugRule } = contentTypeOf(kind) ?? {};
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : ''])),
  );
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const update = () => setValues(read(form));
    update();
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, []);
  if (!page || !publicPath) return null;
  const title = (values.meta_title?.trim() || values[page.title]?.trim() || 'Untitled') + ` | ${BRAND}`;
  const description = values.meta_description?.trim() || values[page.description]?.trim() || '';
  // The slug as the save will have it: the one typed, in slug form, or (emptied) the title's.
  const slug = slugify(values.slug ?? '') || slugify(values[slugRule?.from ?? ''] ?? '');
  const path = publicPath(slug || '…');
  const image = values.share_image_url?.trim() || '';
  const hidden = values.noindex === 'on';
  return (
    <section
      ref={ref}
      aria-label="Search and share preview"
      className="grid gap-2 rounded-lg border border-stone-200 bg-stone-50 p-3"
    >
      <p className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Search result preview</p>
      {hidden ? (
        <p className="text-sm text-stone-700">Hidden from search engines (noindex).</p>
      ) : (
        <div className="grid gap-0.5">
          <p className="truncate text-xs text-stone-600">{path}</p>
          <p className="text-base text-blue-800">{clip(title, 70)}</p>
          <p className="text-sm text-stone-700">
            {description ? clip(description, 160) : 'No description: search engines will pick text from the page.'}
          </p>
        </div>
      )}
      {image ? <p className="truncate text-xs text-stone-600">Share image: {image}</p> : null}
    </section>
  );
}
