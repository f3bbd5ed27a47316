'use server';

import { refresh } from 'next/cache';
import { actionFailed, actionSucceeded } from '@/lib/action-result';
import { fieldErrorsOf } from '@/lib/schemas/content';
import { siteSettingsFormSchema } from '@/lib/site-settings';
import { adminFormAction } from '@/server/actions/admin-action';
import { invalidate } from '@/server/cache/invalidate';
import { cacheTags } from '@/server/cache/tags';
import { logEvent } from '@/server/log';
import { saveSiteSettings } from '@/server/repositories/site-settings';
import { withLogoFiles } from '@/server/uploads/logo-files';

/** A client's logo file, `clients.<row>.logo.file`, and its Remove box `….clear`. */
const FILE_INPUT = /^(clients\.\d{1,2}\.logo)\.(file|clear)$/;

/**
 * Saves admin → Settings: the whole form, checked by the definition's schema (src/lib/site-settings.ts);
 * the save is a new row of `site_settings` naming its author (the record of who changed what), and
 * every page that shows a setting renders fresh on its next request, on every instance.
 */
export const saveSiteSettingsAction = adminFormAction(
  siteSettingsFormSchema,
  async (parsed, { session, form }) => {
    // The form was checked without its files first, so a refused form uploads nothing.
    const stored = await withLogoFiles(form, FILE_INPUT);
    if (stored && !stored.ok) return stored;
    let settings = parsed;
    if (stored) {
      const again = siteSettingsFormSchema.safeParse(stored.values);
      if (!again.success) {
        const { form: message, ...fieldErrors } = fieldErrorsOf(again.error);
        return actionFailed(message ?? 'Please correct the highlighted fields.', fieldErrors);
      }
      settings = again.data;
    }
    const saved = await saveSiteSettings(settings, session.user.id);
    logEvent('site settings saved', { settings_id: saved.id, admin_id: session.user.id });
    await invalidate(cacheTags.settings);
    refresh();
    return actionSucceeded({ message: 'Settings saved. Every page shows them now.' });
  },
  { name: 'save site settings', permission: 'settings' },
);
