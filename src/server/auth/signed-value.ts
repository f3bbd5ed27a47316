import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { getSetting, setSettingIfAbsent } from '../repositories/app-settings';

/**
 * Values the server hands the browser in a cookie and must trust when they come back: the flash,
 * a refused editor form's values, the recovery codes shown once, the known-device pass
 * (docs/decisions/116-sign-in-friction-and-second-factor-recovery.md); and, in an address, the
 * receipt of an inquiry for its confirmation page (src/server/inquiries/receipt.ts). Each is
 * `<deflated JSON, base64url>.<HMAC-SHA256>`; the HMAC covers a purpose, a binding (the session's
 * id for what belongs to one session) and an expiry, so a value planted by a sibling subdomain, or
 * taken from another session or use, is dropped.
 *
 * The key is generated once and kept in app_settings (like the public form tokens' key, but its own,
 * so one can be rotated without the other), so every instance on the database signs alike.
 */
const KEY_SETTING = 'admin_cookie_key';

let key: Promise<string> | undefined;
function signingKey() {
  key ??= (async () =>
    (await getSetting(KEY_SETTING)) ?? (await setSettingIfAbsent(KEY_SETTING, randomBytes(32).toString('hex'))))();
  key.catch(() => (key = undefined));
  return key;
}

const mac = (secret: string, purpose: string, binding: string, body: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${binding}\n${body}`).digest();

/** Signs `data` for `purpose`, bound to `binding`, good for `ttlMs`. */
export async function signValue(purpose: string, binding: string, data: unknown, ttlMs: number) {
  const body = deflateRawSync(JSON.stringify({ exp: Date.now() + ttlMs, data })).toString('base64url');
  return `${body}.${mac(await signingKey(), purpose, binding, body).toString('base64url')}`;
}

/** The data of a value signed for this purpose and binding and not yet expired; otherwise null. */
export async function openSignedValue(
  purpose: string,
  binding: string,
  raw: string | undefined | null,
  maxLength: number,
): Promise<unknown> {
  if (!raw || raw.length > maxLength) return null;
  const [body, signature, extra] = raw.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = mac(await signingKey(), purpose, binding, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(inflateRawSync(Buffer.from(body, 'base64url'), { maxOutputLength: 64_000 }).toString());
    return typeof value?.exp === 'number' && value.exp > Date.now() ? value.data : null;
  } catch {
    return null;
  }
}
