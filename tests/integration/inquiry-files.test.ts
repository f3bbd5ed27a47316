import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiryReference } from '@/lib/inquiry-reference';
import { FORM_META } from '@/lib/schemas/inquiries';
import { seedDemoContent } from '@/server/db/seed';
import { demoJobPostings, demoTalent } from '@/server/db/seed-data';
import { resetEnvForTests } from '@/server/env';
import { applyRetention } from '@/server/inquiries/pipeline';
import { confirmationPath, openReceipt } from '@/server/inquiries/receipt';
import { submitInquiry, type SubmitOutcome } from '@/server/inquiries/submit';
import { findInquiryById, listInquiries } from '@/server/repositories/inquiries';
import { findInquiryAttachment, listInquiryAttachments } from '@/server/repositories/inquiry-attachments';
import { changeInquiryStatus, erasePersonalData, personalData } from '@/server/repositories/leads';
import { forgetTokenSecretForTests, issueFormToken, MIN_FILL_MS } from '@/server/security/honeypot';
import { docxBytes, pdfBytes, zipBytes } from '../support/cv-files';
import { createTestDb, testDialects, type TestDb } from '../support/db';
import { dateFromToday } from '../support/dates';

/*
 * Issue 23 items 7 and 11: a job application's CV (checked by its bytes, stored with the lead,
 * private, erased and expired with it, listed in the personal-data export), and the receipt the
 * confirmation page shows (a reference derived from the row, signed, nothing of the visitor's).
 */

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter % 250}`;
const job = demoJobPostings[0]!;

async function application(values: Record<string, string> = {}, file?: File | File[]) {
  const data = new FormData();
  data.set(FORM_META.kind, 'application');
  data.set(FORM_META.target, job.slug);
  data.set(FORM_META.token, await issueFormToken(new Date(Date.now() - MIN_FILL_MS - 1_000)));
  data.set(FORM_META.honeypot, '');
  data.set('consent', 'on');
  for (const [key, value] of Object.entries({
    name: 'Amara',
    email: 'amara@applicant.example',
    message: 'Hi',
    ...values,
  }))
    data.set(key, value);
  for (const f of Array.isArray(file) ? file : file ? [file] : []) data.append('cv_file', f);
  return data;
}

const pdf = (name = 'Amara CV.pdf', bytes = pdfBytes()) => new File([bytes], name, { type: 'application/pdf' });
const stored = (outcome: SubmitOutcome) => {
  if (!outcome.ok || outcome.id === null) throw new Error(`not stored: ${JSON.stringify(outcome)}`);
  return outcome.id;
};
const fieldErrors = (outcome: SubmitOutcome) => (outcome.ok ? {} : (outcome.fieldErrors ?? {}));

describe.each(testDialects)('job application CVs on %s', (dialect) => {
  let t: TestDb;
  const attachmentCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('inquiry_attachments')
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
    await t.db.deleteFrom('inquiry_attachments').execute();
    await t.db.deleteFrom('mail_messages').execute();
    await t.db.deleteFrom('inquiry_events').execute();
    await t.db.deleteFrom('inquiries').execute();
    await t.db.deleteFrom('rate_limits').execute();
  });

  it('keeps a PDF with the lead: the type read from the bytes, a safe name, the size, no link needed', async () => {
    const bytes = pdfBytes();
    const id = stored(
      await submitInquiry(await application({}, pdf('../../etc/Amara\u202e CV.exe.pdf', bytes)), { ip: freshIp() }),
    );
    const lead = (await findInquiryById(id))!;
    expect(lead.fields.cv_link).toBe('');
    expect(lead.fields.cv_file).toMatch(/^Amara CV\.exe\.pdf \(PDF, 1 KB\)$/);
    const [file] = await listInquiryAttachments([id]);
    expect(file).toMatchObject({
      inquiry_id: id,
      purpose: 'cv',
      file_name: 'Amara CV.exe.pdf',
      content_type: 'application/pdf',
      size: bytes.length,
    });
    expect(file).not.toHaveProperty('bytes');
    const download = (await findInquiryAttachment(id, file!.id))!;
    expect(Buffer.compare(download.bytes, bytes)).toBe(0);
    // Another lead's id does not open it.
    expect(await findInquiryAttachment(id + 1, file!.id)).toBeUndefined();
  });

  it('keeps a .docx, whatever the browser called it; a link alone is enough too', async () => {
    const word = new File([docxBytes()], 'cv.docx', { type: 'application/octet-stream' });
    const id = stored(await submitInquiry(await application({}, word), { ip: freshIp() }));
    expect((await listInquiryAttachments([id]))[0]).toMatchObject({
      file_name: 'cv.docx',
      content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const renamed = new File([docxBytes()], 'resume.pdf', { type: 'application/pdf' });
    const other = stored(await submitInquiry(await application({}, renamed), { ip: freshIp() }));
    expect((await listInquiryAttachments([other]))[0]!.file_name).toBe('resume.docx');
    const linkOnly = stored(
      await submitInquiry(await application({ cv_link: 'https://amara.example/cv' }), { ip: freshIp() }),
    );
    expect(await listInquiryAttachments([linkOnly])).toEqual([]);
  });

  it('refuses what is not a PDF or a macro-free Word file, or too big, or several, beside the field; nothing stored', async () => {
    const cases: [string, File | File[], RegExp][] = [
      [
        'HTML named .pdf',
        new File(['<html><script>alert(1)</script>'], 'cv.pdf', { type: 'application/pdf' }),
        /PDF or a Word/,
      ],
      ['PNG named .docx', new File([Buffer.from('89504e470d0a1a0a', 'hex')], 'cv.docx'), /PDF or a Word/],
      ['a zip that is no Word file', new File([zipBytes({ 'cv.txt': 'hello' })], 'cv.docx'), /PDF or a Word/],
      ['a .docm renamed', new File([docxBytes({ 'word/vbaProject.bin': 'macro' })], 'cv.docx'), /PDF or a Word/],
      ['a truncated zip', new File([docxBytes().subarray(0, 60)], 'cv.docx'), /PDF or a Word/],
      ['over 5 MB', pdf('big.pdf', Buffer.concat([pdfBytes(), Buffer.alloc(5 * 1024 * 1024)])), /at most 5\.0 MB/],
      ['two files', [pdf(), pdf('second.pdf')], /one file/],
    ];
    for (const [label, file, message] of cases) {
      const outcome = await submitInquiry(await application({ cv_link: 'https://amara.example/cv' }, file), {
        ip: freshIp(),
      });
      expect(outcome, label).toMatchObject({ ok: false, status: 400, message: 'Please fix the highlighted field.' });
      expect(fieldErrors(outcome).cv_file, label).toMatch(message);
    }
    const neither = await submitInquiry(await application(), { ip: freshIp() });
    expect(fieldErrors(neither)).toEqual({ cv_link: 'Please attach your CV or give a link to it.' });
    // A file in any other form, or in another field, is refused as too big: only the CV field takes one.
    const general = new FormData();
    for (const [key, value] of (await application({ subject: 'Hi', cv_link: '' })).entries())
      if (typeof value === 'string') general.set(key, value);
    general.set(FORM_META.kind, 'general');
    general.set('cv_file', pdf());
    expect(await submitInquiry(general, { ip: freshIp() })).toMatchObject({ ok: false, status: 413 });
    const elsewhere = await application({}, pdf());
    elsewhere.set('message', pdf());
    expect(await submitInquiry(elsewhere, { ip: freshIp() })).toMatchObject({ ok: false, status: 413 });
    expect(await attachmentCount()).toBe(0);
    expect((await listInquiries({}, { pageSize: 100 })).total).toBe(0);
  });

  it('spam never keeps a file; a submission held over the network limit keeps it for Move to inbox', async () => {
    await submitInquiry(await application({ [FORM_META.honeypot]: 'x' }, pdf()), { ip: freshIp() });
    expect((await listInquiries({ spam: true })).total).toBe(1);
    expect(await attachmentCount()).toBe(0);

    process.env.INQUIRY_RATE_LIMIT = '1/15m';
    resetEnvForTests();
    try {
      const ip = freshIp();
      stored(await submitInquiry(await application({ cv_link: 'https://a.example/cv' }), { ip }));
      const held = await submitInquiry(await application({}, pdf()), { ip });
      expect(held).toMatchObject({ ok: true, id: null, receipt: { reference: expect.stringMatching(/^NG-/) } });
      const row = (await listInquiries({ spam: true })).items.find((i) => i.spam_reason === 'rate-limit');
      expect(await listInquiryAttachments([row!.id])).toHaveLength(1);
    } finally {
      delete process.env.INQUIRY_RATE_LIMIT;
      resetEnvForTests();
    }
  });

  it('is erased with the person, expired with the lead, and listed in the personal-data export', async () => {
    const id = stored(await submitInquiry(await application({}, pdf()), { ip: freshIp() }));
    const other = stored(
      await submitInquiry(await application({ email: 'someone@else.example' }, pdf('other.pdf')), { ip: freshIp() }),
    );
    const held = await personalData('AMARA@applicant.example');
    expect(held.attachments.map((a) => [a.inquiry_id, a.file_name])).toEqual([[id, 'Amara CV.pdf']]);
    expect(held.attachments[0]).not.toHaveProperty('bytes');
    expect(held.matches).toContainEqual({
      table: 'inquiry_attachments',
      id: held.attachments[0]!.id,
      where: `belongs to inquiry #${id}`,
      address: 'amara@applicant.example',
    });
    expect(await erasePersonalData('amara@applicant.example')).toMatchObject({ inquiries: 1, files: 1 });
    expect(await listInquiryAttachments([id])).toEqual([]);
    expect(await listInquiryAttachments([other])).toHaveLength(1);

    // Retention: a closed lead past the period goes with its file.
    await changeInquiryStatus(other, 'lost', { reason: 'Role filled' });
    const longAgo = new Date();
    longAgo.setUTCFullYear(longAgo.getUTCFullYear() - 5);
    await t.db
      .updateTable('inquiries')
      .set({ status_changed_at: longAgo.toISOString() })
      .where('id', '=', other)
      .execute();
    expect(await applyRetention()).toMatchObject({ closed: 1 });
    expect(await attachmentCount()).toBe(0);
  });
});

describe.each(testDialects)('the confirmation receipt on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    forgetTokenSecretForTests();
    await seedDemoContent(t.db);
  });
  afterAll(async () => {
    forgetTokenSecretForTests();
    await t.close();
  });

  it('carries the reference derived from the row, the talent and the date; nothing the visitor typed', async () => {
    const talent = demoTalent[0]!;
    const eventDate = dateFromToday(120);
    const data = new FormData();
    for (const [key, value] of Object.entries({
      [FORM_META.kind]: 'booking',
      [FORM_META.target]: talent.slug,
      [FORM_META.token]: await issueFormToken(new Date(Date.now() - MIN_FILL_MS - 1_000)),
      [FORM_META.honeypot]: '',
      consent: 'on',
      name: 'Private Person',
      email: 'private.person@visitor.example',
      phone: '+254 722 000111',
      event_date: eventDate,
      location: 'Secret venue',
      budget: '$10k',
      message: 'Confidential plans',
    }))
      data.set(key, value);
    const outcome = await submitInquiry(data, { ip: freshIp() });
    const id = stored(outcome);
    const row = (await findInquiryById(id))!;
    expect(inquiryReference(row, 'Africa/Johannesburg')).toMatch(
      new RegExp(`^NG-\\d{4}-${String(id).padStart(5, '0')}$`),
    );
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.receipt).toEqual({
      kind: 'booking',
      reference: inquiryReference(row, 'Africa/Johannesburg'),
      talent: { name: talent.name, slug: talent.slug },
      eventDate,
    });

    const path = await confirmationPath(outcome.receipt);
    expect(path).toMatch(/^\/contact\/thank-you\?r=[\w-]+\.[\w-]+$/);
    for (const secret of ['Private', 'private.person', '722', 'Secret', 'Confidential', '10k'])
      expect(decodeURIComponent(path)).not.toContain(secret);
    const token = path.split('?r=')[1]!;
    expect(await openReceipt(token)).toEqual(outcome.receipt);

    // Guessed, altered or foreign values open nothing.
    const [body, mac] = token.split('.');
    expect(await openReceipt(`${body}x.${mac}`)).toBeNull();
    expect(await openReceipt(`${body}.${mac!.slice(1)}A`)).toBeNull();
    expect(await openReceipt(inquiryReference(row, 'Africa/Johannesburg'))).toBeNull();
    expect(await openReceipt('')).toBeNull();
    expect(await openReceipt(undefined)).toBeNull();

    // The inbox finds the lead by the reference the visitor quotes.
    expect((await listInquiries({ q: inquiryReference(row, 'Africa/Johannesburg') })).items.map((i) => i.id)).toEqual([
      id,
    ]);
    expect((await listInquiries({ q: `#${id}` })).items.map((i) => i.id)).toEqual([id]);
  });
});
