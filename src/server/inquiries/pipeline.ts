import 'server-only';
import { createHash } from 'node:crypto';
import { readSiteSettings } from '@/server/repositories/site-settings';
import { env } from '../env';
import { logEvent } from '../log';
import { acknowledgementMessage, replyMessage } from '../mail/lead-messages';
import { findInquiryById, type Inquiry } from '../repositories/inquiries';
import {
  addOutsideReply,
  changeInquiryStatus,
  deleteExpiredLeads,
  deleteOldUnattachedMail,
  normaliseAddress,
  releaseSpam,
} from '../repositories/leads';
import { queueMailMessage } from '../repositories/mail-messages';
import { deleteAuditEntriesBefore } from '../repositories/audit-log';
import type { ReplyChannel } from '@/lib/schemas/leads';
import type { SiteSettings } from '@/lib/site-settings';
import { consumeRateLimit } from '../security/rate-limit';

/** Where a visitor's answer to our e-mails goes: REPLY_TO, else INQUIRY_TO, else the site's address. */
export function agencyReplyTo(siteEmail: string) {
  const config = env();
  return config.REPLY_TO ?? config.INQUIRY_TO ?? siteEmail;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The agency's contact lines the acknowledgement gives: its address and its offices' phones. */
function agencyContact(site: SiteSettings) {
  return [site.email, ...site.offices.map((office) => `${office.city}: ${office.phone}`)];
}

/**
 * The rate-limit key of one recipient: the normalised address, hashed, so the counter table (kept
 * a day) never holds a visitor's address in clear.
 */
function acknowledgementKey(email: string) {
  return `ack:${createHash('sha256').update(normaliseAddress(email)).digest('hex')}`;
}

/**
 * Queues the visitor's acknowledgement for an accepted inquiry, unless INQUIRY_ACKNOWLEDGE=0. The
 * address is whatever the sender typed, so the mail is bounded twice: one per recipient a day, and
 * INQUIRY_ACKNOWLEDGE_DAILY_LIMIT from all visitors together. Beyond either, the inquiry still
 * reaches the agency; only the acknowledgement is skipped (logged, without the address).
 */
export async function acknowledge(inquiry: Inquiry, now = new Date()) {
  const config = env();
  if (!config.INQUIRY_ACKNOWLEDGE || !inquiry.email) return undefined;
  const perRecipient = await consumeRateLimit(acknowledgementKey(inquiry.email), { limit: 1, windowMs: DAY_MS }, now);
  const withinDay =
    perRecipient.allowed &&
    (await consumeRateLimit('ack:all', { limit: config.INQUIRY_ACKNOWLEDGE_DAILY_LIMIT, windowMs: DAY_MS }, now))
      .allowed;
  if (!withinDay) {
    logEvent('inquiry.acknowledgement_skipped', {
      inquiryId: inquiry.id,
      reason: perRecipient.allowed ? 'daily-limit' : 'recipient-acknowledged-today',
    });
    return undefined;
  }
  const site = await readSiteSettings();
  return queueMailMessage(
    acknowledgementMessage(inquiry, {
      siteName: site.name,
      replyTo: agencyReplyTo(site.email),
      contact: agencyContact(site),
    }),
    now,
  );
}

/** The operator's reply: queued for the outbox; a New lead becomes Contacted. */
export async function replyToInquiry(
  id: number,
  { subject, body, author, now = new Date() }: { subject: string; body: string; author: string; now?: Date },
) {
  const inquiry = await findInquiryById(id);
  // Spam is answered only once released; a kept spam row may have no usable address at all.
  if (!inquiry || inquiry.spam_reason !== null || !inquiry.email) return undefined;
  const message = await queueMailMessage(
    replyMessage(inquiry, { subject, body, replyTo: agencyReplyTo((await readSiteSettings()).email), author }),
    now,
  );
  if (inquiry.status === 'new') await changeInquiryStatus(id, 'contacted', { author, now, reason: '' });
  return message;
}

/**
 * A reply the operator sent from their own mail app or WhatsApp (the site cannot send while e-mail
 * is off), recorded in the timeline with its text; like a reply sent from here, a New lead becomes
 * Contacted. False when there is no such lead.
 */
export async function recordOutsideReply(
  id: number,
  { channel, body, author, now = new Date() }: { channel: ReplyChannel; body: string; author: string; now?: Date },
) {
  if (!(await addOutsideReply(id, { channel, body, author, now }))) return false;
  const inquiry = await findInquiryById(id);
  if (inquiry?.status === 'new') await changeInquiryStatus(id, 'contacted', { author, now, reason: '' });
  return true;
}

/** 'Move to inbox': the kept spam becomes a lead, is e-mailed to the agency and acknowledged. */
export async function releaseFromSpam(id: number, now = new Date()) {
  const released = await releaseSpam(id, now);
  if (!released) return false;
  const inquiry = await findInquiryById(id);
  if (inquiry) await acknowledge(inquiry);
  return true;
}

/** The retention periods in force (the privacy page states the same numbers). */
export function retentionPeriods() {
  const { LEAD_RETENTION_MONTHS, SPAM_RETENTION_DAYS } = env();
  return { leadMonths: LEAD_RETENTION_MONTHS, spamDays: SPAM_RETENTION_DAYS };
}

/**
 * Deletes closed leads older than the retention period (counted from when they were closed) and
 * spam older than its period, then logs what went. Part of the housekeeping (background.ts).
 */
export async function applyRetention(now = new Date()) {
  const { leadMonths, spamDays } = retentionPeriods();
  const closedBefore = new Date(now);
  closedBefore.setUTCMonth(closedBefore.getUTCMonth() - leadMonths);
  const spamBefore = new Date(now.getTime() - spamDays * 24 * 60 * 60 * 1000);
  const leads = await deleteExpiredLeads({ closedBefore, spamBefore });
  const alerts = await deleteOldUnattachedMail(closedBefore);
  const auditMonths = env().AUDIT_RETENTION_MONTHS;
  const auditBefore = new Date(now);
  auditBefore.setUTCMonth(auditBefore.getUTCMonth() - auditMonths);
  const auditEntries = await deleteAuditEntriesBefore(auditBefore.toISOString());
  logEvent('retention.deleted', {
    closedLeads: leads.closed,
    spam: leads.spam,
    alerts,
    auditEntries,
    leadMonths,
    spamDays,
    auditMonths,
  });
  return { ...leads, alerts, auditEntries };
}
