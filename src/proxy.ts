import { NextResponse, type NextRequest } from 'next/server';
import { sessionCookieName } from '@/server/auth/cookie';
import { isLiveSessionToken } from '@/server/auth/session';
import { screenRequest } from '@/server/security/screen-request';
import { missingDetailTarget } from '@/server/missing-detail';

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
  // Hostile requests get their 4xx here, and every state-changing request is screened (origin, size).
  const screened = await screenRequest(request);
  if (screened) return screened;
  if (request.method === 'OPTIONS') return NextResponse.next();
  if (!isAdminPath(request.nextUrl.pathname)) {
    const reads = request.method === 'GET' || request.method === 'HEAD';
    return reads ? answerMissingDetail(request) : NextResponse.next();
  }
  if (await hasLiveSession(request.cookies.get(sessionCookieName())?.value)) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const url = request.nextUrl.clone();
  url.pathname = '/admin-login';
  url.search = `?next=${encodeURIComponent(`${pathname}${search}`)}`;
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

async function hasLiveSession(token: string | undefined) {
  if (!token) return false;
  try {
    return await isLiveSessionToken(token);
  } catch (error) {
    // The database did not answer: let the page's guard decide and show its error, rather than
    // sending a signed-in admin to the sign-in page as if their session had ended.
    console.error('[proxy] session check failed:', (error as Error).message);
    return true;
  }
}

function isAdminPath(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * An unknown slug on a detail page is rewritten, with HTTP 404, to the not-found page of its kind
 * (/missing?kind=<kind>) before the page renders. The page itself calling notFound() answers 404 too, but
 * under Next 16 with cacheComponents its HTML is an empty document that only JavaScript fills in
 * (docs/decisions/070-not-found-pages.md). Only requests that reach Next.js come here: the production
 * server answers cached pages itself. A detail that exists goes on untouched.
 */
async function answerMissingDetail(request: NextRequest) {
  const target = await missingDetailTarget(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (!target) return NextResponse.next();
  // Next.js answers a rewrite to a page with the page's status (200) whatever the proxy says; the
  // production server (scripts/serve.mjs) applies the status named in this header instead.
  return NextResponse.rewrite(new URL(target, request.nextUrl), { status: 404, headers: { 'x-agency-status': '404' } });
}

export const config = {
  // Every request but the build's static files and image optimisation (GET only, answered by Next.js
  // itself) and /admin/uploads: its 10 MB body must stream to the route, which checks the origin and
  // answers 401 itself, while the proxy would buffer it (proxyClientMaxBodySize in next.config.ts).
  matcher: ['/((?!_next/static/|_next/image$|admin/uploads$).*)'],
};
