import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { env } from '../env';
import { openSignedValue, signValue } from './signed-value';

/**
 * The known-device pass (docs/decisions/116-sign-in-friction-and-second-factor-recovery.md): a
 * signed cookie set when a sign-in succeeds. Its holder is not slowed by the global sign-in limit,
 * so strangers filling that limit cannot keep the owner out of the browsers they use; its own
 * failures still count against the per-address limit. It opens nothing by itself.
 */
const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
const PURPOSE = 'known-device';

function knownDeviceCookieName() {
  return env().secureCookies ? '__Host-ngoma_admin_device' : 'ngoma_admin_device';
}

/** Whether this request carries a pass issued to `userId` (an admin who signed in from this browser). */
export async function isKnownDevice(userId: number | undefined) {
  if (userId === undefined) return false;
  const raw = (await cookies()).get(knownDeviceCookieName())?.value;
  const data = (await openSignedValue(PURPOSE, '', raw, 400)) as { user?: unknown } | null;
  return data?.user === userId;
}

/** Gives this browser a pass (again: each sign-in renews its lifetime). */
export async function rememberDevice(userId: number) {
  const value = await signValue(
    PURPOSE,
    '',
    { user: userId, device: randomBytes(9).toString('base64url') },
    DEVICE_TTL_MS,
  );
  (await cookies()).set(knownDeviceCookieName(), value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: env().secureCookies,
    path: '/',
    maxAge: DEVICE_TTL_MS / 1000,
  });
}
