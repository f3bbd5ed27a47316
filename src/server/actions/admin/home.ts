'use server';

import { refresh } from 'next/cache';
import { actionFailed, actionSucceeded } from '@/lib/action-result';
import { contentTypes } from '@/lib/content-types';
import { focalPointSchema, homeMoveSchema } from '@/lib/schemas/home';
import { adminFormAction } from '@/server/actions/admin-action';
import { invalidate } from '@/server/cache/invalidate';
import { cacheTags } from '@/server/cache/tags';
import { moveOnHome } from '@/server/repositories/home-order';
import { setFocalPoint } from '@/server/repositories/media';

const MOVED = {
  feature: 'Featured on the home page.',
  remove: 'Removed from the home page.',
  up: 'Moved up.',
  down: 'Moved down.',
};
const UNMOVED = {
  feature: 'This item is already on the home page.',
  remove: 'This item is not on the home page.',
  up: 'This item is already first on the home page.',
  down: 'This item is already last on the home page.',
};

/**
 * The admin list's Home buttons (decision 135): feature an item, take it off the home page, or move
 * it up or down among the featured ones. Each changed item is saved as a revision; the type's tag
 * is invalidated, so the home page shows the new order on the next request.
 */
export const moveOnHomeAction = adminFormAction(
  homeMoveSchema,
  async ({ kind, id, move }, { session }) => {
    const type = contentTypes[kind];
    const outcome = await moveOnHome(type, id, move, { id: session.user.id });
    if (outcome === 'missing') return actionFailed('This item no longer exists.');
    if (outcome === 'unmoved') return actionFailed(UNMOVED[move]);
    await invalidate(type.tag);
    refresh();
    return actionSucceeded({ message: MOVED[move] });
  },
  { name: 'home order', permission: 'content.edit', invalidMessage: 'Unknown item.' },
);

/**
 * The media library's focal point (decision 135): where the image's subject is, kept in view by
 * every crop of it on the public pages (object-position). The uploads tag drops those pages' cache.
 */
export const setFocalPointAction = adminFormAction(
  focalPointSchema,
  async ({ id, focal_x, focal_y }) => {
    const upload = await setFocalPoint(id, focal_x, focal_y);
    if (!upload) return actionFailed('This image no longer exists.');
    await invalidate(cacheTags.uploads);
    refresh();
    return actionSucceeded({
      message: `Focal point of ${upload.original_name || upload.file_name} set to ${focal_x}% across, ${focal_y}% down.`,
    });
  },
  { name: 'focal point', permission: 'content.edit', invalidMessage: 'Unknown image.' },
);
