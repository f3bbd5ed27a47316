import 'server-only';
import { z } from 'zod';
import { contentTypes, isContentKind } from '@/lib/content-types';
import type { ContentTypeShape } from '@/lib/content-types/define';
import { fieldErrorsOf } from '@/lib/schemas/content';
import { prepareContentSave } from '../content-types';
import { contentRepository } from '../repositories/content';
import type { StoredPreview } from '../repositories/previews';
import { recordId } from '@/lib/record-id';

/**
 * An item as the admin's preview shows it: the saved row, with an unsaved edit's form fields laid
 * over it (docs/decisions/090-content-lifecycle.md). Only fields the row has are taken, each coerced to the
 * row's type; the public components render the result with their usual escaping and sanitizing
 * (src/components/site/preview-body.tsx). Every function here takes the type's definition.
 */

const now = () => new Date().toISOString();

/**
 * The saved item /preview/<kind>/<id> shows, read from the path's two segments; undefined for an
 * unknown type, an id that is not one, or no such item. The page renders it; the proxy names the
 * page's status by it before the page renders (src/server/status-before-render.ts).
 */
export async function findSavedPreviewItem(kind: string, id: string) {
  const itemId = recordId(id);
  if (!isContentKind(kind) || itemId === undefined) return undefined;
  const type = contentTypes[kind];
  const item = await contentRepository(type).findById(itemId);
  return item ? { kind, type, item } : undefined;
}

/**
 * A new item's fields, for the preview of a form that was never saved: every field of the type's
 * definition, empty as its storage has it, so a field added to a definition is previewed too.
 */
export function emptyItem(type: ContentTypeShape): Record<string, unknown> {
  const empty: Record<string, unknown> = { id: 0, slug: 'preview', created_at: now(), updated_at: now() };
  for (const [name, { storage }] of Object.entries(type.fields)) {
    empty[name] = storage === 'boolean' ? false : storage === 'json' ? [] : storage === 'text' ? '' : null;
  }
  // The columns no form edits (the blog's author and first publication), as the type's hooks name them.
  return { ...empty, ...type.hooks?.extraColumns };
}

/**
 * The item an edit previews: the saved row (undefined when it was deleted since) or, for a new
 * item, an empty one, with the edit's fields laid over it.
 */
export async function previewItem(type: ContentTypeShape, preview: StoredPreview) {
  const saved = preview.itemId ? await contentRepository(type).findById(preview.itemId) : undefined;
  return overlayFields(saved ?? emptyItem(type), preview);
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
export function previewFieldErrors(type: ContentTypeShape, preview: StoredPreview): Record<string, string> | null {
  const checked = z.looseObject({}).transform((form, ctx) => prepareContentSave(type, form, ctx) ?? z.NEVER);
  const parsed = checked.safeParse(preview.fields);
  return parsed.success ? null : fieldErrorsOf(parsed.error);
}

/** A field's label in the form (`highlights.0.value` → its field's), for listing its error. */
export function fieldLabel(type: ContentTypeShape, path: string) {
  const name = path.split('.')[0]!;
  return type.fields[name]?.input.label ?? (name === 'slug' ? type.slug.label : name);
}
