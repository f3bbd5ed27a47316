import 'server-only';
import { z } from 'zod';
import { contentTypes, isContentKind, type ContentKind } from '@/lib/content-types';
import { settleSlug, slugProblem } from '@/lib/content-slug';
import { contentState } from '@/lib/content-state';
import type { ContentTypeShape, FormContext, FormValues } from '@/lib/content-types/define';
import { altTextErrors } from '@/lib/schemas/lifecycle';
import type { AdminSession } from '@/server/auth/guard';
import type { CacheTag } from '@/server/cache/tags';
import { markdownProblem } from '@/server/markdown';
import { contentRepository, type ContentRow } from '@/server/repositories/content';
import { SlugError } from '@/server/repositories/shared';
import { formatSiteTime, siteTimeZone } from '@/server/site-time';

/**
 * The save form of every content type (the client-safe half is src/lib/content-types/): a form's
 * fields are checked with the type's schema, its Markdown fields must render within the budget, and
 * an image (or an image in Markdown) needs its alt text; each problem is reported on its field. The
 * write goes through the generic repository (src/server/repositories/content.ts). Nothing here names
 * a type: adding a field or a type changes nothing in this file. The slug is settled at the write,
 * against the item as stored (src/lib/content-slug.ts): a title change alone never moves an item
 * whose address has been public.
 */

/** A row id: the decimal digits of a positive safe integer. */
export const rowId = z
  .string()
  .regex(/^\d{1,16}$/)
  .transform(Number)
  .refine((id) => Number.isSafeInteger(id) && id > 0);

/**
 * Writes a checked save; resolves to the saved row, or undefined when the row to update no longer
 * exists. Throws SlugError for a slug that cannot be used.
 */
type Write = (id: number | null, session: AdminSession | null) => Promise<ContentRow | undefined>;

/**
 * Checks a submitted form's fields for `type`; reports problems on `ctx` and returns null, else
 * returns how to write the row (the signed-in admin is its author; null for a script or a test).
 * A `datetime-local` value is read on the site's clock.
 */
export function prepareContentSave(
  type: ContentTypeShape,
  form: FormValues,
  ctx: z.RefinementCtx,
  context: FormContext = { timeZone: siteTimeZone() },
): Write | null {
  const parsed = z.safeParse(type.schema, type.readForm(form, context));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return null;
  }
  const { typedSlug, titleSlug, ...values } = parsed.data;
  let renderable = true;
  for (const name of type.markdownFields) {
    const problem = markdownProblem(String(values[name] ?? ''));
    if (problem) {
      ctx.addIssue({ code: 'custom', path: [name], message: problem });
      renderable = false;
    }
  }
  // An image needs its alt text (docs/decisions/108-lifecycle-fields-in-definitions.md): refused like any other field problem.
  const altErrors = altTextErrors(values, { images: type.images, markdown: type.markdownFields });
  for (const [name, message] of Object.entries(altErrors)) {
    ctx.addIssue({ code: 'custom', path: [name], message });
    renderable = false;
  }
  if (!renderable) return null;
  const repository = contentRepository(type);
  return async (id, session) => {
    const actor = session ? { id: session.user.id } : null;
    const current = id ? ((await repository.findById(id)) ?? null) : null;
    if (id && !current) return undefined;
    const slug = settleSlug(type, current, typeof typedSlug === 'string' ? typedSlug : undefined, String(titleSlug));
    if (slug !== current?.slug) {
      const problem = slugProblem(type, slug);
      if (problem) throw new SlugError(problem);
    }
    const input = { ...values, slug };
    return current ? repository.update(current.id, input, actor) : repository.create(input, actor);
  };
}

/**
 * What the toast after a save adds about the saved item: when it goes live, on the site's clock
 * ("Scheduled for 25 Nov, 20:28 SAST."), if that was still ahead when it was saved; nothing
 * otherwise. Measured from the save, not from now, so the answer stays the same while the toast's
 * page is shown again.
 */
export function savedNote(item: Record<string, unknown>): string | undefined {
  const { is_published: published, publish_at: publishAt, unpublish_at: unpublishAt, updated_at: savedAt } = item;
  if (typeof published !== 'boolean' || typeof publishAt !== 'string' || typeof savedAt !== 'string') return undefined;
  const window = { is_published: published, publish_at: publishAt, unpublish_at: unpublishAt as string | null };
  const scheduled = contentState(window, new Date(savedAt)) === 'scheduled';
  return scheduled ? `Scheduled for ${formatSiteTime(publishAt, 'short')}.` : undefined;
}

/** What a valid save form becomes: the kind, the row (null for a new one) and how to write it. */
export type ContentSave = {
  kind: ContentKind;
  id: number | null;
  tag: CacheTag;
  /** Writes the row: the saved row, or undefined when the row to update no longer exists. */
  write: (session: AdminSession) => Promise<ContentRow | undefined>;
};

/**
 * The save form of any content type: `kind`, `id` (empty for a new row) and the type's fields. An
 * unknown kind or id is a problem of the whole form.
 */
export const contentSaveForm = z.looseObject({}).transform((form, ctx): ContentSave => {
  if (!isContentKind(form.kind)) {
    ctx.addIssue({ code: 'custom', path: [], message: 'Unknown content type.' });
    return z.NEVER;
  }
  let id: number | null = null;
  if (form.id) {
    const parsed = rowId.safeParse(form.id);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Unknown row.' });
      return z.NEVER;
    }
    id = parsed.data;
  }
  const type = contentTypes[form.kind];
  const write = prepareContentSave(type, form, ctx);
  if (!write) return z.NEVER;
  return { kind: form.kind, id, tag: type.tag, write: (session) => write(id, session) };
});
