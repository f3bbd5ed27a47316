'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { z } from 'zod';
import { actionFailed, actionSucceeded, SIGNED_OUT } from '@/lib/action-result';
import { contentTypes, isContentKind, publicAddress, type ContentKind } from '@/lib/content-types';
import { NOT_PERMITTED, adminFormAction, formToObject } from '@/server/actions/admin-action';
import { editorFormKey, flashAndReturn } from '@/server/actions/flash';
import { AdminForbiddenError, assertAdmin } from '@/server/auth/guard';
import { invalidate } from '@/server/cache/invalidate';
import { contentSaveForm, rowId, savedNote } from '@/server/content-types';
import { afterSaveOf } from '@/server/content-types/after-save';
import { contentRepository, type ContentRow } from '@/server/repositories/content';
import { logError } from '@/server/log';
import { MAX_MARKDOWN_LENGTH, markdownProblem, renderMarkdown } from '@/server/markdown';
import { SlugError } from '@/server/repositories/shared';

const REFUSED = 'The database refused the change. Please try again.';

/**
 * Create or update one row of any content type: the form names its `kind`, the row's `id` (none
 * for a new row) and the type's fields (src/lib/content-types/). Answers `{ ok: true, mode, id,
 * view, note }` (the saved row, its public page when visitors can see it, and when a scheduled one
 * goes live: what the toast adds); a refusal carries the submitted values back. A form sent with
 * `then=list` or `then=list?q=…&page=…` (the full-page editor posted without JavaScript) is instead
 * sent back to the type's list on success, which raises the same toast as the modal
 * (`?saved=created|updated&id=<row>`, read by the list screen).
 */
export const saveContentAction = adminFormAction(
  contentSaveForm,
  async ({ kind, id, tag, write }, { session, form }) => {
    let saved: ContentRow | undefined;
    try {
      saved = await write(session);
      if (!saved) return actionFailed('This item no longer exists.');
    } catch (error) {
      if (error instanceof SlugError) return actionFailed(error.message, { slug: error.message });
      logError(`saving ${kind} failed`, error);
      return actionFailed(REFUSED);
    }
    await invalidate(tag);
    const followUp = afterSaveOf(kind);
    const row = saved;
    if (followUp) after(() => followUp(row));
    const mode = id ? ('updated' as const) : ('created' as const);
    const then = form.get('then');
    if (typeof then === 'string' && (then === 'list' || then.startsWith('list?'))) {
      redirect(`${contentTypes[kind].routes.admin}?${listQuery(then.slice(5), mode, saved.id)}`);
    }
    refresh();
    // `view`: the public page, when visitors can see the row now (the success toast links to it).
    const view = publicAddress(contentTypes[kind], saved);
    return actionSucceeded({ mode, id: saved.id, view, note: savedNote(saved) });
  },
  { name: 'content save', permission: 'content.edit', echoValues: true, onRefused: backToEditor },
);

/**
 * A refusal of the full-page editor posted without JavaScript (`then` set): back to the editor with
 * the message, the field errors and, when they fit in a cookie, the values sent, carried as the
 * flash (signed, bound to the session, read once: actions/flash.ts), never in the address, where a
 * link could forge them (review security-3 M5). The editor page fills itself in from it. A page
 * rendered again in answer to the post would not show them: the admin's pages are prerendered
 * shells resumed per request, and the resumed part cannot take the form's answer.
 */
async function backToEditor(failure: { message: string; fieldErrors: Record<string, string> }, form: FormData) {
  const then = form.get('then');
  const kind = form.get('kind');
  if (typeof then !== 'string' || !then.startsWith('list') || !isContentKind(kind)) return;
  const rawId = form.get('id');
  const id = rawId ? rowId.safeParse(rawId) : null;
  if (id && !id.success) return;
  const query = new URLSearchParams(then.slice(5));
  const back = new URLSearchParams();
  for (const name of ['q', 'page']) {
    const value = query.get(name);
    if (value) back.set(name, value.slice(0, 100));
  }
  const values = formToObject(form);
  for (const name of ['kind', 'id', 'then']) delete values[name];
  const editor = `${contentTypes[kind].routes.admin}/${id ? `${id.data}/edit` : 'new'}`;
  await flashAndReturn(actionFailed(failure.message, failure.fieldErrors), {
    to: `${editor}${back.size ? `?${back}` : ''}`,
    form: { key: editorFormKey(kind, id?.data ?? null), values },
  });
}

/**
 * The list's query to go back to: its search and page as the editor was opened from (anything else
 * dropped), and the toast to raise, for the item saved.
 */
function listQuery(asked: string, saved: 'created' | 'updated', id: number) {
  const from = new URLSearchParams(asked);
  const back = new URLSearchParams();
  const q = from.get('q')?.trim().slice(0, 100);
  if (q) back.set('q', q);
  const page = from.get('page');
  if (page && /^[1-9]\d{0,5}$/.test(page)) back.set('page', page);
  back.set('saved', saved);
  back.set('id', String(id));
  return back.toString();
}

const deleteForm = z.object({ kind: z.custom<ContentKind>(isContentKind), id: rowId });

/** Delete one row: the confirm dialog's form sends its `kind` and `id`. */
export const deleteContentAction = adminFormAction(
  deleteForm,
  async ({ kind, id }) => {
    const type = contentTypes[kind];
    try {
      if (!(await contentRepository(type).remove(id))) return actionFailed('This item no longer exists.');
    } catch (error) {
      logError(`deleting ${kind} failed`, error);
      return actionFailed(REFUSED);
    }
    await invalidate(type.tag);
    refresh();
    return actionSucceeded({ message: contentTypes[kind].words.deleted });
  },
  { name: 'content delete', permission: 'content.edit', invalidMessage: 'Unknown row.' },
);

/** Markdown preview for the blog form: the same renderer and sanitizer as the public post page. */
export async function previewMarkdownAction(markdown: string): Promise<{ html: string } | { error: string }> {
  try {
    await assertAdmin('content.edit');
  } catch (error) {
    return { error: error instanceof AdminForbiddenError ? NOT_PERMITTED : SIGNED_OUT };
  }
  if (typeof markdown !== 'string' || markdown.length > MAX_MARKDOWN_LENGTH) {
    return { error: 'The content is too long to preview.' };
  }
  const problem = markdownProblem(markdown);
  return problem ? { error: problem } : { html: renderMarkdown(markdown) };
}
