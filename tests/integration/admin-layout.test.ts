import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { AdminEmail } from '@/components/admin/admin-email';
import { MailOffBanner } from '@/components/admin/mail-off-banner';
import { hashPassword } from '@/server/auth/password';
import { openSession } from '@/server/auth/session';
import { resetEnvForTests } from '@/server/env';
import { createAdminUser } from '@/server/repositories/admin-users';
import { createTestDb, testDialects, type TestDb } from '../support/db';

// The session cookie of the request being rendered ('ngoma_admin': the test site is plain http).
const request = vi.hoisted(() => ({ cookie: undefined as string | undefined }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'ngoma_admin' && request.cookie ? { name, value: request.cookie } : undefined),
  }),
}));

describe.each(testDialects)('admin sidebar e-mail on %s', (dialect) => {
  let t: TestDb;
  let userId: number;
  beforeAll(async () => {
    vi.stubEnv('ADMIN_EMAIL', 'operator@configured.example');
    resetEnvForTests();
    t = await createTestDb(dialect);
    userId = (await createAdminUser('admin@test.example', await hashPassword('layout-password'))).id;
  });
  afterAll(async () => {
    await t.close();
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  const sidebarEmail = async (cookie: string | undefined) => {
    request.cookie = cookie;
    return renderToStaticMarkup(await AdminEmail());
  };

  it('shows the e-mail only to a signed-in admin, never ADMIN_EMAIL to a visitor', async () => {
    expect(await sidebarEmail(undefined)).toBe('');
    expect(await sidebarEmail('A'.repeat(43))).toBe('');
    const { token } = await openSession(userId);
    expect(await sidebarEmail(token)).toBe('admin@test.example');
  });

  it('says e-mail is off to a signed-in admin while SMTP_URL is unset, and nothing once it is set', async () => {
    const banner = async (cookie: string | undefined) => {
      request.cookie = cookie;
      const element = await MailOffBanner();
      return element ? renderToStaticMarkup(element) : '';
    };
    const { token } = await openSession(userId);
    vi.stubEnv('SMTP_URL', '');
    resetEnvForTests();
    expect(await banner(undefined)).toBe('');
    expect(await banner(token)).toContain('E-mail is not set up. Nothing is being sent');
    vi.stubEnv('SMTP_URL', 'smtp://mail.example:587');
    resetEnvForTests();
    expect(await banner(token)).toBe('');
  });
});
