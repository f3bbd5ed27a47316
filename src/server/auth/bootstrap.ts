import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';
import { logEvent } from '../log';
import { readSiteSettings } from '@/server/repositories/site-settings';
import { createAdminUser, disableTotp, findAdminUser, updateAdminUser } from '../repositories/admin-users';
import { deleteSetting, getSetting, setSetting } from '../repositories/app-settings';
import { deleteAllSessions } from '../repositories/sessions';
import { generatePassword, hashPassword, verifyPassword } from './password';

export type AdminBootstrap =
  | { action: 'created'; email: string; generatedPassword?: string }
  | { action: 'updated'; email: string; sessionsEnded: number; secondFactorCleared: boolean }
  | { action: 'unchanged'; email: string };

/** A scrypt hash of the last ADMIN_PASSWORD applied, so a restart can tell whether it changed. */
export const APPLIED_ENV_PASSWORD_KEY = 'admin_password_env_applied';
/** Where the generated first password was written (when start-up had no terminal). */
export const GENERATED_PASSWORD_FILE_KEY = 'admin_password_file';

/**
 * Makes sure the single admin account exists (docs/decisions/066-admin-account-and-second-factor.md).
 *  - No account yet: ADMIN_PASSWORD, or a random password returned so start-up can hand it over once.
 *  - ADMIN_PASSWORD is applied when it differs from the last value applied (not from the stored
 *    hash): a password the admin changed in the admin screen survives restarts until the operator
 *    sets a new ADMIN_PASSWORD. Applying one ends every session (a rotation after a suspected
 *    compromise must throw stolen cookies out) and clears the second factor and its recovery codes
 *    (one enrolled by whoever stole a session would otherwise outlive the rotation).
 *  - ADMIN_RESET_SECOND_FACTOR=1 clears the second factor at every start while it is set (decision 116).
 */
export async function ensureAdminUser(): Promise<AdminBootstrap> {
  const { ADMIN_PASSWORD, ADMIN_EMAIL, ADMIN_RESET_SECOND_FACTOR } = env();
  const site = await readSiteSettings();
  const email = ADMIN_EMAIL ?? `admin@${new URL(`mailto:${site.email}`).pathname.split('@')[1] ?? 'localhost'}`;
  const existing = await findAdminUser();
  if (!existing) {
    const password = ADMIN_PASSWORD ?? generatePassword();
    const user = await createAdminUser(email, await hashPassword(password));
    if (ADMIN_PASSWORD) await setSetting(APPLIED_ENV_PASSWORD_KEY, user.password_hash);
    return { action: 'created', email, generatedPassword: ADMIN_PASSWORD ? undefined : password };
  }
  const changes: { email?: string; password_hash?: string } = {};
  if (ADMIN_EMAIL && ADMIN_EMAIL !== existing.email) changes.email = ADMIN_EMAIL;
  let rotated = false;
  if (ADMIN_PASSWORD) {
    const applied = await getSetting(APPLIED_ENV_PASSWORD_KEY);
    if (!applied || !(await verifyPassword(ADMIN_PASSWORD, applied))) {
      // A database from before this rule whose password already is ADMIN_PASSWORD: just remember it.
      const alreadyCurrent = !applied && (await verifyPassword(ADMIN_PASSWORD, existing.password_hash));
      const hash = alreadyCurrent ? existing.password_hash : await hashPassword(ADMIN_PASSWORD);
      if (!alreadyCurrent) {
        changes.password_hash = hash;
        rotated = true;
      }
      await setSetting(APPLIED_ENV_PASSWORD_KEY, hash);
    }
  }
  const clearFactor =
    (rotated || ADMIN_RESET_SECOND_FACTOR) && (existing.totp_secret !== null || existing.totp_enabled_at !== null);
  if (Object.keys(changes).length === 0 && !clearFactor) return { action: 'unchanged', email: existing.email };
  if (Object.keys(changes).length > 0) await updateAdminUser(existing.id, changes);
  if (clearFactor) {
    await disableTotp(existing.id);
    logEvent('auth.second_factor.reset', {
      user: existing.id,
      by: rotated ? 'ADMIN_PASSWORD' : 'ADMIN_RESET_SECOND_FACTOR',
    });
  }
  // Sessions opened with the factor should not outlive its removal either.
  const sessionsEnded = rotated || clearFactor ? await deleteAllSessions() : 0;
  if (rotated) logEvent('auth.password.changed', { user: existing.id, by: 'ADMIN_PASSWORD', sessionsEnded });
  return { action: 'updated', email: changes.email ?? existing.email, sessionsEnded, secondFactorCleared: clearFactor };
}

/** The file the generated first password goes to when there is no terminal to show it on. */
export function generatedPasswordPath() {
  const { database } = env();
  const dir = database.dialect === 'sqlite' ? path.dirname(path.resolve(database.filename)) : path.resolve('data');
  return path.join(dir, 'admin-password.txt');
}

/**
 * Hands the generated first password over without it staying in a log: the caller prints it only
 * to a terminal; otherwise it goes to a file only the service user can read (0600), and only the
 * file's path is logged. The file is deleted at the first successful sign-in (forgetGeneratedPassword).
 */
export async function writeGeneratedPassword(email: string, password: string) {
  const file = generatedPasswordPath();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `e-mail:   ${email}\npassword: ${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  await setSetting(GENERATED_PASSWORD_FILE_KEY, file);
  return file;
}

/** Deletes the generated-password file once someone has signed in with it (or changed it). */
export async function forgetGeneratedPassword() {
  const file = await getSetting(GENERATED_PASSWORD_FILE_KEY);
  if (!file) return;
  fs.rmSync(file, { force: true });
  await deleteSetting(GENERATED_PASSWORD_FILE_KEY);
  logEvent('auth.generated_password.deleted', { file });
}
