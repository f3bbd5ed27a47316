import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryFromPhone, officeFor } from '@/lib/offices';
import type { MailSettings } from '@/server/mail/message';
import { startOutbox, type OutgoingMail } from '@/server/mail/outbox';
import { changeAdminAccount, createAdminUser, setAccountOffices } from '@/server/repositories/admin-users';
import { createInquiry, listInquiries, type LeadScope } from '@/server/repositories/inquiries';
import { assignInquiry, AssignmentRefused, inquiryTimeline, statusCounts } from '@/server/repositories/leads';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/* Offices of leads, the agents who see them, assignment and the e-mail of a new lead (decision 143). */

const offices = [
  { city: 'Johannesburg', countryCode: 'ZA' },
  { city: 'Nairobi', countryCode: 'KE' },
];

describe('the office rules', () => {
  it('takes the visitor’s choice of office first, then the country, then Johannesburg', () => {
    expect(officeFor({ choice: 'nairobi', phone: '+27 71 500 4620' }, offices)).toBe('Nairobi');
    expect(officeFor({ choice: 'Lagos' }, offices)).toBe('Johannesburg');
    for (const country of ['KE', 'UG', 'TZ', 'RW', 'BI', 'ET', 'SS', 'SO', 'CD', 'ke'])
      expect(officeFor({ country }, offices), country).toBe('Nairobi');
    for (const country of ['ZA', 'NG', 'GB', 'US', 'BW'])
      expect(officeFor({ country }, offices), country).toBe('Johannesburg');
    expect(officeFor({}, offices)).toBe('Johannesburg');
  });

  it('reads the country from an international phone number', () => {
    expect(countryFromPhone('+254 712 345 678')).toBe('KE');
    expect(countryFromPhone('00256-772-123456')).toBe('UG');
    expect(countryFromPhone('+27 (71) 500 4620')).toBe('ZA');
    expect(countryFromPhone('0712 345 678')).toBeUndefined();
    expect(countryFromPhone('')).toBeUndefined();
    expect(officeFor({ phone: '+250 788 000 000' }, offices)).toBe('Nairobi');
    expect(officeFor({ phone: '0712 345 678' }, offices)).toBe('Johannesburg');
  });

  it('follows the offices of the settings: a rule to an office that is not there falls back', () => {
    expect(officeFor({ country: 'KE' }, [{ city: 'Johannesburg', countryCode: 'ZA' }])).toBe('Johannesburg');
    expect(officeFor({ country: 'KE' }, [{ city: 'Cape Town', countryCode: 'ZA' }])).toBe('Cape Town');
    // An office in the visitor's own country wins over the rules.
    expect(officeFor({ country: 'UG' }, [...offices, { city: 'Kampala', countryCode: 'UG' }])).toBe('Kampala');
  });
});

describe.each(testDialects)('leads per office on %s', (dialect) => {
  let t: TestDb;
  let owner: number;
  let nairobiAgent: number;
  let joburgAgent: number;
  let nairobiLead: number;
  let joburgLead: number;
  const lead = (phone: string, extra: { officeChoice?: string; country?: string } = {}) =>
    createInquiry({
      kind: 'general',
      name: 'Wanjiru',
      email: 'wanjiru@example.org',
      phone,
      subject: 'General Inquiry: a show',
      fields: { message: 'Hello' },
      ...extra,
    });
  beforeAll(async () => {
    t = await createTestDb(dialect);
    owner = (await createAdminUser('owner@offices.example', 'x')).id;
    nairobiAgent = (await createAdminUser('nairobi@offices.example', 'x', 'agent', ['Nairobi'])).id;
    joburgAgent = (await createAdminUser('joburg@offices.example', 'x', 'agent', ['Johannesburg'])).id;
    // A deactivated Nairobi agent hears of nothing.
    const gone = await createAdminUser('gone@offices.example', 'x', 'agent', ['Nairobi']);
    await changeAdminAccount(gone.id, { active: false });
    nairobiLead = (await lead('+254 712 345 678')).id;
    joburgLead = (await lead('+27 71 500 4620')).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives each new lead its office and its office’s agents as the e-mail’s recipients', async () => {
    const rows = await t.db
      .selectFrom('inquiries')
      .select(['id', 'office', 'notify_to'])
      .where('id', 'in', [nairobiLead, joburgLead])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: nairobiLead, office: 'Nairobi', notify_to: 'nairobi@offices.example' },
      { id: joburgLead, office: 'Johannesburg', notify_to: 'joburg@offices.example' },
    ]);
    expect((await lead('', { officeChoice: 'Nairobi' })).office).toBe('Nairobi');
    expect((await lead('', { country: 'ET' })).office).toBe('Nairobi');
  });

  it('e-mails a new lead to its office’s agents through the outbox, to INQUIRY_TO when the office has none', async () => {
    await setAccountOffices(joburgAgent, []);
    const noAgent = (await lead('+27 82 000 0000')).id;
    await setAccountOffices(joburgAgent, ['Johannesburg']);
    const sent: OutgoingMail[] = [];
    const settings: MailSettings = {
      to: 'agency@test.example',
      from: 'site@test.example',
      siteName: 'Ngoma',
      siteUrl: 'http://x',
    };
    const outbox = startOutbox({
      mailer: { send: async (m) => void sent.push(m), close: () => undefined },
      settings,
      poll: false,
    });
    await outbox.drain();
    await outbox.stop();
    const recipients = sent.map((m) => m.to);
    expect(recipients).toContain('nairobi@offices.example');
    expect(recipients).toContain('joburg@offices.example');
    expect(recipients).toContain('agency@test.example');
    expect(recipients).not.toContain('gone@offices.example');
    const row = await t.db
      .selectFrom('inquiries')
      .select('notify_to')
      .where('id', '=', noAgent)
      .executeTakeFirstOrThrow();
    expect(row.notify_to).toBeNull();
  });

  it('lists to an agent only its offices’ leads, counts included; the Owner sees all', async () => {
    const nairobi: LeadScope = { userId: nairobiAgent, offices: ['Nairobi'] };
    const none: LeadScope = { userId: nairobiAgent, offices: [] };
    const all: LeadScope = { userId: owner, offices: null };
    const listed = (await listInquiries({}, { pageSize: 100 }, nairobi)).items;
    expect(listed.map((i) => i.office)).not.toContain('Johannesburg');
    expect(listed.map((i) => i.id)).toContain(nairobiLead);
    expect((await listInquiries({}, {}, none)).total).toBe(0);
    const everything = await listInquiries({}, { pageSize: 100 }, all);
    expect(everything.items.map((i) => i.id)).toEqual(expect.arrayContaining([nairobiLead, joburgLead]));
    expect((await statusCounts(nairobi)).new).toBe(listed.length);
    expect((await statusCounts(all)).new).toBe(everything.total);
  });

  it('assigns a lead to an agent of its office, records it, and lists it under “Assigned to me”', async () => {
    expect(await assignInquiry(nairobiLead, nairobiAgent, { author: 'owner@offices.example' })).toBe(true);
    await expect(assignInquiry(nairobiLead, joburgAgent)).rejects.toBeInstanceOf(AssignmentRefused);
    // The Owner may take any lead.
    expect(await assignInquiry(joburgLead, owner, { author: 'owner@offices.example' })).toBe(true);
    expect(await assignInquiry(nairobiLead, nairobiAgent)).toBe(false);
    const mine = await listInquiries({ assigned: 'me' }, {}, { userId: nairobiAgent, offices: ['Nairobi'] });
    expect(mine.items.map((i) => i.id)).toEqual([nairobiLead]);
    // Reassigned to nobody: in the timeline with who did it.
    expect(await assignInquiry(nairobiLead, null, { author: 'owner@offices.example' })).toBe(true);
    const timeline = await inquiryTimeline({ id: nairobiLead, created_at: '2000-01-01T00:00:00.000Z' });
    expect(timeline.filter((e) => e.type === 'assignment')).toEqual([
      expect.objectContaining({ body: 'nairobi@offices.example', author: 'owner@offices.example' }),
      expect.objectContaining({ body: '', author: 'owner@offices.example' }),
    ]);
    expect((await listInquiries({ assigned: 'me' }, {}, { userId: nairobiAgent, offices: ['Nairobi'] })).total).toBe(0);
  });
});
