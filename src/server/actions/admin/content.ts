'use server';

import { refresh } from 'next/cache';
import type { z } from 'zod';
import { isContentKind, type ContentKind, type DeleteResult, type SaveState } from '@/lib/admin-content';
import { blogPostSchema, caseStudySchema, fieldErrorsOf, jobPostingSchema, talentSchema } from '@/lib/schemas/content';
import { AdminAuthError, assertAdmin, type AdminSession } from '@/server/auth/guard';
import { cacheTags, type CacheTag } from '@/server/cache/tags';
import { invalidate } from '@/server/cache/invalidate';
import { renderMarkdown } from '@/server/markdown';
import { createPost, deletePost, updatePost } from '@/server/repositories/blog-posts';
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from '@/server/repositories/case-studies';
import { createJobPosting, deleteJobPosting, updateJobPosting } from '@/server/repositories/job-postings';
import { DuplicateSlugError } from '@/server/repositories/shared';
import { createTalent, deleteTalent, updateTalent } from '@/server/repositories/talent';

const SIGNED_OUT = 'Your session has ended. Please sign in again.';

type Handler = {
  tag: CacheTag;
  schema: z.ZodType;
  create: (fields: never, session: AdminSession) => Promise<unknown>;
  update: (id: number, fields: never, session: AdminSession) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

const handlers: Record<ContentKind, Handler> = {
  blog: {
    tag: cacheTags.posts,
    schema: blogPostSchema,
    // author_id is the signed-in admin on every save (spec section 3); never taken from the form.
    create: (fields: z.infer<typeof blogPostSchema>, s) => createPost({ ...fields, author_id: s.user.id }),
    update: (id, fields: z.infer<typeof blogPostSchema>, s) => updatePost(id, { ...fields, author_id: s.user.id }),
    remove: deletePost,
  },
  'case-studies': {
    tag: cacheTags.caseStudies,
    schema: caseStudySchema,
    create: (fields: z.infer<typeof caseStudySchema>) => createCaseStudy(fields),
    update: (id, fields: z.infer<typeof caseStudySchema>) => updateCaseStudy(id, fields),
    remove: deleteCaseStudy,
  },
  jobs: {
    tag: cacheTags.jobs,
    schema: jobPostingSchema,
    create: (fields: z.infer<typeof jobPostingSchema>) => createJobPosting(fields),
    update: (id, fields: z.infer<typeof jobPostingSchema>) => updateJobPosting(id, fields),
    remove: deleteJobPosting,
  },
  talent: {
    tag: cacheTags.talent,
    schema: talentSchema,
    create: (fields: z.infer<typeof talentSchema>) => createTalent(fields),
    update: (id, fields: z.infer<typeof talentSchema>) => updateTalent(id, fields),
    remove: deleteTalent,
  },
};

/** FormData → plain object: repeated `gallery` inputs become a list, highlight rows are zipped. */
function formToObject(formData: FormData) {
  const data: Record<string, unknown> = {};
  for (const [key, value] of formData.entries()) {
    if (key.startsWith('$') || typeof value !== 'string') continue;
    if (key === 'gallery' || key === 'highlight_value' || key === 'highlight_label') continue;
    data[key] = value;
  }
  data.gallery = formData.getAll('gallery').filter((v): v is string => typeof v === 'string');
  const values = formData.getAll('highlight_value');
  const labels = formData.getAll('highlight_label');
  data.highlights = values.map((value, i) => ({ value: String(value), label: String(labels[i] ?? '') }));
  return data;
}

function parseId(value: unknown) {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Create or update one row of any content type (useActionState in the modal form). */
export async function saveContentAction(_previous: SaveState, formData: FormData): Promise<SaveState> {
  const at = Date.now();
  let session: AdminSession;
  try {
    session = await assertAdmin();
  } catch (error) {
    if (error instanceof AdminAuthError) return { status: 'error', message: SIGNED_OUT, fieldErrors: {}, at };
    throw error;
  }
  const kind = formData.get('kind');
  if (!isContentKind(kind)) return { status: 'error', message: 'Unknown content type.', fieldErrors: {}, at };
  const handler = handlers[kind];
  const rawId = formData.get('id');
  const id = rawId ? parseId(rawId) : null;
  if (rawId && !id) return { status: 'error', message: 'Unknown row.', fieldErrors: {}, at };

  const parsed = handler.schema.safeParse(formToObject(formData));
  if (!parsed.success) {
    return { status: 'error', message: 'Please correct the highlighted fields.', fieldErrors: fieldErrorsOf(parsed.error), at };
  }
  try {
    if (id) {
      const updated = await handler.update(id, parsed.data as never, session);
      if (!updated) return { status: 'error', message: 'This item no longer exists.', fieldErrors: {}, at };
    } else {
      await handler.create(parsed.data as never, session);
    }
  } catch (error) {
    if (error instanceof DuplicateSlugError) {
      return { status: 'error', message: error.message, fieldErrors: { slug: error.message }, at };
    }
    console.error(`[admin] saving ${kind} failed`, error);
    return { status: 'error', message: 'The database refused the change. Please try again.', fieldErrors: {}, at };
  }
  await invalidate(handler.tag);
  refresh();
  return { status: 'ok', mode: id ? 'updated' : 'created', at };
}

export async function deleteContentAction(kind: ContentKind, rawId: number): Promise<DeleteResult> {
  try {
    await assertAdmin();
  } catch (error) {
    if (error instanceof AdminAuthError) return { ok: false, message: SIGNED_OUT };
    throw error;
  }
  const id = parseId(rawId);
  if (!isContentKind(kind) || !id) return { ok: false, message: 'Unknown row.' };
  try {
    const removed = await handlers[kind].remove(id);
    if (!removed) return { ok: false, message: 'This item no longer exists.' };
  } catch (error) {
    console.error(`[admin] deleting ${kind} failed`, error);
    return { ok: false, message: 'The database refused the change. Please try again.' };
  }
  await invalidate(handlers[kind].tag);
  refresh();
  return { ok: true };
}

/** Markdown preview for the blog form: the same renderer and sanitizer as the public post page. */
export async function previewMarkdownAction(markdown: string): Promise<{ html: string } | { error: string }> {
  try {
    await assertAdmin();
  } catch {
    return { error: SIGNED_OUT };
  }
  if (typeof markdown !== 'string' || markdown.length > 100_000) return { error: 'The content is too long to preview.' };
  return { html: renderMarkdown(markdown) };
}
