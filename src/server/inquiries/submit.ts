import 'server-only';
import {
  FORM_META,
  inquiryFields,
  isInquiryKind,
  MAX_INQUIRY_BODY_BYTES,
  OPEN_APPLICATION_SLUG,
  type InquiryKind,
} from '@/lib/schemas/inquiries';
import { inquirySchemas } from '@/lib/schemas/inquiry-validation';
import { env } from '../env';
import { inquirySubject, oneLine, senderName } from '../mail/message';
import { createInquiry } from '../repositories/inquiries';
import { findActiveJobPostingBySlug } from '../repositories/job-postings';
import { findTalentBySlug } from '../repositories/talent';
import { checkFormToken, honeypotFilled } from '../security/honeypot';
import { consumeRateLimit } from '../security/rate-limit';

/**
 * One inquiry submission, shared by the server action (JavaScript path) and the POST route for
 * forms sent without JavaScript. Order matters: cheap refusals first, the rate limit before any
 * parsing a bot could use to probe, and nothing is stored unless everything passed.
 */

export const GENERIC_FAILURE = 'Something went wrong. Please try again.';
export const OPEN_APPLICATION_TITLE = 'Open application';

export type SubmitOutcome =
  | { ok: true; id: number | null }
  | {
      ok: false;
      status: 400 | 413 | 429;
      message: string;
      fieldErrors?: Record<string, string>;
      retryAfterSeconds?: number;
    };

/** Sum of the text a submission carries; files are never accepted. */
export function formSize(form: FormData) {
  let bytes = 0;
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string') return Infinity;
    bytes += Buffer.byteLength(key) + Buffer.byteLength(value);
  }
  return bytes;
}

function text(form: FormData, key: string) {
  const value = form.get(key);
  return typeof value === 'string' ? value : undefined;
}

export async function submitInquiry(
  form: FormData,
  { ip, now = new Date() }: { ip: string; now?: Date },
): Promise<SubmitOutcome> {
  if (formSize(form) > MAX_INQUIRY_BODY_BYTES) {
    return { ok: false, status: 413, message: 'Your message is too long. Please shorten it and try again.' };
  }
  const kind = text(form, FORM_META.kind);
  if (!isInquiryKind(kind)) return { ok: false, status: 400, message: GENERIC_FAILURE };

  const limit = await consumeRateLimit(`inquiry:${ip}`, env().INQUIRY_RATE_LIMIT, now);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return {
      ok: false,
      status: 429,
      retryAfterSeconds: limit.retryAfterSeconds,
      message: `Too many inquiries from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    };
  }

  // A bot filled the invisible field: it is told "sent", and nothing is kept or e-mailed.
  if (honeypotFilled(form)) return { ok: true, id: null };

  const token = await checkFormToken(form.get(FORM_META.token), now);
  if (token === 'too-fast') {
    return {
      ok: false,
      status: 400,
      message: 'That was quicker than we expected. Please take a moment to check your details, then send again.',
    };
  }
  if (token !== 'ok') {
    return { ok: false, status: 400, message: 'This form has expired. Please reload the page and send it again.' };
  }

  const values: Record<string, string | undefined> = {};
  for (const field of inquiryFields[kind]) values[field.name] = text(form, field.name);
  values.consent = text(form, 'consent');
  const parsed = inquirySchemas[kind].safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      fieldErrors[key] ??= issue.message;
    }
    return { ok: false, status: 400, message: 'Please check the highlighted fields.', fieldErrors };
  }
  const fields = parsed.data as Record<string, string>;
  delete fields.consent;

  const target = await resolveTarget(kind, text(form, FORM_META.target));
  if (!target) return { ok: false, status: 400, message: 'This page is out of date. Please reload it and send again.' };
  Object.assign(fields, target.fields);

  const inquiry = await createInquiry({
    kind,
    name: senderName(kind, fields),
    email: fields.email ?? '',
    phone: oneLine(fields.phone ?? '', 40),
    subject: inquirySubject(kind, fields),
    fields,
    talent_id: target.talentId,
    job_id: target.jobId,
  });
  return { ok: true, id: inquiry.id };
}

/** Bookings name a talent and applications a job (or the open application); the others nothing. */
async function resolveTarget(kind: InquiryKind, slug: string | undefined) {
  if (kind === 'booking') {
    const talent = slug ? await findTalentBySlug(slug.slice(0, 200)) : undefined;
    return talent ? { talentId: talent.id, jobId: null, fields: { talent: talent.name } } : undefined;
  }
  if (kind === 'application') {
    if (slug === OPEN_APPLICATION_SLUG) return { talentId: null, jobId: null, fields: { job: OPEN_APPLICATION_TITLE } };
    const job = slug ? await findActiveJobPostingBySlug(slug.slice(0, 200)) : undefined;
    return job ? { talentId: null, jobId: job.id, fields: { job: job.title } } : undefined;
  }
  return { talentId: null, jobId: null, fields: {} };
}
