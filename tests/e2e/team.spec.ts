import { parseMessage } from '../support/smtp-capture.mjs';
import {
  adminEmail,
  adminTest,
  axeViolations,
  expect,
  openAdmin,
  randomClientIp,
  receivedMail,
  toastWith,
} from './fixtures';

/*
 * The team (docs/decisions/138-accounts-and-invitations.md), as the people see it: the Owner invites
 * an Editor from the Accounts screen, the e-mail arrives with a single-use link, the Editor chooses a
 * password and lands in an admin without lead screens; the Owner deactivates them and their next
 * request goes to the sign-in page. The last Owner cannot be demoted.
 */

/** The invitation e-mail to `address`, once the outbox has sent it, and the link in it. */
async function invitationLink(address: string) {
  const find = () =>
    receivedMail()
      .filter((m) => m.envelope.to.includes(address))
      .map((m) => parseMessage(m.raw))
      .filter((m) => /invitation/i.test(m.headers.subject ?? ''));
  await expect.poll(() => find().length, { timeout: 20_000 }).toBe(1);
  const link = /https?:\/\/\S+\/admin-login\/invite\/[A-Za-z0-9_-]{43}/.exec(find()[0]!.text)?.[0];
  expect(link, 'the link in the invitation').toBeTruthy();
  return new URL(link!).pathname;
}

adminTest(
  'the Owner invites an Editor, who sets a password, signs in, and is signed out once deactivated',
  async ({ page, browser, baseURL }) => {
    const email = `editor-${Date.now()}@e2e.test`;
    await openAdmin(page, '/admin/accounts');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Role', { exact: true }).selectOption('editor');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toastWith(page, `Invitation sent to ${email}.`)).toBeVisible();
    await expect(page.locator('li', { hasText: `${email} as Editor` })).toBeVisible();

    const path = await invitationLink(email);

    // The invitee, in a browser of their own.
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
    const invitee = await context.newPage();
    await invitee.goto(path);
    await expect(invitee.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
    await expect(invitee.getByText(email)).toBeVisible();
    expect(await axeViolations(invitee)).toEqual([]);
    // Too short: the page says so, nothing is created.
    await invitee.getByLabel('New password', { exact: true }).fill('short');
    await invitee.getByLabel('New password again').fill('short');
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(invitee.locator('#invite-error')).toHaveText('Use at least 12 characters.');
    await invitee.getByLabel('New password', { exact: true }).fill('an-editor-password-1');
    await invitee.getByLabel('New password again').fill('an-editor-password-1');
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
    await invitee.waitForURL((url) => url.pathname === '/admin');
    const nav = invitee.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Media' })).toBeVisible();
    await expect(invitee.getByRole('link', { name: 'Inquiries' })).toHaveCount(0);
    await expect(invitee.getByRole('link', { name: 'Team' })).toHaveCount(0);

    // The link is spent.
    await invitee.goto(path);
    await expect(invitee.getByText('This invitation has already been used.')).toBeVisible();

    // The Owner sees the account and deactivates it; the Editor's next request lands on the sign-in page.
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Editor');
    await page.getByRole('button', { name: `Deactivate ${email}` }).click();
    await expect(toastWith(page, `${email} is deactivated and signed out.`)).toBeVisible();
    await invitee.goto('/admin/media');
    await expect(invitee).toHaveURL(/\/admin-login/);
    // And a deactivated account cannot sign in again.
    await invitee.getByLabel('E-mail').fill(email);
    await invitee.getByLabel('Password').fill('an-editor-password-1');
    await invitee.getByRole('button', { name: 'Enter Dashboard' }).click();
    await expect(invitee.getByRole('alert').filter({ hasText: 'Incorrect e-mail or password' })).toBeVisible();
    await context.close();
  },
);

adminTest('the last active Owner cannot be demoted: the screen says why and nothing changes', async ({ page }) => {
  await openAdmin(page, '/admin/accounts');
  const own = page.getByRole('row', { name: new RegExp(adminEmail) });
  await own.getByLabel(`Role of ${adminEmail}`, { exact: true }).selectOption('editor');
  await own.getByRole('button', { name: `Change role of ${adminEmail}` }).click();
  await expect(toastWith(page, 'At least one active Owner must remain')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(`Role of ${adminEmail}`, { exact: true })).toHaveValue('owner');
  // Still the Owner: the screen still opens.
  await openAdmin(page, '/admin/accounts');
});
