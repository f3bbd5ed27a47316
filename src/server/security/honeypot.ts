import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_META } from '@/lib/schemas/inquiries';
import { getSetting, setSettingIfAbsent } from '../repositories/app-settings';

/**
 * Two cheap bot filters for public forms:
 *  - a honeypot: a field people never see (hidden by CSS, out of the tab order) that must stay empty;
 *  - a signed render time: the form carries `<issued-at>.<nonce>.<hmac>`; a form sent back sooner
 *    than a person can fill it in, or with a forged or missing stamp, is refused; an accepted token
 *    is spent (used_form_tokens), so it cannot send a second inquiry.
 * The HMAC key is generated once and kept in app_settings, so every instance accepts every stamp.
 */

export const MIN_FILL_MS = 2_000;
export const MAX_FORM_AGE_MS = 24 * 60 * 60_000;
const SECRET_KEY = 'form_token_secret';

let secret: Promise<string> | undefined;
function tokenSecret() {
  secret ??= (async () =>
    (await getSetting(SECRET_KEY)) ?? (await setSettingIfAbsent(SECRET_KEY, randomBytes(32).toString('hex'))))();
  secret.catch(() => (secret = undefined));
  return secret;
}

/** For tests that swap databases. */
export function forgetTokenSecretForTests() {
  secret = undefined;
}

function sign(stamp: string, key: string) {
  return createHmac('sha256', key).update(`inquiry-form:${stamp}`).digest('base64url');
}

/**
 * `<issued-at>.<nonce>.<hmac>`: the random nonce makes every token distinct (two pages rendered in
 * the same millisecond too), so a token can be spent once (see formTokenUse).
 */
export async function issueFormToken(now = new Date()) {
  const stamp = `${now.getTime()}.${randomBytes(12).toString('base64url')}`;
  return `${stamp}.${sign(stamp, await tokenSecret())}`;
}

export type TokenVerdict = 'ok' | 'too-fast' | 'expired' | 'invalid';

export async function checkFormToken(token: unknown, now = new Date()): Promise<TokenVerdict> {
  if (typeof token !== 'string' || token.length > 200) return 'invalid';
  const [issuedAt, nonce, mac, ...rest] = token.split('.');
  if (!issuedAt || !nonce || !mac || rest.length || !/^\d{1,15}$/.test(issuedAt)) return 'invalid';
  const expected = Buffer.from(sign(`${issuedAt}.${nonce}`, await tokenSecret()));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = now.getTime() - Number(issuedAt);
  if (age < MIN_FILL_MS) return 'too-fast';
  if (age > MAX_FORM_AGE_MS) return 'expired';
  return 'ok';
}

/** What marks a checked token as spent: its signed stamp, and when it would expire anyway. */
export function formTokenUse(token: string) {
  const [issuedAt, nonce] = token.split('.');
  return { id: `${issuedAt}.${nonce}`, expiresAt: new Date(Number(issuedAt) + MAX_FORM_AGE_MS) };
}

/** A filled honeypot: the caller pretends success and keeps nothing. */
export function honeypotFilled(form: FormData) {
  const value = form.get(FORM_META.honeypot);
  return typeof value === 'string' && value.trim() !== '';
}
