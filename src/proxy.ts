import { NextResponse, type NextRequest } from 'next/server';
import { ADMIN_FLASH_COOKIE, ADMIN_FLASH_HEADER, flashCookieRemovals, sessionCookieName } from '@/server/auth/cookie';
import { isLiveSessionToken } from '@/server/auth/session';
import { screenRequest } from '@/server/security/screen-request';
import { publicReadAnswer } from '@/server/missing-detail';
import { listUrlAnswer } from '@/server/list-urls';
import { logError } from '@/server/log';
import { invitationPageStatus, leadPageStatus, previewPageStatus } from '@/server/status-before-render';
import {
  DEFAULT_LOCALE,
  isLocalizedPath,
  isUnderPage,
  localizePath,
  splitLocalePath,
  type Locale,
} from '@/lib/i18n/locales.mjs';

/**
 * Before any admin page renders, a visitor without a live session gets a real 307 to the sign-in
 * page. Admin pages stream (the guard runs inside <Suspense>), so once rendering starts the status
 * is already 200 and the guard can only redirect with a meta refresh; that is why the cookie is
 * checked against the database here (Next.js 16 runs the proxy on Node.js, in the server process,
 * so it shares the app's connection pool): one primary-key read per admin GET, nothing for a
 * malformed cookie, no writes. This is still not the guard: requireAdmin() in every admin page and
 * assertAdmin() in every action and route decide (a session can end between the two checks).
 */
export async function proxy(request: NextRequest) {
  // Hostile requests get their 4xx here, and every state-changing request is screened (origin, size);
  // a server-function call needs a live admin session (a database error refuses it: fail closed).
  // One session read per request: an admin action is both screened and routed to the admin.
  const token = request.cookies.get(sessionCookieName())?.value;
  let sessionCheck: Promise<boolean> | undefined;
  const liveSession = () => (sessionCheck ??= isLiveSessionToken(token));
  const screened = await screenRequest(request, () => liveSession().catch(() => false));
  if (screened) return screened;
  if (request.method === 'OPTIONS') return NextResponse.next();
  const reads = request.method === 'GET' || request.method === 'HEAD';
  if (!isAdminPath(request.nextUrl.pathname)) {
    const invitation = reads ? INVITATION_PAGE.exec(request.nextUrl.pathname)?.[1] : undefined;
    if (invitation !== undefined) return withStatus(NextResponse.next(), invitationPageStatus(invitation));
    return publicAnswer(request, reads);
  }
  if (await hasLiveSession(liveSession)) {
    // A no-JavaScript form's answer (actions/flash.ts) goes to the page this GET renders, once: the
    // page reads it from a request header only this proxy sets (a cookie deleted here would already
    // be gone for the render), and the browser is told to drop the cookie. The page checks its
    // signature (actions/flash.ts readFlash).
    const headers = new Headers(request.headers);
    headers.delete(ADMIN_FLASH_HEADER);
    const flash = request.method === 'GET' ? request.cookies.get(ADMIN_FLASH_COOKIE)?.value : undefined;
    if (flash) headers.set(ADMIN_FLASH_HEADER, flash);
    const response = NextResponse.next({ request: { headers } });
    if (flash)
      for (const removal of flashCookieRemovals(request.nextUrl.hostname))
        response.headers.append('Set-Cookie', removal);
    if (!reads) return response;
    const { pathname } = request.nextUrl;
    if (pathname.startsWith('/preview/')) return withStatus(response, previewPageStatus(pathname));
    const lead = LEAD_PAGE.exec(pathname)?.[1];
    return lead === undefined ? response : withStatus(response, leadPageStatus(token, lead));
  }
  const { pathname, search } = request.nextUrl;
  const url = request.nextUrl.clone();
  url.pathname = '/admin-login';
  url.search = `?next=${encodeURIComponent(`${pathname}${search}`)}`;
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/** A lead's page (not its files or the export) and an invitation's page (not the accept route). */
const LEAD_PAGE = /^\/admin\/inquiries\/(?!export$|spam$|personal-data$)([^/]+)$/;
const INVITATION_PAGE = /^\/admin-login\/invite\/(?!accept$)([^/]+)$/;

/**
 * A page whose status depends on the request (another office's lead, a spent invitation, a preview
 * of nothing) renders as usual, with the status decided here, before the shell is sent with 200
 * (src/server/status-before-render.ts); server/index.mjs applies it. A failed check leaves the status to the page.
 */
async function withStatus(response: NextResponse, status: Promise<number> | number) {
  try {
    const decided = await status;
    if (decided !== 200) response.headers.set('x-agency-status', String(decided));
  } catch (error) {
    logError('proxy.status_check.failed', error);
  }
  return response;
}

async function hasLiveSession(liveSession: () => Promise<boolean>) {
  try {
    return await liveSession();
  } catch (error) {
    // The database did not answer: let the page's guard decide and show its error, rather than
    // sending a signed-in admin to the sign-in page as if their session had ended.
    logError('proxy.session_check.failed', error);
    return true;
  }
}

/** The admin, and the previews of drafts and unsaved edits that only the admin may open. */
function isAdminPath(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/preview/');
}

/**
 * A public request, in its language (decision 160): English lives at the root and renders the
 * /en/… pages, so its paths are rewritten there; /en/… itself answers 308 to the root, so each page
 * has one address. French and Swahili paths carry their prefix. Paths without languages (uploads,
 * the form endpoints, the site's files) go on as they are.
 */
async function publicAnswer(request: NextRequest, reads: boolean) {
  const { pathname, search } = request.nextUrl;
  if (reads && (pathname === `/${DEFAULT_LOCALE}` || pathname.startsWith(`/${DEFAULT_LOCALE}/`))) {
    return NextResponse.redirect(new URL(`${pathname.slice(3) || '/'}${search}`, request.nextUrl), 308);
  }
  const { locale, path } = splitLocalePath(pathname);
  const localized = isLocalizedPath(path);
  if (reads) {
    // A French or Swahili address under no page of the site: the 404 in that language (an
    // unmatched address gets Next's global 404, which has no language but English).
    if (locale !== DEFAULT_LOCALE && !isUnderPage(path)) return missingPage(request, locale, '', 404);
    // A list URL with its filters in the query string goes to its path (docs/decisions/120-…).
    const answer = listUrlAnswer(request.nextUrl, path, locale) ?? (await answerMissingDetail(request, path, locale));
    if (answer) return answer;
  }
  return localized && locale === DEFAULT_LOCALE
    ? NextResponse.rewrite(new URL(`/${locale}${path === '/' ? '' : path}${search}`, request.nextUrl))
    : NextResponse.next();
}

/**
 * An unknown slug on a detail page is rewritten, with HTTP 404 (410 for a closed job), to the
 * not-found page of its kind (/missing?kind=<kind>) before the page renders. The page itself calling notFound() answers 404 too, but
 * under Next 16 with cacheComponents its HTML is an empty document that only JavaScript fills in
 * (docs/decisions/070-not-found-pages.md). A detail that exists goes on (undefined).
 */
async function answerMissingDetail(request: NextRequest, path: string, locale: Locale) {
  const answer = await publicReadAnswer(path, request.nextUrl.searchParams, locale);
  if (answer.kind === 'render') return undefined;
  if (answer.kind === 'redirect') {
    // A path keeps the visitor's query string and language; an absolute URL is the admin's exact choice.
    const location = answer.location.startsWith('/')
      ? new URL(`${localizePath(locale, answer.location)}${request.nextUrl.search}`, request.nextUrl)
      : new URL(answer.location);
    const response = NextResponse.redirect(location, 301);
    // A lifetime (or none: forever) keeps a wrong or deleted redirect in browsers and CDNs; no-cache
    // asks each time, answered from the proxy's copy of the table, so a change applies at once.
    response.headers.set('Cache-Control', 'no-cache');
    return response;
  }
  return missingPage(request, locale, answer.target, answer.status);
}

/**
 * The not-found page in a language (`/<locale>/missing`, or the kind's `target` under it) with its
 * status. Next.js answers a rewrite to a page with the page's status (200) whatever the proxy says;
 * the production server (server/index.mjs) applies the status named in this header instead.
 */
function missingPage(request: NextRequest, locale: Locale, target: string, status: number) {
  return NextResponse.rewrite(new URL(`/${locale}${target || '/missing'}`, request.nextUrl), {
    status,
    headers: { 'x-agency-status': String(status) },
  });
}

export const config = {
  // Every request but the build's static files and image optimisation (GET only, answered by Next.js
  // itself); /admin/uploads: its 10 MB body must stream to the route, which checks the origin and
  // answers 401 itself, while the proxy would buffer it (proxyClientMaxBodySize in next.config.mjs);
  // and the page-view beacon /api/v, which checks its origin, size and body itself: the proxy was a
  // third of its cost (flat out 444–493 beacons/s with it, 747 without; decision 147).
  matcher: ['/((?!_next/static/|_next/image$|admin/uploads$|api/v$).*)'],
};
