import { wallTimeOf } from './site-time';

/**
 * The reference a visitor is given for an inquiry: `NG-2026-00123`, the site's prefix, the year it
 * arrived (on the site's clock, `timeZone`: siteTimeZone() on the server) and the inquiry's id. Derived from the stored row, so nothing else is
 * stored; the year only helps a person read it, the id alone finds the lead (parseInquiryReference).
 */

/** Ngoma's initials. Kept here, not in src/content/site.ts: that object is in the home page's JavaScript. */
const PREFIX = 'NG';

export function inquiryReference(inquiry: { id: number; created_at: string }, timeZone: string) {
  const year = wallTimeOf(inquiry.created_at, timeZone).slice(0, 4);
  return `${PREFIX}-${year}-${String(inquiry.id).padStart(5, '0')}`;
}

/**
 * The inquiry id a typed reference names: `NG-2026-00123`, `ng 2026 123` or `#123`; undefined for
 * anything else, bare numbers included (an inbox search for "500" means a budget, not lead 500).
 */
export function parseInquiryReference(text: string) {
  const match = new RegExp(`^\\s*(?:${PREFIX}[\\s-]*\\d{4}[\\s-]*|#\\s*)0*(\\d{1,12})\\s*$`, 'i').exec(text);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
