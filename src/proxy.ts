import { NextResponse, type NextRequest } from 'next/server';

/**
 * Convenience only: a visitor with no session cookie at all is sent to the sign-in page before any
 * admin page renders. It proves nothing about a cookie that IS present (that needs the database):
 * the real check is requireAdmin() in every admin page and assertAdmin() in every action and route.
 * Cookie names as in src/server/auth/cookie.ts.
 */
const SESSION_COOKIES = ['__Host-ngoma_admin', 'ngoma_admin'];

export function proxy(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  if (SESSION_COOKIES.some((name) => request.cookies.get(name)?.value)) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const url = request.nextUrl.clone();
  url.pathname = '/admin-login';
  url.search = `?next=${encodeURIComponent(`${pathname}${search}`)}`;
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

export const config = {
  // Admin pages only; /admin/uploads (a route handler) answers 401 itself.
  matcher: ['/admin', '/admin/((?!uploads$).*)'],
};
