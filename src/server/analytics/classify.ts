/**
 * What a page view or a lead is attributed to (docs/decisions/147-first-party-analytics.md): the
 * visit's first touch — the address it entered by (its utm_* and ref parameters) and the referrer —
 * reduced to a referrer host, a channel and three UTM values, each bounded. Pure: the beacon route
 * and the inquiry routes both call it with what the browser sent, so a forged value can only ever
 * be one short, printable string.
 */

export const CHANNELS = ['direct', 'search', 'social', 'email', 'paid', 'referral'] as const;
export type Channel = (typeof CHANNELS)[number];

export type Attribution = {
  /** The path the visit entered by (normalised by the caller), '' when unknown. */
  entryPage: string;
  referrerHost: string;
  channel: Channel;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
};

const MAX_VALUE = 80;
const MAX_URL = 1024;

/** Lower case, printable ASCII-ish, no control characters, at most 80 characters; '' otherwise. */
export function cleanValue(value: string | null | undefined, max = MAX_VALUE) {
  if (!value) return '';
  // Control characters (C0, DEL, C1) and the line/paragraph separators make a value useless: drop it.
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)) return '';
  return value.trim().toLowerCase().slice(0, max);
}

const SEARCH = [
  /(^|\.)google\.[a-z.]+$/,
  /(^|\.)bing\.com$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)search\.yahoo\.com$/,
  /(^|\.)yahoo\.[a-z.]+$/,
  /(^|\.)yandex\.[a-z.]+$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)search\.brave\.com$/,
  /(^|\.)qwant\.com$/,
  /(^|\.)startpage\.com$/,
];
const SOCIAL = [
  /(^|\.)facebook\.com$/,
  /(^|\.)fb\.me$/,
  /(^|\.)instagram\.com$/,
  /^t\.co$/,
  /(^|\.)twitter\.com$/,
  /(^|\.)x\.com$/,
  /(^|\.)linkedin\.com$/,
  /^lnkd\.in$/,
  /(^|\.)tiktok\.com$/,
  /(^|\.)youtube\.com$/,
  /^youtu\.be$/,
  /(^|\.)pinterest\.[a-z.]+$/,
  /(^|\.)reddit\.com$/,
  /(^|\.)whatsapp\.com$/,
  /^wa\.me$/,
  /(^|\.)threads\.net$/,
  /(^|\.)snapchat\.com$/,
  /(^|\.)telegram\.org$/,
  /^t\.me$/,
  /(^|\.)bsky\.app$/,
  /(^|\.)mastodon\.social$/,
];
const WEBMAIL = [/^mail\.google\.com$/, /^outlook\.(live|office)\.com$/, /^mail\.yahoo\.com$/, /(^|\.)mail\.[a-z.]+$/];

const PAID_MEDIUM = /^(cpc|ppc|cpm|cpv|paid|paid[-_ ]?(search|social|media)|display|banner|ads?|sponsored)$/;
const EMAIL_MEDIUM = /^(e-?mail|newsletter|mailchimp|mailing)$/;
const SOCIAL_MEDIUM = /^(social|social[-_ ]?(media|network)|sm)$/;
const SEARCH_MEDIUM = /^(organic|search|seo)$/;
const EMAIL_SOURCE = /^(e-?mail|newsletter|mailchimp|sendgrid|substack|brevo|sendinblue)$/;
const SOCIAL_SOURCE =
  /^(facebook|fb|instagram|ig|twitter|x|linkedin|tiktok|youtube|pinterest|reddit|whatsapp|threads|snapchat|telegram|bluesky|mastodon)$/;
const SEARCH_SOURCE = /^(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|brave|qwant)$/;

function matches(patterns: RegExp[], host: string) {
  return patterns.some((pattern) => pattern.test(host));
}

/** The channel of a first touch: the UTM values say it when they do, else the referrer's host. */
export function classifyChannel({
  referrerHost,
  utmSource,
  utmMedium,
  paidClick = false,
}: {
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  /** A gclid / fbclid / msclkid parameter: an ad click. */
  paidClick?: boolean;
}): Channel {
  if (paidClick || PAID_MEDIUM.test(utmMedium)) return 'paid';
  if (EMAIL_MEDIUM.test(utmMedium)) return 'email';
  if (SOCIAL_MEDIUM.test(utmMedium)) return 'social';
  if (SEARCH_MEDIUM.test(utmMedium)) return 'search';
  if (!utmMedium && EMAIL_SOURCE.test(utmSource)) return 'email';
  if (!utmMedium && SOCIAL_SOURCE.test(utmSource)) return 'social';
  if (!utmMedium && SEARCH_SOURCE.test(utmSource)) return 'search';
  if (referrerHost) {
    if (matches(WEBMAIL, referrerHost)) return 'email';
    if (matches(SEARCH, referrerHost)) return 'search';
    if (matches(SOCIAL, referrerHost)) return 'social';
    return 'referral';
  }
  return utmSource ? 'referral' : 'direct';
}

/** A referrer URL's host, lower case without `www.`; '' for none, an unparsable one, or our own site. */
export function referrerHostOf(referrer: string | null | undefined, ownHost: string) {
  if (!referrer || referrer.length > MAX_URL) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (!host || host === ownHost.toLowerCase().replace(/^www\./, '')) return '';
    return cleanValue(host, 100);
  } catch {
    return '';
  }
}

/**
 * The first touch of a visit from the address it entered by (path and query, as the browser sent it)
 * and the referrer it came with. `normalisePath` maps the entry path to a known page ('' if none).
 */
export function attributionOf(
  { entry, referrer }: { entry: string | null | undefined; referrer: string | null | undefined },
  { ownHost, normalisePath }: { ownHost: string; normalisePath: (path: string) => string },
): Attribution {
  let entryPage = '';
  let query = new URLSearchParams();
  if (entry && entry.length <= MAX_URL && entry.startsWith('/') && !entry.startsWith('//')) {
    try {
      const url = new URL(entry, 'http://x');
      entryPage = normalisePath(url.pathname);
      query = url.searchParams;
    } catch {}
  }
  const referrerHost = referrerHostOf(referrer, ownHost) || cleanValue(query.get('ref'), 100);
  const utmSource = cleanValue(query.get('utm_source'));
  const utmMedium = cleanValue(query.get('utm_medium'));
  const utmCampaign = cleanValue(query.get('utm_campaign'));
  const paidClick = ['gclid', 'fbclid', 'msclkid', 'ttclid'].some((key) => query.has(key));
  return {
    entryPage,
    referrerHost,
    channel: classifyChannel({ referrerHost, utmSource, utmMedium, paidClick }),
    utmSource,
    utmMedium,
    utmCampaign,
  };
}

/** The coarse class of a device from its user agent: desktop, mobile or tablet. */
export function deviceClass(userAgent: string) {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Opera Mini|IEMobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The visitor's country as a proxy or CDN in front reports it (CF-IPCountry), or 'unknown'. */
export function countryOf(header: string | null | undefined) {
  const code = header?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : 'unknown';
}
