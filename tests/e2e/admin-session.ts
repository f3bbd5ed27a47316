import path from 'node:path';

/** The harness's admin password (scripts/e2e.mjs sets ADMIN_PASSWORD). */
export const adminPassword = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';
/** The Owner's e-mail (scripts/e2e.mjs sets ADMIN_EMAIL). */
export const adminEmail = process.env.ADMIN_EMAIL ?? 'admin@e2e.test';

/**
 * The shared admin session's storage state, written by tests/e2e/global-setup.ts: in the run's work
 * directory (removed after a green run), or test-results/ when Playwright runs without scripts/e2e.mjs.
 */
export const adminStatePath = path.resolve(process.env.E2E_WORK_DIR ?? 'test-results', 'admin-state.json');

/**
 * For specs that work in the admin without testing the sign-in: `test.use(signedIn)`. Such a spec
 * must not end the session (sign out, change the password, turn the second factor on or off).
 */
export const signedIn = { storageState: adminStatePath };

/**
 * Options for a browser or request context that must have no session: inside a signed-in test, a
 * new context inherits the test's storage state, the shared admin session included.
 */
export const signedOut = { storageState: { cookies: [], origins: [] } };
