'use server';

import { refresh } from 'next/cache';
import { actionSucceeded } from '@/lib/action-result';
import { siteSettingsFormSchema } from '@/lib/site-settings';
import { adminFormAction } from '@/server/actions/admin-action';
import { invalidate } from '@/server/cache/invalidate';
import { cacheTags } from '@/server/cache/tags';
import { logEvent } from '@/server/log';
import { saveSiteSettings } from '@/server/repositories/site-settings';

/**
 * Saves admin → Settings: the whole form, checked by the definition's schema (src/lib/site-settings.ts);
 * the save is a new row of `site_settings` naming its author (the record of who changed what), and
 * every page that shows a setting renders fresh on its next request, on every instance.
 */
export const saveSiteSettingsAction = adminFormAction(
  siteSettingsFormSchema,
  async (settings, { session }) => {
    const saved = await saveSiteSettings(settings, session.user.id);
    logEvent('site settings saved', { settings_id: saved.id, admin_id: session.user.id });
    await invalidate(cacheTags.settings);
    refresh();
    return actionSucceeded({ message: 'Settings saved. Every page shows them now.' });
  },
  { name: 'save site settings', permission: 'settings' },
);
