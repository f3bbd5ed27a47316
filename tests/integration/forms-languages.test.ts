import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORM_META } from '@/lib/schemas/inquiries';
import { csvStream } from '@/server/inquiries/inbox';
import { submitInquiry } from '@/server/inquiries/submit';
import { buildInquiryMessage } from '@/server/mail/message';
import { findInquiryById, iterateInquiries } from '@/server/repositories/inquiries';
import { forgetTokenSecretForTests, issueFormToken, MIN_FILL_MS } from '@/server/security/honeypot';
import { resetEnvForTests } from '@/server/env';
import { createTestDb, testDialects, type TestDb } from '../support/db';

/*
 * Forms and leads in the visitor's language (docs/decisions/161-forms-and-leads-in-the-visitors-language.md):
 * a submission names its page's language; the validation, the stored consent, the lead's language
 * and the acknowledgement follow it.
 */

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter % 250}`;

async function general(values: Record<string, string>, extra: Record<string, string> = {}) {
  const data = new FormData();
  data.set(FORM_META.kind, 'general');
  data.set(FORM_META.token, await issueFormToken(new Date(Date.now() - MIN_FILL_MS - 1_000)));
  data.set(FORM_META.honeypot, '');
  data.set('consent', 'on');
  for (const [key, value] of Object.entries({
    name: 'Amélie',
    subject: 'Presse',
    message: 'Bonjour',
    ...values,
    ...extra,
  }))
    data.set(key, value);
  return data;
}

describe.each(testDialects)('forms in the visitor’s language on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
    forgetTokenSecretForTests();
    delete process.env.INQUIRY_ACKNOWLEDGE;
    resetEnvForTests();
  });
  afterAll(async () => {
    forgetTokenSecretForTests();
    await t.close();
  });
  beforeEach(async () => {
    await t.db.deleteFrom('mail_messages').execute();
    await t.db.deleteFrom('inquiries').execute();
    await t.db.deleteFrom('rate_limits').execute();
  });

  it('a French submission is stored as French, with the French consent, and acknowledged in French', async () => {
    const outcome = await submitInquiry(await general({ email: 'amelie@visitor.example' }, { locale: 'fr' }), {
      ip: freshIp(),
    });
    expect(outcome).toMatchObject({ ok: true });
    const inquiry = (await findInquiryById((outcome as { id: number }).id))!;
    expect(inquiry.locale).toBe('fr');
    expect(inquiry.consent_text).toBe(
      'J’accepte que Ngoma Entertainment conserve et utilise mes coordonnées pour répondre à cette demande, comme décrit dans la Politique de confidentialité.',
    );

    const [ack, ...others] = await t.db.selectFrom('mail_messages').selectAll().execute();
    expect(others).toHaveLength(0);
    expect(ack).toMatchObject({ purpose: 'acknowledgement', to_address: 'amelie@visitor.example' });
    expect(ack!.subject).toBe('Nous avons bien reçu votre demande – Ngoma Entertainment');
    expect(ack!.text).toMatch(/^Bonjour,\n\nMerci d’avoir contacté Ngoma Entertainment\./);
    expect(ack!.text).toMatch(/Référence : NG-\d{4}-\d{5}/);
    expect(ack!.text).toContain('24 à 48 heures');
    // The date in French: "le 27 novembre 2026 à 04:29".
    expect(ack!.text).toMatch(
      /le \d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}/,
    );
    expect(ack!.text).not.toMatch(/We received|Reference:/);

    // The agency reads English, told the lead's language; the export has it too.
    const mail = buildInquiryMessage(inquiry, {
      to: 'agency@test.example',
      from: 'site@test.example',
      siteName: 'Ngoma Entertainment',
      siteUrl: 'http://localhost',
    });
    expect(mail.text).toContain('Language: French (please answer in it)');
    const csv = await new Response(csvStream(iterateInquiries({}))).text();
    expect(csv).toContain('"office","language"');
    expect(csv).toMatch(/"French"\r\n$/);
  });

  it('refuses a French submission in French, field by field', async () => {
    const outcome = await submitInquiry(await general({ email: 'not-an-address', subject: '' }, { locale: 'fr' }), {
      ip: freshIp(),
    });
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      message: 'Corrigez les champs signalés.',
      fieldErrors: { email: 'Saisissez une adresse e-mail valide.', subject: 'Objet : champ obligatoire.' },
    });
    const noConsent = await general({ email: 'a@visitor.example' }, { locale: 'sw' });
    noConsent.delete('consent');
    expect(await submitInquiry(noConsent, { ip: freshIp() })).toMatchObject({
      ok: false,
      message: 'Tafadhali rekebisha sehemu iliyoonyeshwa.',
      fieldErrors: { consent: 'Tafadhali kubali Sera ya Faragha ili tuweze kushughulikia ombi lako.' },
    });
    expect(await t.db.selectFrom('inquiries').selectAll().execute()).toHaveLength(0);
  });

  it('an unknown or missing language is English, in words and in the record', async () => {
    const refused = await submitInquiry(await general({ email: 'x@visitor.example', subject: '' }, { locale: 'de' }), {
      ip: freshIp(),
    });
    expect(refused).toMatchObject({ fieldErrors: { subject: 'Subject is required.' } });
    const outcome = await submitInquiry(await general({ email: 'y@visitor.example' }), { ip: freshIp() });
    const inquiry = (await findInquiryById((outcome as { id: number }).id))!;
    expect(inquiry.locale).toBe('en');
    expect(inquiry.consent_text).toMatch(/^I agree that Ngoma Entertainment may store/);
    const [ack] = await t.db.selectFrom('mail_messages').selectAll().execute();
    expect(ack!.subject).toBe('We received your general inquiry – Ngoma Entertainment');
  });
});
