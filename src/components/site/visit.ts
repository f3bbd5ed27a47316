/**
 * The visit's first touch, kept in this page's memory only (no cookie, no storage: decision 147):
 * the address the visit entered by and the referrer it came with. It survives soft navigations
 * (the App Router keeps this module) and is gone with the tab or a reload. The page-view beacon and
 * the inquiry forms' hidden fields read it; whichever runs first fills it from the current page.
 */

export type Visit = { entry: string; referrer: string };

let visit: Visit | undefined;

/** The visitor asked not to be tracked (Do Not Track or Global Privacy Control). */
export function doNotTrack() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** The visit's first touch; undefined when the visitor asked not to be tracked. */
export function currentVisit(): Visit | undefined {
  if (typeof window === 'undefined' || doNotTrack()) return undefined;
  visit ??= {
    entry: `${location.pathname}${location.search}`.slice(0, 1000),
    referrer: document.referrer.slice(0, 1000),
  };
  return visit;
}

/** Page views this page has sent, and the one whose form opening was sent (one a page view). */
let views = 0;
let formOpenedIn = 0;

/** A page view: the first one of the visit (a full load) is its entry. */
export function sendPageView() {
  views += 1;
  send({ n: views === 1 ? 1 : 0 });
}

/** The first field of an inquiry form touched on this page view: sent once a page view. */
export function sendFormOpen() {
  if (formOpenedIn === views) return;
  formOpenedIn = views;
  send({ k: 'form_open' });
}

/**
 * One navigator.sendBeacon to the counter (/api/v) with the current path and the visit's first
 * touch, plus `extra`; nothing under Do Not Track / GPC or without sendBeacon.
 */
function send(extra: { n?: 0 | 1; k?: 'form_open' }) {
  const visit = currentVisit();
  if (!visit || !navigator.sendBeacon) return;
  const body = {
    p: `${location.pathname}${location.search}`.slice(0, 1000),
    e: visit.entry,
    r: visit.referrer,
    ...extra,
  };
  navigator.sendBeacon('/api/v', JSON.stringify(body));
}
