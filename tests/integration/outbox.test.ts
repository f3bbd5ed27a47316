import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InquiryKind } from '@/lib/schemas/inquiries';
import { inquirySubject, senderName, type MailSettings } from '@/server/mail/message';
import { CLAIM_MS, retryDelayMs, smtpMailer, startOutbox, type Outbox } from '@/server/mail/outbox';
import {
  claimDueInquiry,
  createInquiry,
  findInquiryById,
  retryInquiry,
  retryingDeliveries,
} from '@/server/repositories/inquiries';
import { parseMessage, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture.mjs';
import { createTestDb, testDialects, type TestDb } from '../support/db';
import { dateFromToday } from '../support/dates';
import { freePort } from '../../scripts/free-port.mjs';

/** An event date that stays in the future whenever the suite runs. */
const inAYear = dateFromToday(365);

const settings: MailSettings = {
  to: 'inbox@test.example',
  from: 'site@test.example',
  siteName: 'Ngoma Entertainment',
  siteUrl: 'http://localhost',
};
const XSS = '<script>alert("x")</script>';

const samples: Record<InquiryKind, Record<string, string>> = {
  brand: {
    name: 'Thandi Brand',
    email: 'thandi@brand.example',
    company: `Acme ${XSS}`,
    budget: '$25k-$50k',
    message: `Hello\n${XSS}`,
  },
  promoter: { name: 'Pete Promoter', email: 'pete@promo.example', event_name: 'Summer Jam', message: 'A festival' },
  artist: {
    stage_name: 'DJ Nova',
    email: 'nova@artist.example',
    work_link: 'https://nova.example/mix',
    message: 'My work',
  },
  general: { name: 'Gina', email: 'gina@example.com', subject: 'Press\r\nBcc: victim@example.com', message: 'Hi' },
  booking: {
    name: 'Ben',
    email: 'ben@example.com',
    event_date: inAYear,
    location: 'Durban',
    budget: '$10k',
    message: 'Book',
    talent: 'Nomvula Khoza',
  },
  application: {
    name: 'Ann',
    email: 'ann@example.com',
    cv_link: 'https://ann.example/cv',
    message: 'Hire me',
    job: 'Booking Agent',
  },
};

const expectedSubjects: Record<InquiryKind, string> = {
  brand: `Brand Inquiry: Acme ${XSS}`,
  promoter: 'Promoter Inquiry: Summer Jam',
  artist: 'Artist Application: DJ Nova',
  general: 'General Inquiry: Press Bcc: victim@example.com',
  booking: 'Booking Request: Nomvula Khoza',
  application: 'Job Application: Booking Agent',
};

function queue(kind: InquiryKind, fields = samples[kind]) {
  return createInquiry({
    kind,
    name: senderName(kind, fields),
    email: fields.email!,
    phone: '',
    subject: inquirySubject(kind, fields),
    fields,
  });
}

function mailIn(dir: string) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => ({
      raw: fs.readFileSync(path.join(dir, f), 'utf8'),
      ...parseMessage(fs.readFileSync(path.join(dir, f), 'utf8')),
    }));
}

describe.each(testDialects)('mail outbox on %s', (dialect) => {
  let t: TestDb;
  let dir: string;
  let smtp: SmtpCapture | undefined;
  let outbox: Outbox | undefined;
  let clock: Date;
  const now = () => clock;

  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('inquiries').execute();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-mail-'));
    clock = new Date();
  });
  afterEach(async () => {
    await outbox?.stop();
    await smtp?.close();
    outbox = undefined;
    smtp = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends each of the six kinds with its subject, Reply-To, escaped HTML and a text part', async () => {
    smtp = await startSmtpCapture({ dir });
    const kinds = Object.keys(samples) as InquiryKind[];
    for (const kind of kinds) await queue(kind);
    outbox = startOutbox({ mailer: smtpMailer(`smtp://127.0.0.1:${smtp.port}`), settings, poll: false, now });
    expect(await outbox.drain()).toBe(6);

    const mail = mailIn(dir);
    expect(mail).toHaveLength(6);
    for (const [index, kind] of kinds.entries()) {
      const message = mail[index]!;
      const fields = samples[kind];
      expect(message.headers.subject).toBe(expectedSubjects[kind]);
      expect(message.headers['reply-to']).toContain(`<${fields.email}>`);
      expect(message.headers.to).toBe(settings.to);
      expect(message.headers.from).toContain(`<${settings.from}>`);
      expect(message.html).not.toContain('<script>');
      expect(message.text).toContain(fields.message!.split('\n')[0]!);
    }
    // No visitor line break reaches a header: the injected Bcc stays inside the subject.
    const general = mail[3]!;
    const headerBlock = general.raw.slice(0, general.raw.search(/\r?\n\r?\n/));
    expect(headerBlock).not.toMatch(/^Bcc:/im);
    expect(general.rawHeaders.subject).not.toMatch(/[\r\n]/);
    // HTML escaped, text verbatim.
    const brand = mail[0]!;
    expect(brand.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(brand.text).toContain(XSS);

    const rows = await t.db.selectFrom('inquiries').selectAll().execute();
    for (const row of rows) {
      expect(row.delivery_state).toBe('sent');
      expect(row.sent_at).toBeTruthy();
      expect(Number(row.attempts)).toBe(1);
    }
  });

  it('keeps a message while SMTP is down, backs off, and delivers it once the server is back', async () => {
    const port = await freePort();
    const inquiry = await queue('general', { ...samples.general, subject: 'While down' });
    outbox = startOutbox({ mailer: smtpMailer(`smtp://127.0.0.1:${port}`), settings, poll: false, now });

    expect(await outbox.drain()).toBe(1);
    let row = (await findInquiryById(inquiry.id))!;
    expect(row.delivery_state).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
    expect(new Date(row.next_attempt_at!).getTime()).toBe(clock.getTime() + retryDelayMs(1));
    expect(row.locked_until).toBeNull();

    // Not due yet: nothing is attempted.
    smtp = await startSmtpCapture({ dir, port });
    clock = new Date(clock.getTime() + 30_000);
    expect(await outbox.drain()).toBe(0);

    clock = new Date(clock.getTime() + 31_000);
    expect(await outbox.drain()).toBe(1);
    row = (await findInquiryById(inquiry.id))!;
    expect(row.delivery_state).toBe('sent');
    expect(row.attempts).toBe(2);
    expect(mailIn(dir).map((m) => m.headers.subject)).toEqual(['General Inquiry: While down']);
  });

  it('doubles the delay after each temporary (4xx) failure, capped at an hour', async () => {
    smtp = await startSmtpCapture({ dir, fail: 'temporary' });
    const inquiry = await queue('promoter');
    outbox = startOutbox({ mailer: smtpMailer(`smtp://127.0.0.1:${smtp.port}`), settings, poll: false, now });
    await outbox.drain();
    let row = (await findInquiryById(inquiry.id))!;
    expect(row.delivery_state).toBe('pending');
    expect(row.last_error).toContain('451');
    clock = new Date(row.next_attempt_at!);
    await outbox.drain();
    row = (await findInquiryById(inquiry.id))!;
    expect(row.attempts).toBe(2);
    expect(new Date(row.next_attempt_at!).getTime() - clock.getTime()).toBe(2 * 60_000);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
  });

  it('a refused delivery is listed for the dashboard after its first attempt, not only once it is given up', async () => {
    smtp = await startSmtpCapture({ dir, fail: 'temporary' });
    const inquiry = await queue('brand');
    expect(await retryingDeliveries()).toEqual([]);
    outbox = startOutbox({ mailer: smtpMailer(`smtp://127.0.0.1:${smtp.port}`), settings, poll: false, now });
    await outbox.drain();
    const listed = await retryingDeliveries();
    expect(listed.map((r) => [r.what, r.inquiry_id, r.attempts])).toEqual([['inquiry', inquiry.id, 1]]);
    expect(listed[0]!.last_error).toContain('451');
    expect(new Date(listed[0]!.next_attempt_at!).getTime()).toBe(clock.getTime() + retryDelayMs(1));
    // Delivered: off the list.
    smtp.state.fail = undefined;
    clock = new Date(clock.getTime() + retryDelayMs(1));
    await outbox.drain();
    expect(await retryingDeliveries()).toEqual([]);
  });

  it('gives up on temporary failures only after a day', async () => {
    smtp = await startSmtpCapture({ dir, fail: 'temporary' });
    const inquiry = await queue('promoter');
    outbox = startOutbox({ mailer: smtpMailer(`smtp://127.0.0.1:${smtp.port}`), settings, poll: false, now });
    clock = new Date(new Date(inquiry.created_at).getTime() + 23 * 3_600_000);
    await outbox.drain();
    expect((await findInquiryById(inquiry.id))!.delivery_state).toBe('pending');
    clock = new Date(new Date(inquiry.created_at).getTime() + 24 * 3_600_000 + 1);
    await outbox.drain();
    expect((await findInquiryById(inquiry.id))!.delivery_state).toBe('failed');
  });

  it("an admin's Retry gives an old inquiry a fresh day of retries", async () => {
    smtp = await startSmtpCapture({ dir, fail: 'temporary' });
    const inquiry = await queue('brand');
    outbox = startOutbox({ mailer: smtpMailer(`smtp://127.0.0.1:${smtp.port}`), settings, poll: false, now });
    const submitted = new Date(inquiry.created_at).getTime();
    clock = new Date(submitted + 2 * 24 * 3_600_000);
    await outbox.drain();
    expect((await findInquiryById(inquiry.id))!.delivery_state).toBe('failed');

    const retried = clock.getTime();
    expect(await retryInquiry(inquiry.id, clock)).toBeDefined();
    await outbox.drain();
    let row = (await findInquiryById(inquiry.id))!;
    expect(row).toMatchObject({ delivery_state: 'pending', attempts: 1 });
    clock = new Date(retried + 23 * 3_600_000);
    await outbox.drain();
    expect((await findInquiryById(inquiry.id))!.delivery_state).toBe('pending');
    clock = new Date(retried + 24 * 3_600_000 + 1);
    await outbox.drain();
    row = (await findInquiryById(inquiry.id))!;
    expect(row.delivery_state).toBe('failed');
    expect(row.last_error).toContain('451');
  });

  it('marks a permanent (5xx) failure failed at once, with the reason', async () => {
    smtp = await startSmtpCapture({ dir, fail: 'permanent' });
    const inquiry = await queue('artist');
    outbox = startOutbox({ mailer: smtpMailer(`smtp://127.0.0.1:${smtp.port}`), settings, poll: false, now });
    await outbox.drain();
    const row = (await findInquiryById(inquiry.id))!;
    expect(row.delivery_state).toBe('failed');
    expect(row.last_error).toContain('550');
    expect(row.next_attempt_at).toBeNull();
    expect(mailIn(dir)).toHaveLength(0);
    // Nothing more is attempted.
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await outbox.drain()).toBe(0);
  });

  it('a claimed message cannot be claimed again until its claim expires', async () => {
    await queue('general');
    const first = await claimDueInquiry(CLAIM_MS, clock);
    expect(first).toBeDefined();
    expect(await claimDueInquiry(CLAIM_MS, new Date(clock.getTime() + 1_000))).toBeUndefined();
    expect((await claimDueInquiry(CLAIM_MS, new Date(clock.getTime() + CLAIM_MS + 1)))?.id).toBe(first!.id);
  });

  it('several workers sharing the outbox send every message exactly once', async () => {
    smtp = await startSmtpCapture({ dir });
    const count = 12;
    for (let i = 0; i < count; i++) await queue('general', { ...samples.general, subject: `Parallel ${i}` });
    const workers = [1, 2, 3].map(() =>
      startOutbox({ mailer: smtpMailer(`smtp://127.0.0.1:${smtp!.port}`), settings, poll: false }),
    );
    await Promise.all(workers.map((w) => w.drain()));
    await Promise.all(workers.map((w) => w.stop()));
    const subjects = mailIn(dir).map((m) => m.headers.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    const states = await t.db.selectFrom('inquiries').select('delivery_state').execute();
    expect(states.every((s) => s.delivery_state === 'sent')).toBe(true);
  });

  it('the polling worker picks up new messages by itself and stops cleanly', async () => {
    smtp = await startSmtpCapture({ dir });
    outbox = startOutbox({ mailer: smtpMailer(`smtp://127.0.0.1:${smtp.port}`), settings, pollMs: 50 });
    await queue('brand');
    await expect.poll(() => mailIn(dir).length, { timeout: 5_000 }).toBe(1);
    await outbox.stop();
    outbox = undefined;
  });
});
