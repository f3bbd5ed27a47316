import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ActionResult } from '@/lib/action-result';
import { ADMIN_FLASH_COOKIE as FLASH_COOKIE, ADMIN_FLASH_HEADER } from '@/server/auth/cookie';
import { env } from '@/server/env';

/**
 * The answer to an admin form posted without JavaScript. Such a post re-renders the page from its
 * prebuilt shell, which does not carry the action's result (decision 111), so the answer travels
 * as a short-lived cookie across a redirect back to the page that posted (post/redirect/get), and
 * the admin layout shows it once (<AdminFlash/>): src/proxy.ts hands it to that next request and
 * clears it.
 * With JavaScript (a fetch carrying the `Next-Action` header) nothing changes: the form's
 * useActionState receives the result as before.
 */

export type Flash = { ok: boolean; message: string; fieldErrors: Record<string, string> };

const MAX_TEXT = 300;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/**
 * True when the browser itself posted the form (no JavaScript): a form's content type and no
 * `Next-Action` header, which React's fetch of an action always sends.
 */
export async function postedWithoutJavaScript() {
  const request = await headers();
  const type = request.get('content-type') ?? '';
  const formPost = type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
  return formPost && !request.has('next-action');
}

/** Stores the answer and redirects (303) to the admin page that posted; never returns. */
export async function flashAndReturn(result: ActionResult<object>): Promise<never> {
  const flash: Flash = result.ok
    ? { ok: true, message: clip(result.message ?? 'Saved.'), fieldErrors: {} }
    : {
        ok: false,
        message: clip(result.message),
        fieldErrors: Object.fromEntries(
          Object.entries(result.fieldErrors)
            .slice(0, 12)
            .map(([name, text]) => [name.slice(0, 60), clip(text)]),
        ),
      };
  (await cookies()).set(FLASH_COOKIE, Buffer.from(JSON.stringify(flash)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().secureCookies,
    path: '/',
    maxAge: 60,
  });
  redirect(await returnPath());
}

/** The admin page the form was on (its Referer, same-origin by the proxy's check), else /admin. */
async function returnPath() {
  const referer = (await headers()).get('referer');
  if (!referer) return '/admin';
  try {
    const url = new URL(referer);
    const path = `${url.pathname}${url.search}`;
    return url.pathname === '/admin' || url.pathname.startsWith('/admin/') ? path : '/admin';
  } catch {
    return '/admin';
  }
}

/** The flash handed to this request by src/proxy.ts, if any (read by the admin layout). */
export async function readFlash(): Promise<Flash | null> {
  const raw = (await headers()).get(ADMIN_FLASH_HEADER);
  if (!raw || raw.length > 8_000) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Flash>;
    if (typeof value.message !== 'string' || typeof value.ok !== 'boolean') return null;
    const fieldErrors =
      value.fieldErrors && typeof value.fieldErrors === 'object'
        ? Object.fromEntries(Object.entries(value.fieldErrors).filter(([, text]) => typeof text === 'string'))
        : {};
    return { ok: value.ok, message: value.message, fieldErrors: fieldErrors as Record<string, string> };
  } catch {
    return null;
  }
}
