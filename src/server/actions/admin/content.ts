'use server';

import { refresh } from 'next/cache';
import type { z } from 'zod';
import { isContentKind, type ContentKind, type DeleteResult, type SaveState } from '@/lib/admin-content';
import { blogPostSchema, caseStudySchema, fieldErrorsOf, jobPostingSchema, talentSchema } from '@/lib/schemas/content';
import { AdminAuthError, assertAdmin, type AdminSession } from '@/server/auth/guard';
import { cacheTags, type CacheTag } from '@/server/cache/tags';
import { invalidate } from '@/server/cache/invalidate';
import { markdownProblem, renderMarkdown } from '@/server/markdown';
import { createPost, deletePost, updatePost } from '@/server/repositories/blog-posts';
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from '@/server/repositories/case-studies';
import { createJobPosting, deleteJobPosting, updateJobPosting } from '@/server/repositories/job-postings';
import { DuplicateSlugError } from '@/server/repositories/shared';
import { createTalent, deleteTalent, updateTalent } from '@/server/repositories/talent';

const SIGNED_OUT = 'Your session has ended. Please sign in again.';

type Handler = {
  tag: CacheTag;
  schema: z.ZodType;
  /** Fields shown as Markdown on the public site: each must render within the budget to be saved. */
  markdown: string[];
  create: (fields: never, session: AdminSession) => Promise<unknown>;
  update: (id: number, fields: never, session: AdminSession) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
};

const handlers: Record<ContentKind, Handler> = {
  blog: {
    tag: cacheTags.posts,
    schema: blogPostSchema,
    markdown: ['content'],
    // author_id is the signed-in admin on every save (spec section 3); never taken from the form.
    create: (fields: z.infer<typeof blogPostSchema>, s) => createPost({ ...fields, author_id: s.user.id }),
    update: (id, fields: z.infer<typeof blogPostSchema>, s) => updatePost(id, { ...fields, author_id: s.user.id }),
    remove: deletePost,
  },
  'case-studies': {
    tag: cacheTags.caseStudies,
    schema: caseStudySchema,
    markdown: [],
    create: (fields: z.infer<typeof caseStudySchema>) => createCaseStudy(fields),
    update: (id, fields: z.infer<typeof caseStudySchema>) => updateCaseStudy(id, fields),
    remove: deleteCaseStudy,
  },
  jobs: {
    tag: cacheTags.jobs,
    schema: jobPostingSchema,
    markdown: ['description'],
    create: (fields: z.infer<typeof jobPostingSchema>) => createJobPosting(fields),
    update: (id, fields: z.infer<typeof jobPostingSchema>) => updateJobPosting(id, fields),
    remove: deleteJobPosting,
  },
  talent: {
    tag: cacheTags.talent,
    schema: talentSchema,
    markdown: [],
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

/** A row id: a positive integer, or its decimal digits (from a form). Anything else is null. */
function parseId(value: unknown) {
  if (typeof value !== 'number' && !(typeof value === 'string' && /^\d{1,16}$/.test(value))) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Field errors for Markdown fields that the public pages could not render quickly and completely. */
function markdownErrors(handler: Handler, fields: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  for (const name of handler.markdown) {
    const problem = markdownProblem(String(fields[name] ?? ''));
    if (problem) errors[name] = problem;
  }
  return errors;
}

/** Create or update one row of any content type (useActionState in the modal form). */
export async function saveContentAction(_previous: SaveState, formData: FormData): Promise<SaveState> {
  const at = Date.now();
  // Anyone can call a server action with JSON arguments of their choosing: only a form is a form.
  if (!(formData instanceof FormData)) {
    return { status: 'error', message: 'Unknown content type.', fieldErrors: {}, at };
  }
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
    return {
      status: 'error',
      message: 'Please correct the highlighted fields.',
      fieldErrors: fieldErrorsOf(parsed.error),
      at,
    };
  }
  const unrenderable = markdownErrors(handler, parsed.data as Record<string, unknown>);
  if (Object.keys(unrenderable).length) {
    return { status: 'error', message: 'Please correct the highlighted fields.', fieldErrors: unrenderable, at };
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

// Typed `unknown`: the browser may send anything; both are checked before use.
export async function deleteContentAction(kind: unknown, rawId: unknown): Promise<DeleteResult> {
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
  if (typeof markdown !== 'string' || markdown.length > 100_000) {
    return { error: 'The content is too long to preview.' };
  }
  const problem = markdownProblem(markdown);
  return problem ? { error: problem } : { html: renderMarkdown(markdown) };
}
