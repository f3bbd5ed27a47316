import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiryReference } from '@/lib/inquiry-reference';
import { FORM_META, inquiryFields, type InquiryKind } from '@/lib/schemas/inquiries';
import { seedDemoContent } from '@/server/db/seed';
import { demoJobPostings, demoTalent } from '@/server/db/seed-data';
import { csvCell, csvStream, inboxQueryString, parseInboxQuery } from '@/server/inquiries/inbox';
import { submitInquiry } from '@/server/inquiries/submit';
import {
  claimDueInquiry,
  findInquiryById,
  iterateInquiries,
  listInquiries,
  markInquiryHandled,
  recordDelivery,
  retryInquiry,
} from '@/server/repositories/inquiries';
import { checkFormToken, forgetTokenSecretForTests, issueFormToken, MIN_FILL_MS } from '@/server/security/honeypot';
import { resetEnvForTests } from '@/server/env';
import { createTestDb, testDialects, type TestDb } from '../support/db';
import { dateFromToday } from '../support/dates';

/** An event date that stays in the future whenever the suite runs. */
const inAYear = dateFromToday(365);

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

const valid: Record<InquiryKind, Record<string, string>> = {
  brand: {
    name: 'Thandi',
    email: 'thandi@brand.example',
    company: 'Acme',
    budget: '$25k-$50k',
    message: 'Launch campaign',
  },
  promoter: { name: 'Pete', email: 'pete@promo.example', event_name: 'Summer Jam', message: 'Festival' },
  artist: { stage_name: 'DJ Nova', email: 'nova@artist.example', work_link: 'https://nova.example', message: 'Mixes' },
  general: { name: 'Gina', email: 'gina@example.com', subject: 'Press', message: 'Hello' },
  booking: {
    name: 'Ben',
    email: 'ben@example.com',
    event_date: inAYear,
    location: 'Durban',
    budget: '$10k',
    message: 'Gala',
  },
  application: { name: 'Ann', email: 'ann@example.com', cv_link: 'https://ann.example/cv', message: 'Cover note' },
};

async function form(kind: string, values: Record<string, string>, extra: Record<string, string> = {}) {
  const data = new FormData();
  data.set(FORM_META.kind, kind);
  data.set(FORM_META.token, await issueFormToken(new Date(Date.now() - MIN_FILL_MS - 1_000)));
  data.set(FORM_META.honeypot, '');
  data.set('consent', 'on');
  for (const [key, value] of Object.entries({ ...values, ...extra })) data.set(key, value);
  return data;
}

describe.each(testDialects)('inquiry submissions on %s', (dialect) => {
  let t: TestDb;
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('inquiries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestDb(dialect);
    forgetTokenSecretForTests();
    await seedDemoContent(t.db);
  });
  afterAll(async () => {
    forgetTokenSecretForTests();
    await t.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('inquiries').execute();
  });

  it('stores each contact kind as pending with its subject and fields', async () => {
    const subjects = {
      brand: 'Brand Inquiry: Acme',
      promoter: 'Promoter Inquiry: Summer Jam',
      artist: 'Artist Application: DJ Nova',
      general: 'General Inquiry: Press',
    };
    for (const [kind, subject] of Object.entries(subjects)) {
      const outcome = await submitInquiry(await form(kind, valid[kind as InquiryKind]), { ip: freshIp() });
      expect(outcome).toMatchObject({ ok: true });
      const row = (await findInquiryById((outcome as { id: number }).id))!;
      expect(row).toMatchObject({ kind, subject, delivery_state: 'pending', attempts: 0 });
      expect(row.fields.consent).toBeUndefined();
      expect(row.fields.message).toBe(valid[kind as InquiryKind].message);
    }
    expect(await findInquiryById(1_000_000)).toBeUndefined();
  });

  it('bookings name the talent and applications the job (or the open application)', async () => {
    const talent = demoTalent[0]!;
    const job = demoJobPostings[0]!;
    const booking = await submitInquiry(await form('booking', valid.booking, { target: talent.slug }), {
      ip: freshIp(),
    });
    const row = (await findInquiryById((booking as { id: number }).id))!;
    expect(row.subject).toBe(`Booking Request: ${talent.name}`);
    expect(row.talent_id).toBeTypeOf('number');
    expect(row.fields.talent).toBe(talent.name);

    const application = await submitInquiry(await form('application', valid.application, { target: job.slug }), {
      ip: freshIp(),
    });
    const appRow = (await findInquiryById((application as { id: number }).id))!;
    expect(appRow.subject).toBe(`Job Application: ${job.title}`);
    expect(appRow.job_id).toBeTypeOf('number');

    const open = await submitInquiry(await form('application', valid.application, { target: 'general' }), {
      ip: freshIp(),
    });
    expect((await findInquiryById((open as { id: number }).id))!.subject).toBe('Job Application: Open application');

    const unknown = await submitInquiry(await form('booking', valid.booking, { target: 'nobody-here' }), {
      ip: freshIp(),
    });
    expect(unknown).toMatchObject({ ok: false, status: 400 });
    expect(await count()).toBe(3);
  });

  it('refuses an empty form with an error for every required field, storing nothing', async () => {
    for (const kind of Object.keys(valid) as InquiryKind[]) {
      const data = await form(kind, {});
      data.delete('consent');
      const outcome = await submitInquiry(data, { ip: freshIp() });
      expect(outcome.ok).toBe(false);
      if (outcome.ok) continue;
      expect(outcome.status).toBe(400);
      const required = inquiryFields[kind].filter((f) => f.required).map((f) => f.name);
      // An application needs a CV: a file or a link (neither is required on its own).
      if (kind === 'application') required.push('cv_link');
      expect(Object.keys(outcome.fieldErrors ?? {}).sort()).toEqual([...required, 'consent'].sort());
      expect(outcome.message).toBe('Please fix the highlighted fields.');
    }
    expect(await count()).toBe(0);
  });

  it('refuses malformed values: bad e-mail, non-http links, line breaks in one-liners, oversize fields', async () => {
    const cases: [InquiryKind, Record<string, string>, string][] = [
      ['general', { email: 'not-an-email' }, 'email'],
      ['artist', { work_link: 'javascript:alert(1)' }, 'work_link'],
      ['application', { cv_link: 'ftp://files.example/cv' }, 'cv_link'],
      ['general', { subject: 'Hi\r\nBcc: x@example.com' }, 'subject'],
      ['brand', { name: 'x'.repeat(121) }, 'name'],
      ['general', { message: 'y'.repeat(5001) }, 'message'],
      ['general', { message: 'nul \u0000 byte' }, 'message'],
      ['booking', { event_date: 'next tuesday' }, 'event_date'],
      ['booking', { event_date: '2020-01-31' }, 'event_date'],
    ];
    for (const [kind, override, field] of cases) {
      const target: Record<string, string> =
        kind === 'booking' ? { target: demoTalent[0]!.slug } : kind === 'application' ? { target: 'general' } : {};
      const outcome = await submitInquiry(await form(kind, { ...valid[kind], ...override }, target), { ip: freshIp() });
      expect(outcome, `${kind}.${field}`).toMatchObject({ ok: false, status: 400 });
      expect(outcome.ok ? {} : outcome.fieldErrors).toHaveProperty(field);
    }
    const unknownKind = await submitInquiry(await form('spam', valid.general), { ip: freshIp() });
    expect(unknownKind).toMatchObject({ ok: false, status: 400 });
    expect(await count()).toBe(0);
  });

  it('trims values and keeps multi-line messages', async () => {
    const outcome = await submitInquiry(
      await form('general', { ...valid.general, name: '  Gina  ', message: 'Line 1\r\nLine 2' }),
      { ip: freshIp() },
    );
    const row = (await findInquiryById((outcome as { id: number }).id))!;
    expect(row.name).toBe('Gina');
    expect(row.fields.message).toBe('Line 1\r\nLine 2');
  });

  it('sends a lead to the office of the country the visitor chose, before the phone number; checks the country', async () => {
    const submit = async (kind: InquiryKind, extra: Record<string, string>) => {
      const target: Record<string, string> = kind === 'booking' ? { target: demoTalent[0]!.slug } : {};
      return submitInquiry(await form(kind, { ...valid[kind], ...extra }, target), { ip: freshIp() });
    };
    const rowOf = async (outcome: Awaited<ReturnType<typeof submitInquiry>>) =>
      (await findInquiryById((outcome as { id: number }).id))!;
    // Based in Kenya with a South African phone: the country wins; stored by name for people to read.
    const kenya = await rowOf(await submit('general', { country: 'KE', phone: '+27 71 500 4620' }));
    expect([kenya.office, kenya.fields.country]).toEqual(['Nairobi', 'Kenya']);
    const booking = await rowOf(await submit('booking', { country: 'UG' }));
    expect([booking.office, booking.fields.country]).toEqual(['Nairobi', 'Uganda']);
    const nigeria = await rowOf(await submit('brand', { country: 'NG', phone: '+254 712 345 678' }));
    expect([nigeria.office, nigeria.fields.country]).toEqual(['Johannesburg', 'Nigeria']);
    // Not chosen: the phone number decides, and no empty country is stored.
    const none = await rowOf(await submit('promoter', { country: '', phone: '+254 712 345 678' }));
    expect([none.office, 'country' in none.fields]).toEqual(['Nairobi', false]);
    const before = await count();
    for (const country of ['XX', 'ke', 'Kenya', 'K\nE'])
      expect(await submit('general', { country }), country).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { country: expect.stringMatching(/listed options|at most 2|single line/) },
      });
    expect(await count()).toBe(before);
  });

  it('refuses bodies over the size limit', async () => {
    const outcome = await submitInquiry(await form('general', valid.general, { padding: 'z'.repeat(70_000) }), {
      ip: freshIp(),
    });
    expect(outcome).toMatchObject({ ok: false, status: 413 });
    expect(await count()).toBe(0);
  });

  it('a filled honeypot pretends success: kept flagged as spam, out of the inbox and the outbox', async () => {
    const outcome = await submitInquiry(
      await form('general', valid.general, { [FORM_META.honeypot]: 'http://spam.example' }),
      { ip: freshIp() },
    );
    expect(outcome).toMatchObject({ ok: true, id: null, receipt: { kind: 'general', reference: expect.any(String) } });
    expect(await count()).toBe(1);
    expect((await listInquiries()).total).toBe(0);
    const spam = await listInquiries({ spam: true });
    expect(spam.items.map((i) => [i.spam_reason, i.email])).toEqual([['honeypot', valid.general.email]]);
    expect(await claimDueInquiry(60_000)).toBeUndefined();
  });

  it('refuses forms sent faster than a person can type, and forged or missing stamps', async () => {
    const fast = await form('general', valid.general, {
      [FORM_META.token]: await issueFormToken(new Date(Date.now() - 500)),
    });
    const tooFast = await submitInquiry(fast, { ip: freshIp() });
    expect(tooFast).toMatchObject({ ok: false, status: 400 });
    expect(tooFast.ok ? '' : tooFast.message).toMatch(/quicker than we expected/);

    const [issuedAt, nonce] = (await issueFormToken(new Date(Date.now() - 60_000))).split('.');
    expect(await checkFormToken(`${issuedAt}.${nonce}.forged`)).toBe('invalid');
    expect(await checkFormToken(`${issuedAt}.forged`)).toBe('invalid');
    expect(await checkFormToken(undefined)).toBe('invalid');
    expect(await checkFormToken(await issueFormToken(new Date(Date.now() - 25 * 3_600_000)))).toBe('expired');
    const missing = await form('general', valid.general);
    missing.delete(FORM_META.token);
    expect(await submitInquiry(missing, { ip: freshIp() })).toMatchObject({ ok: false, status: 400 });
    // Only the one sent too fast is kept, as spam; forged and missing stamps are not.
    expect(await count()).toBe(1);
    expect((await listInquiries({ spam: true })).items.map((i) => i.spam_reason)).toEqual(['too-fast']);
  });

  const spamReasons = async () =>
    (await listInquiries({ spam: true }, { pageSize: 100 })).items.map((i) => i.spam_reason);
  const mailCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('mail_messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('to_address', 'like', '%@cgnat.example')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refused, too-fast, honeypot and expired attempts do not count: five valid ones after them all reach the inbox', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i++) {
      const bad = await submitInquiry(await form('general', { ...valid.general, email: 'thandi@brand' }), { ip });
      expect(bad).toMatchObject({ ok: false, status: 400 });
    }
    const fast = await form('general', valid.general, { [FORM_META.token]: await issueFormToken(new Date()) });
    expect(await submitInquiry(fast, { ip })).toMatchObject({ ok: false, status: 400 });
    const expired = await form('general', valid.general, {
      [FORM_META.token]: await issueFormToken(new Date(Date.now() - 25 * 3_600_000)),
    });
    expect(await submitInquiry(expired, { ip })).toMatchObject({ ok: false, status: 400 });
    expect(
      await submitInquiry(await form('general', valid.general, { [FORM_META.honeypot]: 'x' }), { ip }),
    ).toMatchObject({ ok: true });
    for (let i = 0; i < 5; i++) {
      const outcome = await submitInquiry(await form('general', { ...valid.general, email: `v${i}@ok.example` }), {
        ip,
      });
      expect(outcome, `valid submission ${i + 1}`).toMatchObject({ ok: true });
      expect((outcome as { id: number | null }).id, `valid submission ${i + 1} in the inbox`).toBeTypeOf('number');
    }
    expect((await listInquiries()).total).toBe(5);
    expect((await spamReasons()).sort()).toEqual(['honeypot', 'too-fast']);
  });

  it('carrier-grade NAT: 30 visitors behind one address in 15 minutes all reach the inbox or Spam, none refused', async () => {
    const ip = freshIp();
    const start = new Date();
    const outcomes = [];
    for (let i = 0; i < 30; i++) {
      const kind = i % 3 === 0 ? 'booking' : 'brand';
      const extra: Record<string, string> = kind === 'booking' ? { target: demoTalent[0]!.slug } : {};
      const data = await form(kind, { ...valid[kind], email: `visitor${i}@cgnat.example` }, extra);
      outcomes.push(await submitInquiry(data, { ip, now: new Date(start.getTime() + i * 29_000) }));
    }
    // Every visitor is told it was sent, as any visitor is; the sixth onwards waits in Spam.
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(await count()).toBe(30);
    expect((await listInquiries()).total).toBe(5);
    const held = await listInquiries({ spam: true }, { pageSize: 100 });
    expect(held.items.map((i) => i.spam_reason)).toEqual(Array(25).fill('rate-limit'));
    // Held, not mangled: the fields were validated, and consent and the talent are kept.
    const booking = held.items.find((i) => i.kind === 'booking')!;
    expect(booking).toMatchObject({ consent_version: expect.any(String), talent_id: expect.any(Number) });
    expect(booking.subject).toBe(`Booking Request: ${demoTalent[0]!.name}`);
    const emails = [...(await listInquiries({}, { pageSize: 100 })).items, ...held.items].map((i) => i.email).sort();
    expect(emails).toEqual(Array.from({ length: 30 }, (_, i) => `visitor${i}@cgnat.example`).sort());
    // Held submissions e-mail nobody: no acknowledgement, nothing in the outbox for the agency.
    expect(await mailCount()).toBe(5);
    const due = [];
    for (let row = await claimDueInquiry(60_000); row; row = await claimDueInquiry(60_000)) due.push(row.id);
    expect(due).toHaveLength(5);
    // Another address is unaffected.
    expect(await submitInquiry(await form('general', valid.general), { ip: freshIp() })).toMatchObject({
      ok: true,
      id: expect.any(Number),
    });
  });

  it('a held submission spends its form token, and only a flood beyond INQUIRY_HOLD_LIMIT is refused (token kept)', async () => {
    process.env.INQUIRY_RATE_LIMIT = '1/15m';
    process.env.INQUIRY_HOLD_LIMIT = '2/1d';
    resetEnvForTests();
    try {
      const ip = freshIp();
      expect(await submitInquiry(await form('general', valid.general), { ip })).toMatchObject({ ok: true });
      const held = await form('general', { ...valid.general, email: 'held@example.com' });
      expect(await submitInquiry(held, { ip })).toMatchObject({ ok: true, id: null });
      const replay = await submitInquiry(held, { ip });
      expect(replay).toMatchObject({ ok: false, status: 409 });
      expect(await submitInquiry(await form('general', valid.general), { ip })).toMatchObject({ ok: true, id: null });
      const refused = await form('general', { ...valid.general, email: 'later@example.com' });
      const outcome = await submitInquiry(refused, { ip });
      expect(outcome).toMatchObject({ ok: false, status: 429, retryAfterSeconds: expect.any(Number) });
      expect(outcome.ok ? '' : outcome.message).toMatch(/^Too many inquiries from your network\. Please try again in/);
      expect(await spamReasons()).toEqual(['rate-limit', 'rate-limit']);
      // The refused form was not spent: sent again from another network it goes through.
      expect(await submitInquiry(refused, { ip: freshIp() })).toMatchObject({ ok: true, id: expect.any(Number) });
    } finally {
      delete process.env.INQUIRY_RATE_LIMIT;
      delete process.env.INQUIRY_HOLD_LIMIT;
      resetEnvForTests();
    }
  });

  it('counts an IPv6 /64 as one network: the sixth submission from anywhere in it is held in Spam', async () => {
    for (let i = 1; i <= 5; i++) {
      const outcome = await submitInquiry(await form('general', valid.general), { ip: `2001:db8:abcd:12::${i}` });
      expect(outcome).toMatchObject({ ok: true, id: expect.any(Number) });
    }
    const sixth = await submitInquiry(await form('general', valid.general), { ip: '2001:db8:abcd:12:ffff::6' });
    expect(sixth).toMatchObject({ ok: true, id: null });
    expect(await spamReasons()).toEqual(['rate-limit']);
    // Kept spam is counted per /64 too.
    await submitInquiry(await form('general', valid.general, { [FORM_META.honeypot]: 'x' }), {
      ip: '2001:db8:abcd:13::1',
    });
    const keys = (await t.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
    expect(keys.filter((k) => k.includes('2001:db8:abcd:1'))).toEqual(
      expect.arrayContaining([
        'inquiry:2001:db8:abcd:12::/64',
        'held:2001:db8:abcd:12::/64',
        'spam:2001:db8:abcd:13::/64',
      ]),
    );
    expect(keys.filter((k) => /^(inquiry|spam|held):2001:db8:abcd:1[23]::\d/.test(k))).toEqual([]);
    expect(await submitInquiry(await form('general', valid.general), { ip: '2001:db8:abcd:14::1' })).toMatchObject({
      ok: true,
      id: expect.any(Number),
    });
  });

  it('a form token sends one inquiry: reused, even at the same time, it stores and mails nothing more', async () => {
    const acknowledgements = async () =>
      Number(
        (
          await t.db
            .selectFrom('mail_messages')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('to_address', '=', 'once@example.com')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const once = { ...valid.general, email: 'once@example.com' };
    const data = await form('general', once);
    // A refused submission does not spend the token: the visitor corrects the field and sends again.
    data.set('email', 'not-an-address');
    expect(await submitInquiry(data, { ip: freshIp() })).toMatchObject({ ok: false, status: 400 });
    data.set('email', once.email);
    const first = await submitInquiry(data, { ip: freshIp() });
    expect(first).toMatchObject({ ok: true });
    const again = await submitInquiry(data, { ip: freshIp() });
    const firstRow = (await findInquiryById((first as { id: number }).id))!;
    expect(again).toEqual({
      ok: false,
      status: 409,
      message: `This form has already been sent (reference ${inquiryReference(firstRow, 'Africa/Johannesburg')}). To send another inquiry, please reload the page.`,
    });
    expect(await count()).toBe(1);
    expect(await acknowledgements()).toBe(1);

    // Two instances sharing the database receive the same token at once: exactly one wins.
    const racing = await form('general', { ...valid.general, email: 'race@example.com' });
    const outcomes = await Promise.all([
      submitInquiry(racing, { ip: freshIp() }),
      submitInquiry(racing, { ip: freshIp() }),
    ]);
    expect(outcomes.map((o) => o.ok).sort()).toEqual([false, true]);
    expect(outcomes.find((o) => !o.ok)).toMatchObject({ status: 409 });
    expect(await count()).toBe(2);
  });
});

describe.each(testDialects)('inquiry inbox on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    forgetTokenSecretForTests();
    const kinds: InquiryKind[] = ['brand', 'general', 'general', 'promoter', 'artist'];
    for (const [i, kind] of kinds.entries()) {
      const general =
        i === 1 ? { name: '=HYPERLINK("http://evil")', subject: 'Formula' } : { subject: 'Say "hi", please' };
      const values = { ...valid[kind], ...(kind === 'general' ? general : {}) };
      await submitInquiry(await form(kind, values), { ip: freshIp() });
    }
    // One sent, one failed.
    const first = (await claimDueInquiry(60_000))!;
    await recordDelivery(first.id, first.locked_until!, { state: 'sent', at: new Date() });
    const second = (await claimDueInquiry(60_000))!;
    await recordDelivery(second.id, second.locked_until!, { state: 'failed', error: '550 Mailbox unavailable' });
  });
  afterAll(async () => {
    forgetTokenSecretForTests();
    await t.close();
  });

  it('lists every inquiry newest first, filtered by kind and state, paginated', async () => {
    const all = await listInquiries();
    expect(all.total).toBe(5);
    expect(all.items[0]!.kind).toBe('artist');
    expect((await listInquiries({ kind: 'general' })).total).toBe(2);
    expect((await listInquiries({ state: 'failed' })).items.map((i) => i.kind)).toEqual(['general']);
    expect((await listInquiries({ state: 'sent' })).items.map((i) => i.kind)).toEqual(['brand']);
    expect((await listInquiries({ kind: 'general', state: 'pending' })).total).toBe(1);
    const page2 = await listInquiries({}, { page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ page: 2, pageCount: 3, total: 5 });
    expect(page2.items).toHaveLength(2);
  });

  it('parses filters from the query and ignores unknown values', () => {
    expect(parseInboxQuery({ kind: 'brand', state: 'failed', page: '3' })).toEqual({
      filter: { kind: 'brand', state: 'failed' },
      page: 3,
    });
    expect(parseInboxQuery(new URLSearchParams('kind=drop table&state=lost&page=-1'))).toEqual({ filter: {}, page: 1 });
    expect(parseInboxQuery(new URLSearchParams('handled=open'))).toEqual({ filter: { handled: 'open' }, page: 1 });
    expect(parseInboxQuery({ handled: ['handled', 'open'], state: 'sent' })).toEqual({
      filter: { state: 'sent', handled: 'handled' },
      page: 1,
    });
    for (const unknown of ['yes', 'true', 'OPEN', ''])
      expect(parseInboxQuery({ handled: unknown })).toEqual({ filter: {}, page: 1 });
  });

  it('writes the filter back into the query string, round-tripping through the parser', () => {
    expect(inboxQueryString({})).toBe('');
    expect(inboxQueryString({ handled: 'open' })).toBe('?handled=open');
    expect(inboxQueryString({ kind: 'general', state: 'failed', handled: 'handled' }, 2)).toBe(
      '?kind=general&state=failed&handled=handled&page=2',
    );
    const query = inboxQueryString({ kind: 'brand', handled: 'open' }, 3);
    expect(parseInboxQuery(new URLSearchParams(query.slice(1)))).toEqual({
      filter: { kind: 'brand', handled: 'open' },
      page: 3,
    });
  });

  it('filters by handled: open rows have no handled_at, handled rows do; with kind and in the export', async () => {
    const all = await listInquiries();
    const general = all.items.filter((i) => i.kind === 'general');
    const brand = all.items.find((i) => i.kind === 'brand')!;
    // Mark two handled (one general, one brand), restoring the others' state afterwards.
    await markInquiryHandled(general[0]!.id);
    await markInquiryHandled(brand.id);
    try {
      const handled = await listInquiries({ handled: 'handled' });
      expect(handled.total).toBe(2);
      expect(handled.items.map((i) => i.id).sort()).toEqual([general[0]!.id, brand.id].sort());
      expect(handled.items.every((i) => i.handled_at)).toBe(true);

      const open = await listInquiries({ handled: 'open' });
      expect(open.total).toBe(3);
      expect(open.items.every((i) => i.handled_at === null)).toBe(true);
      expect(open.items.map((i) => i.id)).not.toContain(brand.id);
      expect(open.items.map((i) => i.kind)).toEqual(['artist', 'promoter', 'general']);

      expect((await listInquiries({ kind: 'general', handled: 'open' })).items.map((i) => i.id)).toEqual([
        general[1]!.id,
      ]);
      expect((await listInquiries({ kind: 'general', handled: 'handled' })).total).toBe(1);
      expect((await listInquiries({ kind: 'artist', handled: 'handled' })).total).toBe(0);
      expect((await listInquiries({ state: 'sent', handled: 'handled' })).items.map((i) => i.id)).toEqual([brand.id]);
      const openPage = await listInquiries({ handled: 'open' }, { page: 2, pageSize: 2 });
      expect(openPage).toMatchObject({ page: 2, pageCount: 2, total: 3 });
      expect(openPage.items).toHaveLength(1);
      expect((await listInquiries({})).total).toBe(5);

      const exported = async (filter: Parameters<typeof iterateInquiries>[0]) => {
        const ids: number[] = [];
        for await (const row of iterateInquiries(filter, 1)) ids.push(row.id);
        return ids;
      };
      expect(await exported({ handled: 'open' })).toEqual(open.items.map((i) => i.id));
      expect((await exported({ handled: 'handled' })).sort()).toEqual([general[0]!.id, brand.id].sort());
    } finally {
      await t.db
        .updateTable('inquiries')
        .set({ handled_at: null })
        .where('id', 'in', [general[0]!.id, brand.id])
        .execute();
    }
  });

  it('marks handled once, and retries only failed messages (attempts reset)', async () => {
    const failed = (await listInquiries({ state: 'failed' })).items[0]!;
    expect(await markInquiryHandled(failed.id)).toBeDefined();
    expect(await markInquiryHandled(failed.id)).toBeUndefined();
    expect((await findInquiryById(failed.id))!.handled_at).toBeTruthy();

    const sent = (await listInquiries({ state: 'sent' })).items[0]!;
    expect(await retryInquiry(sent.id)).toBeUndefined();
    expect(await retryInquiry(failed.id)).toBeDefined();
    expect(await findInquiryById(failed.id)).toMatchObject({
      delivery_state: 'pending',
      attempts: 0,
      last_error: null,
    });
    // Back to failed for the export test below.
    const claimed = (await claimDueInquiry(60_000))!;
    await recordDelivery(claimed.id, claimed.locked_until!, { state: 'failed', error: '550 Mailbox unavailable' });
  });

  it('exports the filtered inbox as RFC 4180 CSV with formulas neutralised', async () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", ok\nnext')).toBe('"say ""hi"", ok\nnext"');
    for (const risky of ['=1+1', '+27 10', '-2', '@SUM(A1)', '\tx'])
      expect(csvCell(risky)).toBe(`"'${risky.replace(/"/g, '""')}"`);
    expect(csvCell(null)).toBe('""');

    const read = async (stream: ReadableStream<Uint8Array>) =>
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
    const text = await read(csvStream(iterateInquiries({ kind: 'general' }, 1)));
    expect(text.startsWith('\uFEFF"id","received_at","kind"')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain('"General Inquiry: Say ""hi"", please"');
    expect(text).not.toContain('Acme');
    const everything = await read(csvStream(iterateInquiries({}, 2)));
    expect(everything.match(/\r\n"\d+",/g)).toHaveLength(5);
  });
});
