import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30 s, the parameters every authenticator app supports) and
 * recovery codes. See docs/decisions/066-admin-account-and-second-factor.md.
 */
const PERIOD_S = 30;
/** One step either side: a phone clock a little off, or a code typed as it changes. */
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

function totp(email: string, secret: string, issuer = '') {
  return new TOTP({
    issuer,
    label: email,
    secret: Secret.fromBase32(secret),
    period: PERIOD_S,
    digits: 6,
    algorithm: 'SHA1',
  });
}

/** A fresh 160-bit secret, base32 (what apps expect to be typed in). */
export function newTotpSecret() {
  return new Secret({ size: 20 }).base32;
}

/** The authenticator app's entry: the account, under the agency's name (`issuer`). */
export function totpUri(email: string, secret: string, issuer: string) {
  return totp(email, secret, issuer).toString();
}

/** The otpauth URI as an SVG QR code, for an <img src="data:…"> (CSP allows data: images). */
export async function totpQrDataUrl(uri: string) {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code);

/** The time step a six-digit code belongs to (within ±WINDOW of now), or null when it is wrong. */
export function totpStep(email: string, secret: string, code: string, now = Date.now()): number | null {
  if (!looksLikeTotpCode(code)) return null;
  const delta = totp(email, secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** Ten codes like `k7m2q-x9d4f` (50 random bits each), shown once; only their hashes are stored. */
export function newRecoveryCodes() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What people type: any case, with or without the dash and spaces. */
export function normaliseRecoveryCode(code: string) {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Recovery codes are random and long, so a plain SHA-256 is enough (no slow hash to DoS). */
export function hashRecoveryCode(code: string) {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
