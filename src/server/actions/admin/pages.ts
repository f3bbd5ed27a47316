'use server';

import { refresh } from 'next/cache';
import { z } from 'zod';
import { actionFailed, actionSucceeded } from '@/lib/action-result';
import { isPageKey, pageFormSchema } from '@/lib/page-sections';
import { adminFormAction } from '@/server/actions/admin-action';
import { invalidate } from '@/server/cache/invalidate';
import { cacheTags } from '@/server/cache/tags';
import { logEvent } from '@/server/log';
import { restorePage, savePage } from '@/server/repositories/pages';

const MOVED: Record<string, string> = {
  up: 'Section moved up.',
  down: 'Section moved down.',
  remove: 'Section removed.',
  add: 'Section added, hidden until you tick Shown and save.',
};

/**
 * Saves an editable page (admin → Pages): the whole editor form, checked by the section kinds'
 * definitions (src/lib/page-sections). The button pressed may also move, remove or add a section.
 * The save is a new version naming its author; the public page renders fresh on its next request.
 */
export const savePageAction = adminFormAction(
  pageFormSchema,
  async ({ key, page }, { session, form }) => {
    const saved = await savePage(key, page, session.user.id);
    logEvent('page saved', { page: key, version_id: saved.id, admin_id: session.user.id });
    await invalidate(cacheTags.pages);
    refresh();
    const op = String(form.get('op') ?? '').split(':')[0]!;
    return actionSucceeded({ message: MOVED[op] ?? 'Page saved. The public page shows it now.' });
  },
  { name: 'save page', permission: 'content.edit' },
);

const restoreSchema = z.object({
  page: z.string().refine(isPageKey, 'Unknown page.'),
  version: z.union([z.literal('seed'), z.coerce.number().int().positive()]),
});

/** Puts an earlier version of a page (or the copy it shipped with) back in force, as a new save. */
export const restorePageAction = adminFormAction(
  restoreSchema,
  async ({ page, version }, { session }) => {
    if (!isPageKey(page)) return actionFailed('Unknown page.');
    const restored = await restorePage(page, version === 'seed' ? null : version, session.user.id);
    if (!restored) return actionFailed('That version is not one of this page’s.');
    logEvent('page restored', { page, version_id: restored.id, admin_id: session.user.id });
    await invalidate(cacheTags.pages);
    refresh();
    return actionSucceeded({ message: 'Version restored. The public page shows it now.' });
  },
  { name: 'restore page', permission: 'content.edit' },
);
