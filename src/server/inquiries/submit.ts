import 'server-only';
import { z } from 'zod';
import { attributionOf, type Attribution } from '../analytics/classify';
import { entryPageOf } from '../analytics/pages';
import { readSiteSettings } from '@/server/repositories/site-settings';
import {
  CONSENT_VERSION,
  FORM_META,
  inquiryFields,
  inquiryUploads,
  isInquiryKind,
  MAX_INQUIRY_BODY_BYTES,
  OPEN_APPLICATION_SLUG,
  type InquiryKind,
} from '@/lib/schemas/inquiries';
import { inquirySchema } from '@/lib/schemas/inquiry-validation';
import type { Locale } from '@/lib/i18n/locales.mjs';
import { inquiryReference } from '@/lib/inquiry-reference';
import { siteTimeZone } from '@/server/site-time';
import { env } from '../env';
import { inquirySubject, oneLine, senderName } from '../mail/message';
import { claimFormToken, releaseFormToken, settleFormToken } from '../repositories/form-tokens';
import { createInquiry, findInquiryById, type Inquiry, type NewInquiry } from '../repositories/inquiries';
import { checkCvFile } from './cv-file';
import { consentIn, formLocale, localizedFields, localizedUpload, refusalIn, validationMessages } from './form-strings';
import { acknowledge } from './pipeline';
import type { Receipt } from './receipt';
import { findActiveJobPostingBySlug } from '../repositories/job-postings';
import { findTalentBySlug } from '../repositories/talent';
import { addressBucket } from '../security/address-bucket.mjs';
import { checkFormToken, formTokenUse, honeypotFilled } from '../security/honeypot';
import { consumeRateLimit } from '../security/rate-limit';
import { countryName } from '@/lib/countries';

/**
 * One inquiry submission, posted by the inquiry forms to the contact route, with and without
 * JavaScript. Order matters: cheap refusals first, then the spam checks and validation, and only a
 * submission that passed them all counts against its network's limit (decision 127). Over the limit
 * it is not refused: carrier-grade NAT puts many visitors behind one address, so it is kept in Spam
 * ('rate-limit', "held: many messages from this network") and the visitor is told it was sent.
 */

export const OPEN_APPLICATION_TITLE = 'Open application';

/**
 * `id`: the lead whose e-mail the outbox should send now (null for what is kept in Spam);
 * `receipt`: what the confirmation page may say, the reference of whatever row was stored.
 */
export type SubmitOutcome =
  | { ok: true; id: number | null; receipt: Receipt }
  | {
      ok: false;
      status: 400 | 409 | 413 | 429;
      message: string;
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
    };

/**
 * Sum of the text a submission carries. A file is accepted only in its kind's upload field (checked
 * apart, checkCvFile); a file anywhere else makes the submission too big.
 */
export function formSize(form: FormData, kind?: InquiryKind) {
  const upload = kind ? inquiryUploads[kind]?.name : undefined;
  let bytes = 0;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (key === upload) continue;
      return Infinity;
    }
    bytes += Buffer.byteLength(key) + Buffer.byteLength(value);
  }
  return bytes;
}

/** The file sent in the kind's upload field; an empty file input (no file chosen) is none. */
function uploadedFile(form: FormData, kind: InquiryKind) {
  const upload = inquiryUploads[kind];
  const values = upload ? form.getAll(upload.name) : [];
  if (values.length > 1) return 'several' as const;
  const value = values[0];
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : undefined;
}

function text(form: FormData, key: string) {
  const value = form.get(key);
  return typeof value === 'string' ? value : undefined;
}

export async function submitInquiry(
  form: FormData,
  { ip, now = new Date() }: { ip: string; now?: Date },
): Promise<SubmitOutcome> {
  // The form page's language (decision 161): every message here, the consent and the e-mails are in it.
  const locale = formLocale(text(form, FORM_META.locale));
  const t = refusalIn(locale);
  const tooLong = { ok: false, status: 413, message: t('refusals.tooLong') } as const;
  const kind = text(form, FORM_META.kind);
  if (!isInquiryKind(kind)) {
    if (formSize(form) > MAX_INQUIRY_BODY_BYTES) return tooLong;
    return { ok: false, status: 400, message: t('refusals.generic') };
  }
  if (formSize(form, kind) > MAX_INQUIRY_BODY_BYTES) return tooLong;

  // One IPv6 subscriber holds a whole /64: counting per address would give it endless buckets.
  const bucket = addressBucket(ip);

  // A bot filled the invisible field: it is told "sent"; the submission is kept in Spam (within
  // limits), not e-mailed, in case it was a person after all.
  if (honeypotFilled(form)) {
    const kept = await keepSpam(form, kind, 'honeypot', bucket, now, locale);
    return { ok: true, id: null, receipt: receiptFor(kind, kept, kept?.target) };
  }

  const token = form.get(FORM_META.token);
  const verdict = await checkFormToken(token, now);
  if (verdict === 'too-fast') {
    await keepSpam(form, kind, 'too-fast', bucket, now, locale);
    return { ok: false, status: 400, message: t('refusals.tooFast') };
  }
  if (verdict !== 'ok' || typeof token !== 'string') {
    return { ok: false, status: 400, message: t('refusals.expired') };
  }

  const values: Record<string, string | undefined> = {};
  for (const field of inquiryFields[kind]) values[field.name] = text(form, field.name);
  values.consent = text(form, 'consent');
  const parsed = inquirySchema(kind, localizedFields(kind, locale), validationMessages(locale)).safeParse(values);
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      fieldErrors[key] ??= issue.message;
    }
  }
  // An application's CV: a file checked by its bytes, or a link (inquiryUploads); one of the two, or both.
  const upload = localizedUpload(kind, locale);
  const file = uploadedFile(form, kind);
  const cv = file === 'several' || file === undefined ? undefined : await checkCvFile(file, locale);
  if (upload && file === 'several') fieldErrors[upload.name] = t('upload.several');
  if (upload && cv && !cv.ok) fieldErrors[upload.name] = cv.message;
  if (upload && !file && !values[upload.alternative]?.trim() && !fieldErrors[upload.alternative]) {
    fieldErrors[upload.alternative] = upload.missing;
  }
  if (!parsed.success || Object.keys(fieldErrors).length) {
    return { ok: false, status: 400, message: fieldErrorMessage(fieldErrors, locale), fieldErrors };
  }
  const fields = parsed.data as Record<string, string>;
  delete fields.consent;
  // The country a form offers is stored by name for people to read; the office rules take its code.
  const country = fields.country || undefined;
  if (country) fields.country = countryName(country) ?? country;
  else delete fields.country;
  if (cv?.ok) fields.cv_file = cv.summary;

  const target = await resolveTarget(kind, text(form, FORM_META.target));
  if (!target) return { ok: false, status: 400, message: t('refusals.outOfDate') };
  Object.assign(fields, target.fields);

  // Spent only now, once everything else passed: a visitor correcting a field keeps the same form.
  const use = formTokenUse(token);
  const claim = await claimFormToken(use.id, use.expiresAt, now);
  if (!claim.claimed) {
    const earlier = claim.inquiryId === null ? undefined : await findInquiryById(claim.inquiryId);
    return {
      ok: false,
      status: 409,
      message: earlier
        ? t('refusals.alreadySentReference', { reference: inquiryReference(earlier, siteTimeZone()) })
        : t('refusals.alreadySent'),
    };
  }
  const record = {
    kind,
    name: senderName(kind, fields),
    email: fields.email ?? '',
    phone: oneLine(fields.phone ?? '', 40),
    subject: inquirySubject(kind, fields),
    fields,
    talent_id: target.talentId,
    job_id: target.jobId,
    // The words the visitor saw and agreed to, in the form's language.
    consent: {
      text: consentIn(locale, (await readSiteSettings()).name),
      version: CONSENT_VERSION,
      at: now.toISOString(),
    },
    locale,
    attachments: cv?.ok ? [cv.attachment] : [],
    visit: visitOf(form),
    // The visitor's choice of office (a form may send one) or their country, checked by the form's
    // schema against the countries it offers (src/lib/offices.ts decides the office from them).
    officeChoice: text(form, 'office')?.slice(0, 60),
    country,
  };
  // Counted only now: a refused or spam-flagged attempt never uses up the network's allowance.
  if (!(await consumeRateLimit(`inquiry:${bucket}`, env().INQUIRY_RATE_LIMIT, now)).allowed) {
    let held: Awaited<ReturnType<typeof holdInSpam>>;
    try {
      held = await holdInSpam(record, bucket, now);
    } catch (error) {
      await releaseFormToken(use.id);
      throw error;
    }
    if (!held.ok) {
      await releaseFormToken(use.id);
      const minutes = Math.ceil(held.retryAfterSeconds / 60);
      return {
        ok: false,
        status: 429,
        retryAfterSeconds: held.retryAfterSeconds,
        message: t('refusals.rateLimited', { minutes }),
      };
    }
    await settleFormToken(use.id, held.inquiry.id);
    // No acknowledgement and no e-mail to the agency: 'Move to inbox' does both (decision 127).
    return { ok: true, id: null, receipt: receiptFor(kind, held.inquiry, target) };
  }
  let inquiry: Inquiry;
  try {
    inquiry = await createInquiry(record);
  } catch (error) {
    await releaseFormToken(use.id);
    throw error;
  }
  await settleFormToken(use.id, inquiry.id);
  await acknowledge(inquiry);
  return { ok: true, id: inquiry.id, receipt: receiptFor(kind, inquiry, target) };
}

/** The form-level message beside field errors: what to do, never "something went wrong". */
function fieldErrorMessage(fieldErrors: Record<string, string>, locale: Locale) {
  const t = refusalIn(locale);
  return Object.keys(fieldErrors).length === 1 ? t('refusals.fixField') : t('refusals.fixFields');
}

/** What the confirmation page may say: the reference of the stored row, and whom or what it is about. */
function receiptFor(
  kind: InquiryKind,
  stored: Pick<Inquiry, 'id' | 'created_at' | 'fields'> | undefined,
  target: Target | undefined,
): Receipt {
  return {
    kind,
    ...(stored ? { reference: inquiryReference(stored, siteTimeZone()) } : {}),
    ...(target?.talent ? { talent: target.talent } : {}),
    ...(kind === 'booking' && stored?.fields.event_date ? { eventDate: stored.fields.event_date } : {}),
    ...(target?.position ? { position: target.position } : {}),
  };
}

/**
 * Keeps a valid submission beyond its network's INQUIRY_RATE_LIMIT in Spam, for the operator to
 * move to the inbox. Bounded per network (INQUIRY_HOLD_LIMIT) and in total (SPAM_KEEP_GLOBAL_LIMIT,
 * counted apart from bot spam so a honeypot flood cannot crowd real visitors out); beyond both, the
 * visitor is asked to try later, the one case a valid submission is still refused.
 */
async function holdInSpam(
  record: Omit<NewInquiry, 'spam_reason'>,
  bucket: string,
  now: Date,
): Promise<{ ok: true; inquiry: Inquiry } | { ok: false; retryAfterSeconds: number }> {
  const config = env();
  const perNetwork = await consumeRateLimit(`held:${bucket}`, config.INQUIRY_HOLD_LIMIT, now);
  if (!perNetwork.allowed) return { ok: false, retryAfterSeconds: perNetwork.retryAfterSeconds };
  const overall = await consumeRateLimit('held:all', config.SPAM_KEEP_GLOBAL_LIMIT, now);
  if (!overall.allowed) return { ok: false, retryAfterSeconds: overall.retryAfterSeconds };
  return { ok: true, inquiry: await createInquiry({ ...record, spam_reason: 'rate-limit' }) };
}

/**
 * Keeps a submission the spam checks refused, flagged, for the Spam view: the visible fields cut to
 * their limits, nothing validated and nothing e-mailed. A flood is bounded twice (per client
 * address and in total, SPAM_KEEP_LIMIT / SPAM_KEEP_GLOBAL_LIMIT): beyond that it is dropped. A file
 * it carried is never kept. Returns the stored row and its talent or job, or undefined when dropped.
 */
async function keepSpam(
  form: FormData,
  kind: InquiryKind,
  reason: 'honeypot' | 'too-fast',
  bucket: string,
  now: Date,
  locale: Locale,
) {
  const config = env();
  if (!(await consumeRateLimit(`spam:${bucket}`, config.SPAM_KEEP_LIMIT, now)).allowed) return undefined;
  if (!(await consumeRateLimit('spam:all', config.SPAM_KEEP_GLOBAL_LIMIT, now)).allowed) return undefined;
  const fields: Record<string, string> = {};
  for (const field of inquiryFields[kind]) {
    const value = text(form, field.name)?.trim().slice(0, field.max);
    if (value) fields[field.name] = value.replace(/\u0000/g, '');
  }
  const target = await resolveTarget(kind, text(form, FORM_META.target));
  if (target) Object.assign(fields, target.fields);
  const consented = text(form, 'consent') === 'on';
  const inquiry = await createInquiry({
    kind,
    name: senderName(kind, fields),
    email: oneLine(fields.email ?? '', 254),
    phone: oneLine(fields.phone ?? '', 40),
    subject: inquirySubject(kind, fields),
    fields,
    talent_id: target?.talentId ?? null,
    job_id: target?.jobId ?? null,
    spam_reason: reason,
    consent: consented
      ? { text: consentIn(locale, (await readSiteSettings()).name), version: CONSENT_VERSION, at: now.toISOString() }
      : null,
    locale,
  });
  return { ...inquiry, target };
}

type Target = {
  talentId: number | null;
  jobId: number | null;
  fields: Record<string, string>;
  talent?: { name: string; slug: string };
  position?: string;
};

/**
 * The visit's first touch the form carried (hidden fields the page filled from its memory; decision
 * 148), bounded and classified like a page view's; null when there is none or ANALYTICS=0.
 */
function visitOf(form: FormData): Attribution | null {
  if (!env().ANALYTICS) return null;
  const parsed = visitFieldsSchema.safeParse({
    entry: text(form, FORM_META.visitEntry) ?? '',
    referrer: text(form, FORM_META.visitReferrer) ?? '',
  });
  if (!parsed.success || !parsed.data.entry) return null;
  return attributionOf(parsed.data, { ownHost: new URL(env().siteUrl).hostname, normalisePath: entryPageOf });
}

const visitFieldsSchema = z.object({ entry: z.string().max(1024), referrer: z.string().max(1024) });

/** Bookings name a talent and applications a job (or the open application); the others nothing. */
async function resolveTarget(kind: InquiryKind, slug: string | undefined): Promise<Target | undefined> {
  if (kind === 'booking') {
    const talent = slug ? await findTalentBySlug(slug.slice(0, 200)) : undefined;
    if (!talent) return undefined;
    const named = { name: talent.name, slug: talent.slug };
    return { talentId: talent.id, jobId: null, fields: { talent: talent.name }, talent: named };
  }
  if (kind === 'application') {
    if (slug === OPEN_APPLICATION_SLUG) {
      return { talentId: null, jobId: null, fields: { job: OPEN_APPLICATION_TITLE }, position: OPEN_APPLICATION_TITLE };
    }
    const job = slug ? await findActiveJobPostingBySlug(slug.slice(0, 200)) : undefined;
    return job ? { talentId: null, jobId: job.id, fields: { job: job.title }, position: job.title } : undefined;
  }
  return { talentId: null, jobId: null, fields: {} };
}
