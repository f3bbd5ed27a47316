import 'server-only';

/**
 * Where to go after signing in. Only same-site paths under /admin (and the admin's /preview/) are accepted, so
 * `?next=https://evil.example` or `//evil.example` or `/\evil` cannot turn sign-in into an open redirect.
 */
export function safeAdminPath(candidate: unknown, fallback = '/admin'): string {
  if (typeof candidate !== 'string' || candidate.length > 512) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || /[\\\s\u0000-\u001f]/.test(candidate))
    return fallback;
  let url: URL;
  try {
    url = new URL(candidate, 'http://internal.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://internal.invalid') return fallback;
  const admin = url.pathname === '/admin' || url.pathname.startsWith('/admin/') || url.pathname.startsWith('/preview/');
  if (!admin) return fallback;
  return `${url.pathname}${url.search}`;
}

/**
 * The `next` value from the Referer (/admin-login?next=%2Fadmin%2Fblog): the fallback when the form
 * carried none (no JavaScript). Whatever it says still goes through safeAdminPath.
 */
export function nextFromReferer(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return url.pathname === '/admin-login' ? (url.searchParams.get('next') ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}
