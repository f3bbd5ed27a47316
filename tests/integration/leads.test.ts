import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiryReference } from '@/lib/inquiry-reference';
import { FORM_META } from '@/lib/schemas/inquiries';
import { eraseForm, statusChangeForm } from '@/lib/schemas/leads';
import { resetEnvForTests } from '@/server/env';
import { csvStream, parseInboxQuery } from '@/server/inquiries/inbox';
import { site } from '@/content/site';
import {
  acknowledge,
  applyRetention,
  recordOutsideReply,
  releaseFromSpam,
  replyToInquiry,
} from '@/server/inquiries/pipeline';
import { personalDataReport } from '@/server/inquiries/personal-data-report';
import { submitInquiry } from '@/server/inquiries/submit';
import type { MailSettings } from '@/server/mail/message';
import { startOutbox, type OutgoingMail } from '@/server/mail/outbox';
import {
  claimDueInquiry,
  findInquiryById,
  iterateInquiries,
  listInquiries,
  markInquiryHandled,
  recordDelivery,
} from '@/server/repositories/inquiries';
import {
  addInquiryNote,
  changeInquiryStatus,
  erasePersonalData,
  inquiryTimeline,
  leadStats,
  personalData,
  statusCounts,
} from '@/server/repositories/leads';
import { forgetTokenSecretForTests, issueFormToken, MIN_FILL_MS } from '@/server/security/honeypot';
import { createTestDb, testDialects, type TestDb } from '../support/db';

const settings: MailSettings = {
  to: 'agency@test.example',
  from: 'site@test.example',
  siteName: 'Ngoma Entertainment',
  siteUrl: 'http://localhost',
};

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter % 250}`;

async function general(values: Record<string, string>, extra: Record<string, string> = {}) {
  const data = new FormData();
  data.set(FORM_META.kind, 'general');
  data.set(FORM_META.token, await issueFormToken(new Date(Date.now() - MIN_FILL_MS - 1_000)));
  data.set(FORM_META.honeypot, '');
  data.set('consent', 'on');
  for (const [key, value] of Object.entries({ subject: 'Hello', message: 'A message', ...values, ...extra }))
    data.set(key, value);
  return data;
}

async function submit(values: Record<string, string>, extra: Record<string, string> = {}) {
  const outcome = await submitInquiry(await general(values, extra), { ip: freshIp() });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.id;
}

/** A mailer that keeps what it is given, or fails the way it is told. */
function recordingMailer() {
  const sent: OutgoingMail[] = [];
  const state: { fail?: (message: OutgoingMail) => Error | undefined } = {};
  return {
    sent,
    state,
    mailer: {
      send: async (message: OutgoingMail) => {
        const error = state.fail?.(message);
        if (error) throw error;
        sent.push(message);
      },
      close: () => {},
    },
  };
}

describe.each(testDialects)('leads on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    forgetTokenSecretForTests();
  });
  afterAll(async () => {
    forgetTokenSecretForTests();
    delete process.env.INQUIRY_ACKNOWLEDGE;
    resetEnvForTests();
    await t.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('mail_messages').execute();
    await t.db.deleteFrom('inquiry_events').execute();
    await t.db.deleteFrom('inquiries').execute();
    await t.db.deleteFrom('rate_limits').execute();
  });

  it('records consent; the acknowledgement carries the reference and none of the visitor text; INQUIRY_ACKNOWLEDGE=0 turns it off', async () => {
    const typed = {
      name: 'Prize Department <b>',
      email: 'zola@visitor.example',
      subject: 'URGENT account notice',
      message: 'Verify at https://phish.example/login within 24 hours. <script>x</script>',
    };
    const id = (await submit(typed))!;
    const inquiry = (await findInquiryById(id))!;
    expect(inquiry.consent_text).toMatch(/^I agree that Ngoma Entertainment may store and use my details/);
    expect(inquiry.consent_version).toBeTruthy();
    expect(inquiry.consent_at).toBeTruthy();
    const acks = await t.db.selectFrom('mail_messages').selectAll().execute();
    expect(acks).toHaveLength(1);
    const ack = acks[0]!;
    expect(ack).toMatchObject({ purpose: 'acknowledgement', to_address: 'zola@visitor.example', inquiry_id: id });
    expect(ack.subject).toBe('We received your general inquiry – Ngoma Entertainment');
    for (const part of [ack.text, ack.html]) {
      expect(part).toContain(`Reference: ${inquiryReference(inquiry, 'Africa/Johannesburg')}`);
      expect(part).toMatch(/Reference: NG-\d{4}-\d{5}/);
      expect(part).toContain('24–48 hours');
      expect(part).toContain(site.email);
      expect(part).toContain(site.offices[0].phone);
      for (const words of ['Prize', 'URGENT', 'account notice', 'phish.example', 'Verify', 'script'])
        expect(part, words).not.toContain(words);
    }
    expect(ack.subject).not.toMatch(/URGENT|Prize/);

    process.env.INQUIRY_ACKNOWLEDGE = '0';
    resetEnvForTests();
    try {
      await submit({ name: 'Quiet', email: 'quiet@visitor.example' });
      expect(await t.db.selectFrom('mail_messages').selectAll().execute()).toHaveLength(1);
    } finally {
      delete process.env.INQUIRY_ACKNOWLEDGE;
      resetEnvForTests();
    }
  });

  it('acknowledges one address once a day (normalised) and all visitors at most INQUIRY_ACKNOWLEDGE_DAILY_LIMIT a day; the inquiries all arrive', async () => {
    const acksTo = async (address: string) =>
      (await t.db.selectFrom('mail_messages').select('to_address').where('purpose', '=', 'acknowledgement').execute())
        .map((m) => m.to_address.toLowerCase())
        .filter((to) => to === address).length;
    const first = (await submit({ name: 'V', email: 'victim@visitor.example' }))!;
    await submit({ name: 'V', email: 'Victim@Visitor.EXAMPLE' });
    await submit({ name: 'V', email: 'victim@visitor.example', message: 'again' });
    expect(await acksTo('victim@visitor.example')).toBe(1);
    expect((await listInquiries({ q: 'victim@visitor.example' })).total).toBe(3);
    // The agency still gets every inquiry (the outbox's queue of inquiries is untouched).
    expect((await listInquiries({ state: 'pending' })).total).toBe(3);
    // A day later the same address is acknowledged again.
    const inquiry = (await findInquiryById(first))!;
    expect(await acknowledge(inquiry, new Date(Date.now() + 24 * 3_600_000 + 1_000))).toBeDefined();
    expect(await acksTo('victim@visitor.example')).toBe(2);

    await t.db.deleteFrom('rate_limits').execute();
    await t.db.deleteFrom('mail_messages').execute();
    process.env.INQUIRY_ACKNOWLEDGE_DAILY_LIMIT = '2';
    resetEnvForTests();
    try {
      for (const n of [1, 2, 3, 4]) await submit({ name: 'V', email: `visitor${n}@visitor.example` });
      const acks = await t.db.selectFrom('mail_messages').select('to_address').execute();
      expect(acks.map((m) => m.to_address).sort()).toEqual(['visitor1@visitor.example', 'visitor2@visitor.example']);
      expect((await listInquiries({ q: '@visitor.example' })).total).toBe(7);
      // The counters hold no address in clear.
      const keys = (await t.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key);
      expect(keys.filter((k) => k.startsWith('ack:'))).toHaveLength(5); // four recipients and the total
      expect(keys.join(' ')).not.toContain('visitor.example');
    } finally {
      delete process.env.INQUIRY_ACKNOWLEDGE_DAILY_LIMIT;
      resetEnvForTests();
    }
  });

  it('walks the pipeline with dated status changes, a Lost reason, notes and a timeline; counts and filters', async () => {
    const a = (await submit({ name: 'Amara Okafor', email: 'amara@visitor.example', message: 'Stadium tour' }))!;
    const b = (await submit({ name: 'Bongani', email: 'bongani@visitor.example', message: 'Corporate gala' }))!;
    expect(await statusCounts()).toEqual({ new: 2, contacted: 0, proposal: 0, won: 0, lost: 0 });

    const t1 = new Date(Date.now() + 1_000);
    expect(await changeInquiryStatus(a, 'contacted', { author: 'ops@test', now: t1 })).toBe(true);
    expect(await changeInquiryStatus(a, 'contacted')).toBe(false);
    expect(
      await addInquiryNote(a, 'Called, wants a quote', { author: 'ops@test', now: new Date(Date.now() + 2_000) }),
    ).toBe(true);
    expect(await addInquiryNote(999_999, 'nobody')).toBe(false);
    await changeInquiryStatus(a, 'proposal', { now: new Date(Date.now() + 3_000) });
    const t4 = new Date(Date.now() + 4_000);
    await changeInquiryStatus(a, 'won', { now: t4 });
    const won = (await findInquiryById(a))!;
    expect(won).toMatchObject({ status: 'won', status_changed_at: t4.toISOString() });
    expect(won.handled_at).toBeTruthy();

    await changeInquiryStatus(b, 'lost', { reason: 'Budget too small' });
    expect((await findInquiryById(b))!).toMatchObject({ status: 'lost', lost_reason: 'Budget too small' });
    // Lost needs a reason: the form refuses it without one.
    expect(statusChangeForm.safeParse({ id: '1', status: 'lost', reason: ' ' }).success).toBe(false);
    expect(statusChangeForm.safeParse({ id: '1', status: 'lost', reason: 'Went elsewhere' }).success).toBe(true);
    expect(statusChangeForm.safeParse({ id: '1', status: 'archived' }).success).toBe(false);

    const timeline = await inquiryTimeline(won);
    expect(timeline.map((e) => (e.type === 'status' ? `status:${e.status}` : e.type))).toEqual([
      'received',
      'email', // the acknowledgement
      'status:contacted',
      'note',
      'status:proposal',
      'status:won',
    ]);
    expect(await statusCounts()).toEqual({ new: 0, contacted: 0, proposal: 0, won: 1, lost: 1 });

    expect((await listInquiries({ status: 'won' })).items.map((i) => i.id)).toEqual([a]);
    expect((await listInquiries({ q: 'GALA' })).items.map((i) => i.id)).toEqual([b]);
    expect((await listInquiries({ q: 'amara@VISITOR' })).items.map((i) => i.id)).toEqual([a]);
    expect((await listInquiries({ q: 'Okafor' })).items.map((i) => i.id)).toEqual([a]);
    expect((await listInquiries({ q: '100%' })).total).toBe(0);
    expect((await listInquiries({ sort: 'oldest' })).items.map((i) => i.id)).toEqual([a, b]);
    expect((await listInquiries({ sort: 'name' })).items.map((i) => i.id)).toEqual([a, b]);
    await t.db.updateTable('inquiries').set({ name: 'zed' }).where('id', '=', a).execute();
    expect((await listInquiries({ sort: 'name' })).items.map((i) => i.id)).toEqual([b, a]);
    expect((await listInquiries()).items.map((i) => i.id)).toEqual([b, a]);
    expect((await listInquiries({ sort: 'status' })).items.map((i) => i.id)).toEqual([a, b]);
    expect(parseInboxQuery({ status: 'proposal', q: ' gala ', sort: 'oldest' }).filter).toEqual({
      status: 'proposal',
      q: 'gala',
      sort: 'oldest',
    });
    expect(parseInboxQuery({ status: 'archived', sort: 'random' }).filter).toEqual({});

    // The CSV carries the status, its date, the reason and the number of notes.
    const csv = await new Response(csvStream(iterateInquiries({}))).text();
    expect(csv).toContain('"status","status_changed_at","lost_reason","notes_count"');
    expect(csv).toMatch(/"Won","[^"]+","","1",/);
    expect(csv).toMatch(/"Lost","[^"]+","Budget too small","0",/);
  });

  it('Mark handled maps onto the pipeline: a New lead becomes Contacted', async () => {
    const id = (await submit({ name: 'Handled', email: 'handled@visitor.example' }))!;
    expect(await markInquiryHandled(id)).toBeDefined();
    expect((await findInquiryById(id))!).toMatchObject({ status: 'contacted' });
    expect((await listInquiries({ handled: 'handled' })).items.map((i) => i.id)).toEqual([id]);
    // Moving along the open stages keeps it handled; closing keeps it; reopening a closed lead clears it.
    await changeInquiryStatus(id, 'proposal');
    expect((await findInquiryById(id))!.handled_at).toBeTruthy();
    await changeInquiryStatus(id, 'lost', { reason: 'No budget' });
    expect((await findInquiryById(id))!.handled_at).toBeTruthy();
    await changeInquiryStatus(id, 'contacted');
    expect((await findInquiryById(id))!.handled_at).toBeNull();
  });

  it('a reply goes out from the site with Reply-To the agency, moves New to Contacted; a dead delivery alerts once', async () => {
    const id = (await submit({ name: 'Reply Me', email: 'replyme@visitor.example' }))!;
    const message = await replyToInquiry(id, {
      subject: 'About your event',
      body: 'Hi <there>\n\nYes.',
      author: 'ops@test',
    });
    expect(message).toMatchObject({ purpose: 'reply', to_address: 'replyme@visitor.example' });
    expect((await findInquiryById(id))!.status).toBe('contacted');

    const { mailer, sent, state } = recordingMailer();
    const outbox = startOutbox({ mailer, settings, poll: false });
    await outbox.drain();
    const reply = sent.find((m) => m.subject === 'About your event')!;
    expect(reply.to).toBe('replyme@visitor.example');
    expect(reply.from).toEqual({ name: 'Ngoma Entertainment', address: 'site@test.example' });
    expect(reply.replyTo).toBe(message!.reply_to);
    expect(reply.html).toContain('Hi &lt;there&gt;');
    expect(sent.map((m) => m.to).sort()).toEqual([
      'agency@test.example',
      'replyme@visitor.example',
      'replyme@visitor.example',
    ]);
    const timeline = await inquiryTimeline((await findInquiryById(id))!);
    const emails = timeline.flatMap((e) => (e.type === 'email' ? [e.message] : []));
    expect(emails.map((m) => [m.purpose, m.delivery_state])).toEqual([
      ['acknowledgement', 'sent'],
      ['reply', 'sent'],
    ]);

    // A permanent failure: the reply is dead, and the agency gets one alert (not one per message retry).
    sent.length = 0;
    state.fail = (m) =>
      m.to === 'agency@test.example' ? undefined : Object.assign(new Error('no such user'), { responseCode: 550 });
    await replyToInquiry(id, { subject: 'Second try', body: 'Hello again', author: 'ops@test' });
    await outbox.drain();
    await outbox.drain();
    const alerts = sent.filter((m) => m.subject.startsWith('Delivery failed'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to).toBe('agency@test.example');
    expect(alerts[0]!.text).not.toContain('replyme@visitor.example');
    await outbox.stop();
  });

  it('spam is kept out of the inbox and outbox, released with Move to inbox, and a flood is bounded', async () => {
    const honeypot = { [FORM_META.honeypot]: 'http://spam.example' };
    const outcome = await submitInquiry(
      await general({ name: 'Maybe Human', email: 'maybe@visitor.example' }, honeypot),
      {
        ip: freshIp(),
      },
    );
    expect(outcome).toMatchObject({ ok: true, id: null });
    const [spam] = (await listInquiries({ spam: true })).items;
    expect(spam).toMatchObject({ spam_reason: 'honeypot', email: 'maybe@visitor.example' });
    expect(await t.db.selectFrom('mail_messages').selectAll().execute()).toHaveLength(0);

    expect(await releaseFromSpam(spam!.id)).toBe(true);
    expect(await releaseFromSpam(spam!.id)).toBe(false);
    expect((await listInquiries()).items.map((i) => i.id)).toEqual([spam!.id]);
    const { mailer, sent } = recordingMailer();
    const outbox = startOutbox({ mailer, settings, poll: false });
    await outbox.drain();
    await outbox.stop();
    expect(sent.map((m) => m.to).sort()).toEqual(['agency@test.example', 'maybe@visitor.example']);

    // One address keeps at most SPAM_KEEP_LIMIT (20 a day by default); the rest is dropped.
    const ip = '203.0.113.77';
    for (let i = 0; i < 25; i++) {
      const data = await general({ name: `Bot ${i}`, email: `bot${i}@spam.example` }, honeypot);
      // The ordinary inquiry limit would stop the bot first; lift it to see the spam limit work.
      await t.db.deleteFrom('rate_limits').where('key', '=', `inquiry:${ip}`).execute();
      await submitInquiry(data, { ip });
    }
    expect((await listInquiries({ spam: true })).total).toBe(20);
  });

  it('erasing an e-mail address leaves no row holding it, in any table, and nothing else goes', async () => {
    const victim = 'Erase.Me@Visitor.example';
    const a = (await submit({ name: 'Erase Me', email: victim.toLowerCase(), message: 'Please call' }))!;
    const b = (await submit({ name: 'Other', email: 'keep@visitor.example', message: `My colleague ${victim} too` }))!;
    const keep = (await submit({ name: 'Keeper', email: 'keeper@visitor.example', message: 'Unrelated' }))!;
    await addInquiryNote(a, 'Spoke to them');
    await addInquiryNote(keep, `Cc ${victim.toLowerCase()} next time`);
    await addInquiryNote(keep, 'Budget approved');
    await replyToInquiry(a, { subject: 'Hello', body: 'Answer', author: 'ops@test' });

    const found = await personalData(victim);
    expect(found.inquiries.map((i) => i.id).sort()).toEqual([a, b].sort());
    // The note on the lead, the note elsewhere naming the address, and the reply's New → Contacted.
    expect(found.events.length).toBe(3);
    expect(found.messages.length).toBeGreaterThanOrEqual(3);
    expect(eraseForm.safeParse({ email: victim, confirm: 'other@x.example' }).success).toBe(false);
    expect(eraseForm.safeParse({ email: victim, confirm: victim.toUpperCase() }).success).toBe(true);

    await erasePersonalData(victim.toLowerCase());
    const needle = 'erase.me@visitor.example';
    for (const table of await t.db.introspection.getTables()) {
      if (table.name.startsWith('kysely_')) continue;
      const rows = await t.db
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      const holding = rows.filter((r) => JSON.stringify(r).toLowerCase().includes(needle));
      expect(holding, table.name).toEqual([]);
    }
    expect(await findInquiryById(keep)).toBeDefined();
    const kept = await inquiryTimeline((await findInquiryById(keep))!);
    expect(kept.filter((e) => e.type === 'note').map((e) => (e as { body: string }).body)).toEqual(['Budget approved']);
    expect(kept.some((e) => e.type === 'email')).toBe(true);
  });

  it('personal data matches the whole address only: ann@ never touches joann@ or ann@….organic.test', async () => {
    const ann = (await submit({ name: 'Ann', email: 'ann@example.org', message: 'Booking for Ann' }))!;
    const joann = (await submit({ name: 'Joann', email: 'joann@example.org', message: 'Write to joann@example.org' }))!;
    const organic = (await submit({ name: 'Ann Org', email: 'ann@example.organic.test', message: 'Hi' }))!;
    const quoting = (await submit({
      name: 'Colleague',
      email: 'colleague@example.net',
      message: 'Copy Ann (ann@example.org).',
    }))!;
    await addInquiryNote(joann, 'Joann asked to cc xjoann@example.org and ann@example.org.uk');
    await addInquiryNote(organic, 'Call ann@example.org.');
    await replyToInquiry(joann, { subject: 'Re: joann@example.org', body: 'Hi joann@example.org', author: 'ops@test' });

    const held = await personalData(' ANN@example.org ');
    expect(held.email).toBe('ann@example.org');
    expect(held.inquiries.map((i) => i.id)).toEqual([ann, quoting]);
    expect(held.inquiries.map((i) => i.email)).toEqual(['ann@example.org', 'colleague@example.net']);
    expect(held.messages.map((m) => m.to_address)).toEqual(['ann@example.org', 'colleague@example.net']);
    const [note] = held.events;
    expect(held.events).toHaveLength(1);
    expect(note).toMatchObject({ inquiry_id: organic, body: 'Call ann@example.org.' });
    // Each row says where it holds the address, as written there.
    expect(held.matches).toEqual([
      { table: 'inquiries', id: ann, where: 'sender e-mail', address: 'ann@example.org' },
      { table: 'inquiries', id: quoting, where: 'field “message”', address: 'ann@example.org' },
      { table: 'inquiry_events', id: note!.id, where: 'note', address: 'ann@example.org' },
      { table: 'mail_messages', id: held.messages[0]!.id, where: 'to', address: 'ann@example.org' },
      {
        table: 'mail_messages',
        id: held.messages[1]!.id,
        where: `belongs to inquiry #${quoting}`,
        address: 'ann@example.org',
      },
    ]);
    const others = async (email: string) => {
      const data = await personalData(email);
      return { inquiries: data.inquiries.length, events: data.events.length, messages: data.messages.length };
    };
    const joannBefore = await others('joann@example.org');
    const organicBefore = await others('ann@example.organic.test');
    expect(joannBefore).toEqual({ inquiries: 1, events: 2, messages: 2 }); // note, status change; ack, reply
    expect(organicBefore).toEqual({ inquiries: 1, events: 1, messages: 1 });

    expect(await erasePersonalData('ann@example.org')).toEqual({ inquiries: 2, events: 1, messages: 2, files: 0 });
    expect(await findInquiryById(ann)).toBeUndefined();
    expect(await findInquiryById(joann)).toBeDefined();
    expect(await findInquiryById(organic)).toBeDefined();
    expect(await others('joann@example.org')).toEqual(joannBefore);
    expect(await others('ann@example.organic.test')).toEqual({ ...organicBefore, events: 0 });
    expect((await personalData('ann@example.org')).matches).toEqual([]);
  });

  it('the retention job deletes expired rows and nothing else', async () => {
    const now = new Date();
    const monthsAgo = (m: number) => {
      const d = new Date(now);
      d.setUTCMonth(d.getUTCMonth() - m);
      return d.toISOString();
    };
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
    const make = async (name: string, set: Record<string, unknown>) => {
      const id = (await submit({ name, email: `${name.toLowerCase()}@visitor.example` }))!;
      await addInquiryNote(id, `note for ${name}`);
      await t.db.updateTable('inquiries').set(set).where('id', '=', id).execute();
      return id;
    };
    const expiredWon = await make('OldWon', {
      status: 'won',
      status_changed_at: monthsAgo(25),
      created_at: monthsAgo(30),
    });
    const expiredLost = await make('OldLost', { status: 'lost', status_changed_at: monthsAgo(24.5) });
    const recentWon = await make('RecentWon', {
      status: 'won',
      status_changed_at: monthsAgo(23),
      created_at: monthsAgo(30),
    });
    const oldOpen = await make('OldOpen', {
      status: 'proposal',
      status_changed_at: monthsAgo(30),
      created_at: monthsAgo(36),
    });
    const oldSpam = await make('OldSpam', { spam_reason: 'honeypot', created_at: daysAgo(31) });
    const newSpam = await make('NewSpam', { spam_reason: 'too-fast', created_at: daysAgo(29) });
    await t.db
      .updateTable('inquiries')
      .set({ status_changed_at: monthsAgo(25) })
      .where('id', '=', expiredLost)
      .execute();

    expect(await applyRetention(now)).toMatchObject({ closed: 2, spam: 1 });
    const left = (await t.db.selectFrom('inquiries').select('id').execute()).map((r) => r.id).sort();
    expect(left).toEqual([recentWon, oldOpen, newSpam].sort());
    const orphans = await t.db
      .selectFrom('inquiry_events')
      .select('inquiry_id')
      .where('inquiry_id', 'in', [expiredWon, expiredLost, oldSpam])
      .execute();
    expect(orphans).toEqual([]);
    const mailLeft = await t.db.selectFrom('mail_messages').select('inquiry_id').execute();
    expect(new Set(mailLeft.map((m) => m.inquiry_id))).toEqual(new Set([recentWon, oldOpen, newSpam]));
    expect(await t.db.selectFrom('inquiry_events').select('id').execute()).toHaveLength(3);
    // Running again deletes nothing more.
    expect(await applyRetention(now)).toMatchObject({ closed: 0, spam: 0 });
  });

  it('the dashboard figures: New, New for over 48 h, 12 weeks by kind, won/lost this quarter', async () => {
    const now = new Date();
    const fresh = (await submit({ name: 'Fresh', email: 'fresh@visitor.example' }))!;
    const stale = (await submit({ name: 'Stale', email: 'stale@visitor.example' }))!;
    await t.db
      .updateTable('inquiries')
      .set({ created_at: new Date(now.getTime() - 50 * 3_600_000).toISOString() })
      .where('id', '=', stale)
      .execute();
    const won = (await submit({ name: 'Won', email: 'won@visitor.example' }))!;
    await changeInquiryStatus(won, 'won');
    const stats = await leadStats(now);
    expect(stats.newCount).toBe(2);
    expect(stats.overdue.map((o) => o.id)).toEqual([stale]);
    expect(stats.wonThisQuarter).toBe(1);
    expect(stats.lostThisQuarter).toBe(0);
    expect(stats.weeks).toHaveLength(12);
    expect(stats.failedInquiries).toEqual([]);
    // A failed delivery shows on the dashboard (it has a Retry there).
    const claimed = (await claimDueInquiry(60_000))!;
    await recordDelivery(claimed.id, claimed.locked_until!, { state: 'failed', error: '550 No such user' });
    expect((await leadStats(now)).failedInquiries).toEqual([
      { id: claimed.id, subject: claimed.subject, last_error: '550 No such user' },
    ]);
    expect(stats.weeks.reduce((n, w) => n + w.counts.general, 0)).toBe(3);
    expect(stats.weeks.at(-1)!.counts.general).toBeGreaterThanOrEqual(1);
    void fresh;
  });

  it('a reply sent from the mail app or WhatsApp is recorded with its text; the report reads it out, escaped', async () => {
    const id = (await submit({
      name: 'Amani <b>Otieno</b>',
      email: 'amani@visitor.example',
      message: 'A <i>gala</i>',
    }))!;
    expect(
      await recordOutsideReply(id, { channel: 'whatsapp', body: 'Hi Amani,\n\n<b>Yes</b>', author: 'ops@test' }),
    ).toBe(true);
    expect(await recordOutsideReply(999_999, { channel: 'mail-app', body: 'Nobody', author: 'ops@test' })).toBe(false);
    const inquiry = (await findInquiryById(id))!;
    // Like a reply sent from here, it moves a New lead to Contacted.
    expect(inquiry.status).toBe('contacted');
    const timeline = await inquiryTimeline(inquiry);
    expect(timeline.filter((e) => e.type === 'reply')).toEqual([
      expect.objectContaining({ channel: 'whatsapp', body: 'Hi Amani,\n\n<b>Yes</b>', author: 'ops@test' }),
    ]);
    const held = await personalData('amani@visitor.example');
    expect(held.events.map((e) => e.type).sort()).toEqual(['reply-whatsapp', 'status']);
    const report = personalDataReport(held, site);
    expect(report).toContain('Personal data held about amani@visitor.example');
    expect(report).toContain('Our reply, sent on WhatsApp');
    expect(report).toContain('&lt;b&gt;Yes&lt;/b&gt;');
    expect(report).toContain('A &lt;i&gt;gala&lt;/i&gt;');
    expect(report).not.toMatch(/<b>|<i>|<script/);
  });
});
