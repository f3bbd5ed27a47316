import 'server-only';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * OWASP's lower-memory scrypt setting, equivalent in cost to N=2^17,r=8,p=1 (the previous one):
 * 32 MiB per check instead of 128 MiB, so a check no longer costs a quarter of the service's memory
 * budget (docs/decisions/065-sign-in-cost-and-throttle.md). Hashes name their parameters, so older
 * hashes still verify with their own and are replaced at the next successful sign-in (needsRehash).
 */
export const PASSWORD_PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
/** The largest N a stored hash may name (the previous default); anything bigger is refused, not run. */
const MAX_N = 2 ** 17;

/** scrypt needs about 128·N·r bytes; allow twice that. */
const maxmem = (N: number, r: number) => 2 * 128 * N * r;

/** `scrypt$N$r$p$salt$hash`, base64url; self-describing so parameters can change later. */
export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const { N, r, p } = PASSWORD_PARAMS;
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    scheme === 'scrypt' &&
    !!salt &&
    !!hash &&
    Number.isInteger(params.N) &&
    params.N > 1 &&
    params.N <= MAX_N &&
    (params.N & (params.N - 1)) === 0 &&
    Number.isInteger(params.r) &&
    params.r >= 1 &&
    params.r <= 32 &&
    Number.isInteger(params.p) &&
    params.p >= 1 &&
    params.p <= 16;
  return sane ? { ...params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') } : null;
}

export async function verifyPassword(password: string, stored: string) {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await scrypt(password.normalize('NFKC'), parsed.salt, parsed.hash.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
    maxmem: maxmem(parsed.N, parsed.r),
  });
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** Whether a stored hash was made with other parameters than today's (rehash it after a successful check). */
export function needsRehash(stored: string) {
  const parsed = parseHash(stored);
  return !parsed || parsed.N !== PASSWORD_PARAMS.N || parsed.r !== PASSWORD_PARAMS.r || parsed.p !== PASSWORD_PARAMS.p;
}

export function generatePassword() {
  return randomBytes(18).toString('base64url');
}
