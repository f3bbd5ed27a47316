import 'server-only';
import { contentTypes } from '@/lib/content-types';
import { fieldErrorsOf } from '@/lib/schemas/content';
import { contentSaveForm } from '../content-types';
import type { BlogPost } from '../repositories/blog-posts';
import type { CaseStudy } from '../repositories/case-studies';
import type { JobPosting } from '../repositories/job-postings';
import type { LifecycleKind } from '../repositories/lifecycle';
import type { StoredPreview } from '../repositories/previews';
import type { Talent } from '../repositories/talent';

/**
 * An item as the admin's preview shows it: the saved row, with an unsaved edit's form fields laid
 * over it (docs/decisions/090-content-lifecycle.md). Only fields the row has are taken, each coerced to the
 * row's type; the public components render the result with their usual escaping and sanitizing.
 */
export type PreviewItem =
  | { kind: 'blog'; item: BlogPost }
  | { kind: 'case-studies'; item: CaseStudy }
  | { kind: 'talent'; item: Talent }
  | { kind: 'jobs'; item: JobPosting };

const now = () => new Date().toISOString();

/**
 * A new item's fields, for the preview of a form that was never saved: every field of the type's
 * definition, empty as its storage has it, so a field added to a definition is previewed too.
 */
export function emptyItem(kind: LifecycleKind): Record<string, unknown> {
  const empty: Record<string, unknown> = { id: 0, slug: 'preview', created_at: now(), updated_at: now() };
  for (const [name, { storage }] of Object.entries<{ storage: string }>(contentTypes[kind].fields)) {
    empty[name] = storage === 'boolean' ? false : storage === 'json' ? [] : storage === 'text' ? '' : null;
  }
  // The columns no form edits (blog's author and first publication).
  if (kind === 'blog') Object.assign(empty, { author_id: null, published_at: null });
  return empty;
}

const MAX_LIST = 50;

/** The saved item (or an empty one) with the form's fields laid over it. */
export function overlayFields(base: Record<string, unknown>, preview: StoredPreview): Record<string, unknown> {
  const fields = preview.fields;
  const first = (name: string) => {
    const value = fields[name];
    return Array.isArray(value) ? (value[0] ?? '') : value;
  };
  const list = (name: string) => {
    const value = fields[name];
    return (Array.isArray(value) ? value : value === undefined ? [] : [value]).slice(0, MAX_LIST);
  };
  const item: Record<string, unknown> = { ...base };
  for (const [key, current] of Object.entries(base)) {
    if (key === 'id' || key === 'created_at' || key === 'updated_at') continue;
    if (key === 'highlights') {
      if (fields.highlight_value === undefined) continue;
      const labels = list('highlight_label');
      item.highlights = list('highlight_value').map((value, i) => ({ value, label: labels[i] ?? '' }));
      continue;
    }
    if (fields[key] === undefined) {
      // An unchecked checkbox is not sent at all.
      if (typeof current === 'boolean') item[key] = false;
      continue;
    }
    if (Array.isArray(current)) item[key] = list(key).filter(Boolean);
    else if (typeof current === 'boolean') item[key] = ['on', 'true', '1'].includes(String(first(key)));
    else if (typeof current === 'number') continue;
    else item[key] = String(first(key) ?? '');
  }
  if (!item.slug) item.slug = 'preview';
  return item;
}

/**
 * The field errors saving this edit would answer, or null when it would be saved: a preview is
 * checked by the same schema as the save (src/server/content-types), so what it renders is only what
 * could be published (no `javascript:` image address reaches an `<img>` or the JSON-LD).
 */
export function previewFieldErrors(preview: StoredPreview): Record<string, string> | null {
  const parsed = contentSaveForm.safeParse({
    ...preview.fields,
    kind: preview.kind,
    id: preview.itemId ? String(preview.itemId) : '',
  });
  return parsed.success ? null : fieldErrorsOf(parsed.error);
}

/** A field's label in the form (`highlights.0.value` → its field's), for listing its error. */
export function fieldLabel(kind: LifecycleKind, path: string) {
  const fields: Record<string, { input: { label: string } } | undefined> = contentTypes[kind].fields;
  const name = path.split('.')[0]!;
  return fields[name]?.input.label ?? (name === 'slug' ? contentTypes[kind].slug.label : name);
}
