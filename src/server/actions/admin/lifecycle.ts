'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { actionFailed, actionSucceeded } from '@/lib/action-result';
import { addRedirectSchema, deleteUploadSchema, idForm, restoreRevisionSchema } from '@/lib/schemas/lifecycle';
import { adminFormAction } from '@/server/actions/admin-action';
import { invalidate } from '@/server/cache/invalidate';
import { contentTypes } from '@/lib/content-types';
import { cacheTags } from '@/server/cache/tags';
import { findUploadById, findUploadUses, uploadHash } from '@/server/repositories/media';
import { forgetRedirectSnapshot } from '@/server/repositories/lifecycle';
import { addManualRedirect, deleteRedirect, RedirectLoopError } from '@/server/repositories/redirects';
import { restoreRevision } from '@/server/repositories/revisions';
import { DuplicateSlugError } from '@/server/repositories/shared';
import { deleteImageUpload } from '@/server/uploads/media';

// ---- Redirects ----------------------------------------------------------------------------------

/**
 * After a redirect is added or deleted (and committed): the proxy's copy of the table is dropped
 * again (a request during the transaction may have read the old rows), and the page cache, which
 * answers before the proxy, is cleared, so the next request for the source path meets the change.
 */
async function redirectsChanged() {
  forgetRedirectSnapshot();
  await invalidate(cacheTags.redirects);
}

export const addRedirectAction = adminFormAction(
  addRedirectSchema,
  async ({ from, to }) => {
    try {
      const row = await addManualRedirect(from, to);
      await redirectsChanged();
      refresh();
      return actionSucceeded({ message: `${row.from_path} now redirects to ${row.to_path}.` });
    } catch (error) {
      if (error instanceof RedirectLoopError) return actionFailed(error.message, { to: error.message });
      throw error;
    }
  },
  { name: 'add redirect', permission: 'content.edit' },
);

export const deleteRedirectAction = adminFormAction(
  idForm,
  async ({ id }) => {
    const removed = await deleteRedirect(id);
    if (!removed) return actionFailed('This redirect no longer exists.');
    await redirectsChanged();
    refresh();
    return actionSucceeded({ message: 'Redirect deleted.' });
  },
  { name: 'delete redirect', permission: 'content.edit', invalidMessage: 'Unknown redirect.' },
);

// ---- Revisions ----------------------------------------------------------------------------------

export const restoreRevisionAction = adminFormAction(
  restoreRevisionSchema,
  async ({ kind, item, revision }, { session }) => {
    try {
      const restored = await restoreRevision(contentTypes[kind], item, revision, { id: session.user.id });
      if (!restored) return actionFailed('This item or revision no longer exists.');
    } catch (error) {
      if (error instanceof DuplicateSlugError) {
        return actionFailed(`The slug "${error.slug}" is in use by another item: change that item's slug first.`);
      }
      throw error;
    }
    await invalidate(contentTypes[kind].tag);
    refresh();
    return actionSucceeded({ message: 'Revision restored. The restore is itself a new revision.' });
  },
  { name: 'restore revision', permission: 'content.edit', invalidMessage: 'Unknown revision.' },
);

// ---- Media --------------------------------------------------------------------------------------

/**
 * Deletes an upload and its files. An image that content still names is deleted only with
 * `confirm=1`: without it the admin is sent to the confirm step, which lists where it is used
 * (a page of its own, so it works without JavaScript).
 */
export const deleteUploadAction = adminFormAction(
  deleteUploadSchema,
  async ({ id, confirm }) => {
    const upload = await findUploadById(id);
    if (!upload) return actionFailed('This image no longer exists.');
    const uses = (await findUploadUses()).get(uploadHash(upload.file_name)) ?? [];
    if (uses.length && confirm !== '1') redirect(`/admin/media/${id}/delete`);
    await deleteImageUpload(upload);
    // Pages that showed it now show their image fallback.
    await invalidate(cacheTags.uploads, ...new Set(uses.map((use) => contentTypes[use.kind].tag)));
    refresh();
    if (confirm === '1') redirect('/admin/media');
    return actionSucceeded({ message: `${upload.original_name || upload.file_name} deleted.` });
  },
  { name: 'delete upload', permission: 'content.edit', invalidMessage: 'Unknown image.' },
);
