import 'server-only';
import { formatTime, type TimeStyle } from '@/lib/site-time';
import { env } from './env';

/**
 * The site's time zone: the one clock of the admin, the agency's e-mails and scheduling
 * (docs/decisions/131-slugs-and-one-time-zone.md). One source: SITE_TIME_ZONE today; admin
 * Settings will take it over here. Read it while rendering a signed-in page, never in a prerender.
 */
export function siteTimeZone(): string {
  return env().SITE_TIME_ZONE;
}

/** An instant on the site's clock, labelled with the zone: "23 Nov 2026, 14:05 SAST" (see formatTime). */
export function formatSiteTime(instant: string | Date, style: TimeStyle = 'minutes') {
  return formatTime(instant, siteTimeZone(), style);
}
