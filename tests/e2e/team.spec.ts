import { adminEmail, adminTest, test, axeViolations, expect, openAdmin, randomClientIp, toastWith } from './fixtures';
import { invitationLink } from './invitations';
import { accountWithSession, deactivate, useSession } from './team-db';

/*
 * The team (docs/decisions/138-accounts-and-invitations.md), as the people see it: the Owner invites
 * an Editor from the Accounts screen, the e-mail arrives with a single-use link, the Editor chooses a
 * password and lands in an admin without lead screens; the Owner deactivates them and their next
 * request goes to the sign-in page. The last Owner cannot be demoted.
 */

adminTest(
  'the Owner invites an Editor, who sets a password, signs in, and is signed out once deactivated',
  async ({ page, browser, baseURL }) => {
    // Two password hashes and two browsers: over 30 s on a busy machine.
    test.setTimeout(60_000);
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
    expect((await invitee.goto(path))?.status()).toBe(200);
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

    // The link is spent: 410 Gone with the page that says so; a link naming no invitation is a 404.
    expect((await invitee.goto(path))?.status()).toBe(410);
    await expect(invitee.getByText('This invitation has already been used.')).toBeVisible();
    expect((await invitee.goto(`/admin-login/invite/${'A'.repeat(43)}`))?.status()).toBe(404);
    await expect(invitee.getByText('This invitation link is not valid.')).toBeVisible();
    expect((await context.request.get('/admin-login/invite/not-a-link')).status()).toBe(404);

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

test('an Editor sets a name and a bio on the profile screen, writes a post, and the post shows them', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const email = `writer-${stamp}@e2e.test`;
  const name = `Zawadi Njeri ${stamp}`;
  const bio = `Writes about live music in East Africa (${stamp}).`;
  const editor = accountWithSession('editor', email);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  try {
    await useSession(context, editor.token);
    const writer = await context.newPage();
    await openAdmin(writer, '/admin/account');
    const profile = writer.getByRole('region', { name: 'Profile' });
    // No name yet: refused with the reason, nothing saved.
    await profile.getByLabel('Name').fill(' ');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByRole('alert')).toContainText('Name: Please enter a name.');
    await profile.getByLabel('Name').fill(name);
    await profile.getByLabel('Short bio (optional)').fill(bio);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(toastWith(writer, 'Profile saved.')).toBeVisible();
    expect(await axeViolations(writer)).toEqual([]);

    const title = `Profile post ${stamp}`;
    await openAdmin(writer, '/admin/blog/new');
    const form = writer.getByTestId('content-editor');
    await form.getByLabel(/^Title/).fill(title);
    // A fresh browser opens long text in the visual editor (the shared session prefers Markdown). The
    // textarea shows until the editor has loaded and then hides: typing waits for the switch, or it
    // would wait on the hidden textarea (what failed on a slow machine).
    await expect(form.getByRole('button', { name: 'Visual', pressed: true })).toBeVisible();
    await form.getByRole('textbox', { name: 'Content' }).fill('A post with a real author.');
    await form.getByLabel('Publish this post?').check();
    await form.getByRole('button', { name: 'Save' }).click();
    const created = toastWith(writer, 'Post created successfully!');
    await expect(created).toBeVisible({ timeout: 20_000 });
    const href = (await created.getByRole('link', { name: /^View/ }).getAttribute('href'))!;
    const slug = href.replace(/^\/blog\//, '');

    // The public post, read without any cookie: the author's name in the byline, the bio below.
    const publicContext = await browser.newContext({ baseURL });
    const reader = await publicContext.newPage();
    expect((await reader.goto(`/blog/${slug}`))?.status()).toBe(200);
    await expect(reader.getByText(`By ${name}`)).toBeVisible();
    const about = reader.getByRole('region', { name: 'About the author' });
    await expect(about).toContainText(name);
    await expect(about).toContainText(bio);

    // A new name reaches the cached post at once (its author data is invalidated by tag).
    await openAdmin(writer, '/admin/account');
    await writer.getByRole('region', { name: 'Profile' }).getByLabel('Name').fill(`${name} K.`);
    await writer.getByRole('region', { name: 'Profile' }).getByRole('button', { name: 'Save profile' }).click();
    await expect(toastWith(writer, 'Profile saved.')).toBeVisible();
    await expect
      .poll(async () => (await (await publicContext.request.get(`/blog/${slug}`)).text()).includes(`${name} K.`))
      .toBe(true);
    await publicContext.close();
  } finally {
    await context.close();
    deactivate(editor.id);
  }
});

// Both change how many Owners there are: one after the other, never beside each other.
test.describe.serial('ownership', () => {
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

  adminTest('an Owner hands ownership to another account and becomes an Editor', async ({ browser, baseURL }) => {
    const stamp = Date.now().toString(36);
    const giverEmail = `giver-${stamp}@e2e.test`;
    const heirEmail = `heir-${stamp}@e2e.test`;
    const giver = accountWithSession('owner', giverEmail);
    const heir = accountWithSession('agent', heirEmail, ['Nairobi']);
    const context = await browser.newContext({ baseURL });
    try {
      await useSession(context, giver.token);
      const page = await context.newPage();
      await openAdmin(page, '/admin/accounts');
      await page.getByRole('button', { name: `Transfer ownership to ${heirEmail}` }).click();
      await expect(toastWith(page, `${heirEmail} is now the Owner; you are an Editor.`)).toBeVisible();
      // The giver is an Editor now: the Team screen is not for it.
      await page.goto('/admin/accounts');
      await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
      // The heir is the Owner.
      await useSession(context, heir.token);
      await openAdmin(page, '/admin/accounts');
      await expect(page.getByLabel(`Role of ${heirEmail}`, { exact: true })).toHaveValue('owner');
      await expect(page.getByLabel(`Role of ${giverEmail}`, { exact: true })).toHaveValue('editor');
    } finally {
      await context.close();
      // Only the harness's Owner stays active.
      deactivate(heir.id);
      deactivate(giver.id);
    }
  });
});
