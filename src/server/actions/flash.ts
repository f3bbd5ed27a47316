import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ActionResult } from '@/lib/action-result';
import { ADMIN_FLASH_COOKIE as FLASH_COOKIE, ADMIN_FLASH_HEADER, sessionCookieName } from '@/server/auth/cookie';
import { hashSessionToken, isWellFormedToken } from '@/server/auth/session';
import { openSignedValue, signValue } from '@/server/auth/signed-value';
import { env } from '@/server/env';

/**
 * The answer to an admin form posted without JavaScript. Such a post re-renders the page from its
 * prebuilt shell, which does not carry the action's result (decision 111), so the answer travels
 * as a short-lived cookie across a redirect back to the page that posted (post/redirect/get), and
 * the admin layout shows it once (<AdminFlash/>): src/proxy.ts hands it to that next request and
 * clears it.
 * The cookie is signed and bound to the session (auth/signed-value.ts): one planted by a sibling
 * subdomain, or left over from another session, is dropped (review security-3 L1).
 * With JavaScript (a fetch carrying the `Next-Action` header) nothing changes: the form's
 * useActionState receives the result as before.
 */

export type Flash = {
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string>;
  /** The recovery codes of a second factor just turned on, shown once by the account page. */
  recoveryCodes?: string[];
  /** A refused form that the page it names fills in again (the full-page editor: `<kind>:<id|new>`). */
  form?: { key: string; values?: Record<string, string | string[]>; lost?: boolean };
};

/** The `form.key` of the full-page editor of one row (or of a new one). */
export const editorFormKey = (kind: string, id: number | null) => `${kind}:${id ?? 'new'}`;

const MAX_TEXT = 300;
const MAX_FIELDS = 12;
const FLASH_TTL_MS = 60_000;
/** Browsers keep cookies of about 4 KB, name and attributes included. */
const MAX_COOKIE_VALUE = 3_800;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);
const clipErrors = (errors: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .slice(0, MAX_FIELDS)
      .map(([name, text]) => [name.slice(0, 60), clip(text)]),
  );

/** What a flash is bound to: the session of the cookie sent (its id, the token's SHA-256). */
async function sessionBinding() {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return isWellFormedToken(token) ? hashSessionToken(token) : null;
}

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

/**
 * Stores the answer and redirects (303) to the admin page that posted, or to `extra.to`; never
 * returns. `extra` carries recovery codes or a refused form's values (dropped, with `lost`, when
 * they do not fit in a cookie).
 */
export async function flashAndReturn(
  result: ActionResult<object>,
  extra: { to?: string; recoveryCodes?: string[]; form?: NonNullable<Flash['form']> } = {},
): Promise<never> {
  const flash: Flash = result.ok
    ? { ok: true, message: clip(result.message ?? 'Saved.'), fieldErrors: {} }
    : { ok: false, message: clip(result.message), fieldErrors: clipErrors(result.fieldErrors) };
  if (extra.recoveryCodes) flash.recoveryCodes = extra.recoveryCodes;
  if (extra.form) flash.form = extra.form;
  const binding = await sessionBinding();
  if (binding) {
    let value = await signValue('flash', binding, flash, FLASH_TTL_MS);
    if (value.length > MAX_COOKIE_VALUE && flash.form) {
      flash.form = { key: flash.form.key, lost: true };
      value = await signValue('flash', binding, flash, FLASH_TTL_MS);
    }
    (await cookies()).set(FLASH_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: env().secureCookies,
      path: '/',
      maxAge: FLASH_TTL_MS / 1000,
    });
  }
  redirect(extra.to ?? (await returnPath()));
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

/**
 * The flash handed to this request by src/proxy.ts, if any (read by the admin layout, the editor and
 * the account page): only one this server signed for this session, shortened as on write.
 */
export async function readFlash(): Promise<Flash | null> {
  const raw = (await headers()).get(ADMIN_FLASH_HEADER);
  const binding = raw ? await sessionBinding() : null;
  if (!binding) return null;
  const value = (await openSignedValue('flash', binding, raw, MAX_COOKIE_VALUE + 200)) as Partial<Flash> | null;
  if (!value || typeof value.message !== 'string' || typeof value.ok !== 'boolean') return null;
  const flash: Flash = {
    ok: value.ok,
    message: clip(value.message),
    fieldErrors: value.fieldErrors && typeof value.fieldErrors === 'object' ? clipErrors(value.fieldErrors) : {},
  };
  if (Array.isArray(value.recoveryCodes)) flash.recoveryCodes = value.recoveryCodes.slice(0, 20).map(String);
  if (value.form && typeof value.form.key === 'string') flash.form = value.form;
  return flash;
}
