'use server';

import { refresh } from 'next/cache';
import { z } from 'zod';
import { actionFailed, actionSucceeded, type ActionFailure } from '@/lib/action-result';
import { isPageKey, pageFormSchema, type PageData, type PageKey } from '@/lib/page-sections';
import { fieldErrorsOf } from '@/lib/schemas/content';
import { adminFormAction } from '@/server/actions/admin-action';
import { invalidate } from '@/server/cache/invalidate';
import { cacheTags } from '@/server/cache/tags';
import { logEvent } from '@/server/log';
import { withLogoFiles } from '@/server/uploads/logo-files';
import { cancelScheduledPage, restorePage, savePage } from '@/server/repositories/pages';
import { formatSiteTime, siteTimeZone } from '@/server/site-time';
import { submittedDateTime } from '@/lib/site-time';
import { DEFAULT_LOCALE, isLocale, localeInfo, type Locale } from '@/lib/i18n/locales.mjs';

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
  async (parsed, { session, form }) => {
    const withFiles = await withUploadedFiles(form);
    if (withFiles && !withFiles.ok) return withFiles;
    const { key, page, publishAt, locale } = withFiles ? withFiles : parsed;
    // The wall-clock time typed is on the site's clock, as the posts' Publish At (decision 131).
    const at = publishAt ? submittedDateTime(publishAt, siteTimeZone()) : null;
    const saved = await savePage(key, page, session.user.id, at, locale);
    logEvent('page saved', {
      page: key,
      locale,
      version_id: saved.id,
      admin_id: session.user.id,
      ...(saved.publishAt ? { publish_at: saved.publishAt } : {}),
    });
    await invalidate(cacheTags.pages);
    refresh();
    if (saved.publishAt)
      return actionSucceeded({
        message: `Scheduled: the public page shows this version from ${formatSiteTime(saved.publishAt)}.`,
      });
    const op = String(form.get('op') ?? '').split(':')[0]!;
    return actionSucceeded({ message: MOVED[op] ?? `Page saved${inLanguage(locale)}. The public page shows it now.` });
  },
  { name: 'save page', permission: 'content.edit' },
);

/** A file input of a list row: `s.<i>.<list>.<row>.<field>.file`, and its Remove box `….clear`. */
const FILE_INPUT = /^(s\.\d{1,2}\.\w{1,30}\.\d{1,2}\.\w{1,30})\.(file|clear)$/;

/**
 * The form once its uploaded files are stored, read again by the same schema; null when it has none.
 * The form was already checked without the files, so a refused form uploads nothing.
 */
async function withUploadedFiles(
  form: FormData,
): Promise<
  { ok: true; key: PageKey; locale: Locale; page: PageData; publishAt: string | null } | ActionFailure | null
> {
  const stored = await withLogoFiles(form, FILE_INPUT);
  if (!stored || !stored.ok) return stored;
  const parsed = pageFormSchema.safeParse(stored.values);
  if (!parsed.success) {
    const { form: message, ...fieldErrors } = fieldErrorsOf(parsed.error);
    return actionFailed(message ?? 'Please correct the highlighted fields.', fieldErrors);
  }
  return { ok: true, ...parsed.data };
}

/** " in French" for a save of a translation; nothing for the English. */
const inLanguage = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : ` in ${localeInfo(locale).englishName}`);

const languageField = z
  .string()
  .default(DEFAULT_LOCALE)
  .refine(isLocale, 'Unknown language.')
  .transform((value) => value as Locale);

const restoreSchema = z.object({
  page: z.string().refine(isPageKey, 'Unknown page.'),
  locale: languageField,
  version: z.union([z.literal('seed'), z.coerce.number().int().positive()]),
});

/** Puts an earlier version of a page (or the copy it shipped with) back in force, as a new save. */
export const restorePageAction = adminFormAction(
  restoreSchema,
  async ({ page, version, locale }, { session }) => {
    if (!isPageKey(page)) return actionFailed('Unknown page.');
    const restored = await restorePage(page, version === 'seed' ? null : version, session.user.id, locale);
    if (!restored) return actionFailed('That version is not one of this page’s.');
    logEvent('page restored', { page, locale, version_id: restored.id, admin_id: session.user.id });
    await invalidate(cacheTags.pages);
    refresh();
    return actionSucceeded({ message: 'Version restored. The public page shows it now.' });
  },
  { name: 'restore page', permission: 'content.edit' },
);

const cancelSchema = z.object({
  page: z.string().refine(isPageKey, 'Unknown page.'),
  version: z.coerce.number().int().positive(),
});

/** Withdraws a scheduled version of a page before its time (the page in force does not change). */
export const cancelScheduledPageAction = adminFormAction(
  cancelSchema,
  async ({ page, version }, { session }) => {
    if (!isPageKey(page)) return actionFailed('Unknown page.');
    if (!(await cancelScheduledPage(page, version)))
      return actionFailed('That version is not scheduled any more: it may have gone live already.');
    logEvent('page schedule cancelled', { page, version_id: version, admin_id: session.user.id });
    refresh();
    return actionSucceeded({ message: 'Schedule cancelled. That version will not go live.' });
  },
  { name: 'cancel page schedule', permission: 'content.edit' },
);
