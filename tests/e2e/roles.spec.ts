import { accountWithSession, deactivate, useSession } from './team-db';
import type { APIRequestContext } from '@playwright/test';
import {
  axeViolations,
  expect,
  expectMailTo,
  inquiryIdFor,
  mailTo,
  MIN_FILL_MS,
  openAdmin,
  randomClientIp,
  signedIn,
  test,
  toastWith,
  waitForHydration,
} from './fixtures';
import { invitationLink } from './invitations';

/*
 * Roles and the audit log (docs/decisions/137-roles-and-audit-log.md), as the people see them: an
 * Editor's admin has no lead screens, and opening one by its address, or its export, is refused; the
 * Owner reads who did what in the audit log, filters it without JavaScript and exports it; an account
 * deactivated in the database is signed out on its next request.
 */

test.use(signedIn);

test('an Editor has no lead screens; the Owner reads it in the audit log, filters and exports it', async ({
  browser,
  page,
}) => {
  const email = `editor-${Date.now()}@roles.example`;
  const editor = accountWithSession('editor', email);
  const context = await browser.newContext();
  try {
    await useSession(context, editor.token);
    const editorPage = await context.newPage();
    await openAdmin(editorPage, '/admin');
    const nav = editorPage.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Blog Posts' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Inquiries' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

    for (const address of ['/admin/inquiries', '/admin/audit', '/admin/inquiries/personal-data']) {
      await editorPage.goto(address);
      await expect(editorPage.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
    }
    const exported = await context.request.get('/admin/inquiries/export');
    expect(exported.status()).toBe(403);
    expect(await exported.json()).toEqual({ error: 'Your role does not allow this.' });

    // The Owner's audit log lists the refusal, by the Editor, from the filter (a plain GET form).
    await openAdmin(page, '/admin/audit');
    await page.getByLabel('Person', { exact: true }).selectOption(email);
    await page.getByLabel('Action', { exact: true }).selectOption('inquiry export');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/actor=/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Denied (role)');
    await expect(rows.nth(1)).toContainText(email);

    const csv = await page.request.get(`/admin/audit/export?actor=${encodeURIComponent(email)}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('"inquiry export"');
    expect(text).toContain('"denied"');

    // The Owner's export is not for the Editor.
    expect((await context.request.get('/admin/audit/export')).status()).toBe(403);

    // Deactivated: the next request finds no session.
    deactivate(editor.id);
    await editorPage.goto('/admin');
    await expect(editorPage).toHaveURL(/\/admin-login/);
  } finally {
    await context.close();
  }
});

test('an Agent works leads and reads content, but a content editor is not for its role', async ({ browser }) => {
  const agent = accountWithSession('agent', `agent-${Date.now()}@roles.example`);
  const context = await browser.newContext();
  try {
    await useSession(context, agent.token);
    const agentPage = await context.newPage();
    await openAdmin(agentPage, '/admin/inquiries');
    await expect(agentPage.getByRole('heading', { name: 'Inquiries' })).toBeVisible();
    await agentPage.goto('/admin/blog');
    await expect(agentPage.getByRole('heading', { name: 'Manage Blog Posts' })).toBeVisible();
    await agentPage.goto('/admin/blog/new');
    await expect(agentPage.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the Owner sees each change in the audit log with its outcome and address', async ({ page }) => {
  await openAdmin(page, '/admin/redirects');
  const from = `/audit-probe-${Date.now()}`;
  await page.getByLabel('From (a path on this site)').fill(from);
  await page.getByLabel('To (a path or https:// address)').fill('/about');
  await page.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByRole('cell', { name: from }).first()).toBeVisible();

  await page.goto('/admin/audit?action=add%20redirect');
  const first = page.getByRole('table').getByRole('row').nth(1);
  await expect(first).toContainText('add redirect');
  await expect(first).toContainText('Done');
  expect(await axeViolations(page)).toEqual([]);

  // Clean up: the probe redirect goes (and that is logged too).
  await openAdmin(page, '/admin/redirects');
  await page.getByRole('button', { name: `Delete the redirect from ${from}` }).click();
  await expect(page.getByRole('cell', { name: from })).toHaveCount(0);
});

/** A general inquiry posted as the contact form posts it (the phone number tells its office). */
async function sendGeneral(request: APIRequestContext, clientIp: string, values: Record<string, string>) {
  const html = await (await request.get('/contact')).text();
  const input = (html.match(/<input[^>]*>/g) ?? []).find(
    (tag) => tag.includes('name="form_token"') && tag.includes('form="inquiry-general"'),
  );
  const token = /value="([^"]+)"/.exec(input ?? '')?.[1];
  expect(token).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS));
  const response = await request.post('/contact/submit', {
    headers: { origin: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000', 'x-forwarded-for': clientIp },
    form: { kind: 'general', form_token: token!, consent: 'on', message: 'We need a band', ...values },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const id = inquiryIdFor(values.email!);
  expect(id).toBeTruthy();
  return id!;
}

test('an Agent of Nairobi hears of a Nairobi lead, works it, and finds no Johannesburg lead', async ({
  browser,
  page,
  request,
  clientIp,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const agentEmail = `nairobi-${stamp}@roles.example`;
  const agent = accountWithSession('agent', agentEmail, ['Nairobi']);
  const nairobiVisitor = `wanjiru-${stamp}@e2e.test`;
  const joburgVisitor = `thabo-${stamp}@e2e.test`;
  const nairobiLead = await sendGeneral(request, clientIp, {
    name: 'Wanjiru Kamau',
    email: nairobiVisitor,
    phone: '+254 712 345 678',
    subject: `Nairobi show ${stamp}`,
  });
  const joburgLead = await sendGeneral(request, clientIp, {
    name: 'Thabo Nkosi',
    email: joburgVisitor,
    phone: '+27 71 500 4620',
    subject: `Joburg show ${stamp}`,
  });

  // The new Nairobi lead is e-mailed to the Nairobi agent; the Johannesburg one (no agent) to INQUIRY_TO.
  await expectMailTo(agentEmail, `General Inquiry: Nairobi show ${stamp}`);
  await expectMailTo('inbox@e2e.test', `General Inquiry: Joburg show ${stamp}`);
  expect(mailTo(agentEmail, `General Inquiry: Joburg show ${stamp}`)).toEqual([]);

  const context = await browser.newContext();
  try {
    await useSession(context, agent.token);
    const agentPage = await context.newPage();
    await openAdmin(agentPage, `/admin/inquiries?q=${stamp}`);
    const table = agentPage.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: `Nairobi show ${stamp}` })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: `Joburg show ${stamp}` })).toHaveCount(0);

    // Works the Nairobi lead: a note, then takes it; "Assigned to me" lists it.
    expect((await agentPage.goto(`/admin/inquiries/${nairobiLead}`))?.status()).toBe(200);
    await expect(agentPage.getByRole('heading', { name: /Office: Nairobi/ })).toBeVisible();
    await agentPage.getByLabel('Note', { exact: true }).fill('Called back, wants a quote');
    await agentPage.getByRole('button', { name: 'Add note' }).click();
    await expect(toastWith(agentPage, 'Note added.')).toBeVisible();
    await agentPage.getByLabel('Assign to').selectOption({ label: agentEmail });
    await agentPage.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toastWith(agentPage, 'Lead assigned.')).toBeVisible();
    await expect(agentPage.getByText(`Assigned to ${agentEmail}`)).toBeVisible();
    expect(await axeViolations(agentPage)).toEqual([]);
    await agentPage.goto('/admin/inquiries?assigned=me');
    await expect(
      agentPage
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: `Nairobi show ${stamp}` }),
    ).toBeVisible();

    // The Johannesburg lead does not exist for this agent: the page (404, like an unknown lead's,
    // decided before the page streams), its file and the export.
    expect((await agentPage.goto('/admin/inquiries/999999999'))?.status()).toBe(404);
    const notFound = await agentPage.getByRole('heading', { level: 1 }).first().innerText();
    expect((await agentPage.goto(`/admin/inquiries/${joburgLead}`))?.status()).toBe(404);
    await expect(agentPage.getByRole('heading', { level: 1 }).first()).toHaveText(notFound);
    await expect(agentPage.getByText(`Joburg show ${stamp}`)).toHaveCount(0);
    expect((await context.request.get(`/admin/inquiries/${joburgLead}/files/1`)).status()).toBe(404);
    expect((await context.request.get('/admin/inquiries/export')).status()).toBe(403);
  } finally {
    await context.close();
  }

  // The Owner sees the lead's office and history, and the refused look in the audit log.
  await openAdmin(page, `/admin/inquiries/${nairobiLead}`);
  await expect(page.getByText(`Assigned to ${agentEmail}`)).toBeVisible();
  await page.goto(`/admin/audit?actor=${encodeURIComponent(agentEmail)}&action=${encodeURIComponent('view inquiry')}`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Denied (role)');
  await page.goto(`/admin/audit?actor=${encodeURIComponent(agentEmail)}&action=${encodeURIComponent('assign lead')}`);
  await expect(rows.nth(1)).toContainText('Done');
});

test('the Owner invites a Nairobi Agent by e-mail; it works a Nairobi lead, not a Johannesburg one, and is signed out once deactivated', async ({
  browser,
  page,
  request,
  clientIp,
  baseURL,
}) => {
  // A password hash, two browsers and two leads: well over 30 s on a busy machine.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const agentEmail = `invited-agent-${stamp}@roles.example`;
  await openAdmin(page, '/admin/accounts');
  await page.getByLabel('E-mail').fill(agentEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('agent');
  await page.getByRole('group', { name: 'Offices (for an agent)' }).getByLabel('Nairobi').check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toastWith(page, `Invitation sent to ${agentEmail}.`)).toBeVisible();
  const invitation = await invitationLink(agentEmail);

  const nairobiLead = await sendGeneral(request, clientIp, {
    name: 'Achieng Otieno',
    email: `achieng-${stamp}@e2e.test`,
    phone: '+254 722 000 111',
    subject: `Kisumu gala ${stamp}`,
  });
  const joburgLead = await sendGeneral(request, clientIp, {
    name: 'Lerato Dube',
    email: `lerato-${stamp}@e2e.test`,
    phone: '+27 82 000 1111',
    subject: `Soweto launch ${stamp}`,
  });

  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() } });
  try {
    const agentPage = await context.newPage();
    await agentPage.goto(invitation);
    await agentPage.getByLabel('New password', { exact: true }).fill('an-agent-password-12');
    await agentPage.getByLabel('New password again').fill('an-agent-password-12');
    await agentPage.getByRole('button', { name: 'Set password and sign in' }).click();
    await agentPage.waitForURL((url) => url.pathname === '/admin');

    // Its office's leads only; content can be read, not edited.
    await agentPage.goto(`/admin/inquiries?q=${stamp}`);
    const rows = agentPage.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: `Kisumu gala ${stamp}` })).toBeVisible();
    await expect(rows.filter({ hasText: `Soweto launch ${stamp}` })).toHaveCount(0);
    expect((await agentPage.goto(`/admin/inquiries/${joburgLead}`))?.status()).toBe(404);
    await agentPage.goto('/admin/talent/new');
    await expect(agentPage.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
    expect((await agentPage.goto(`/admin/inquiries/${nairobiLead}`))?.status()).toBe(200);
    await waitForHydration(agentPage);
    await agentPage.getByLabel('Note', { exact: true }).fill('Venue confirmed for the gala');
    await agentPage.getByRole('button', { name: 'Add note' }).click();
    await expect(toastWith(agentPage, 'Note added.')).toBeVisible();

    // Deactivated by the Owner: the Agent's next request lands on the sign-in page.
    await openAdmin(page, '/admin/accounts');
    await page.getByRole('button', { name: `Deactivate ${agentEmail}` }).click();
    await expect(toastWith(page, `${agentEmail} is deactivated and signed out.`)).toBeVisible();
    await agentPage.goto(`/admin/inquiries/${nairobiLead}`);
    await expect(agentPage).toHaveURL(/\/admin-login/);
  } finally {
    await context.close();
  }

  // The audit log has the Agent's acceptance and its note, and the Owner's invitation and deactivation.
  const rows = page.getByRole('table').getByRole('row');
  for (const action of ['accept invitation', 'add note']) {
    await page.goto(`/admin/audit?actor=${encodeURIComponent(agentEmail)}&action=${encodeURIComponent(action)}`);
    await expect(rows.nth(1), action).toContainText('Done');
  }
  for (const action of ['invite account', 'deactivate account']) {
    await page.goto(`/admin/audit?action=${encodeURIComponent(action)}`);
    await expect(rows.filter({ hasText: action }).first(), action).toContainText('Done');
  }
});
