import 'server-only';
import { fieldLabel, KIND_LABELS, type InquiryKind } from '@/lib/schemas/inquiries';
import { inquiryReference } from '@/lib/inquiry-reference';
import { localeInfo } from '@/lib/i18n/locales.mjs';
import type { Inquiry } from '../repositories/inquiries';
import { formatSiteTime, siteTimeZone } from '../site-time';

/**
 * The e-mail for one stored inquiry. Every visitor value is HTML-escaped in the HTML part, and no
 * visitor text reaches a header with a line break in it (header injection): subjects and display
 * names are folded to one line here, and nodemailer encodes what is left.
 */

const SUBJECT_PREFIX: Record<InquiryKind, string> = {
  brand: 'Brand Inquiry',
  promoter: 'Promoter Inquiry',
  artist: 'Artist Application',
  general: 'General Inquiry',
  booking: 'Booking Request',
  application: 'Job Application',
};

/** The field whose value completes the subject, e.g. 'Brand Inquiry: {company}'. */
const SUBJECT_FIELD: Record<InquiryKind, string> = {
  brand: 'company',
  promoter: 'event_name',
  artist: 'stage_name',
  general: 'subject',
  booking: 'talent',
  application: 'job',
};

/** One line of header-safe text: control characters (CR, LF, tab, NUL…) become single spaces. */
export function oneLine(value: string, max = 200) {
  return value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

export function inquirySubject(kind: InquiryKind, fields: Record<string, string>) {
  return oneLine(`${SUBJECT_PREFIX[kind]}: ${fields[SUBJECT_FIELD[kind]] ?? ''}`, 250);
}

/** The name to show for the sender: artists give a stage name. */
export function senderName(kind: InquiryKind, fields: Record<string, string>) {
  return oneLine(kind === 'artist' ? (fields.stage_name ?? '') : (fields.name ?? ''), 120);
}

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);
}

/** Field order for display: the form's order, then anything else that was stored. */
export function displayFields(inquiry: Pick<Inquiry, 'kind' | 'fields'>) {
  const order = ['talent', 'job', ...Object.keys(inquiry.fields).filter((k) => k !== 'talent' && k !== 'job')];
  return order
    .filter((key) => key in inquiry.fields && key !== 'consent')
    .map((key) => ({ key, label: fieldLabel(inquiry.kind, key), value: inquiry.fields[key] ?? '' }));
}

export type MailSettings = { to: string; from: string; siteName: string; siteUrl: string };

export function buildInquiryMessage(inquiry: Inquiry, settings: MailSettings) {
  const rows = displayFields(inquiry).filter((f) => f.value !== '');
  const received = formatSiteTime(inquiry.created_at, 'long');
  const subject = oneLine(inquiry.subject, 250);
  const reference = inquiryReference(inquiry, siteTimeZone());
  const language = localeInfo(inquiry.locale ?? 'en').englishName;
  const text = [
    `${KIND_LABELS[inquiry.kind]} from the ${settings.siteName} website`,
    '',
    ...rows.map((f) => (f.value.includes('\n') ? `${f.label}:\n${f.value}\n` : `${f.label}: ${f.value}`)),
    '',
    `Received ${received} (reference ${reference}). Reply to this e-mail to answer ${inquiry.email}.`,
    // The visitor's language (decision 161): the answer is best written in it.
    `Language: ${language}${inquiry.locale && inquiry.locale !== 'en' ? ' (please answer in it)' : ''}`,
  ].join('\n');
  const cell = 'padding:6px 12px;border-bottom:1px solid #e7e5e4;vertical-align:top;text-align:left';
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5">
<h1 style="font-size:18px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(KIND_LABELS[inquiry.kind])} from the ${escapeHtml(settings.siteName)} website.</p>
<table style="border-collapse:collapse">
${rows
  .map(
    (f) =>
      `<tr><th style="${cell};white-space:nowrap">${escapeHtml(f.label)}</th><td style="${cell}">${escapeHtml(f.value).replace(/\r?\n/g, '<br>')}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="color:#78716c;font-size:12px">Received ${escapeHtml(received)} (reference ${escapeHtml(reference)}). Reply to this e-mail to answer ${escapeHtml(inquiry.email)}.</p>
<p style="color:#78716c;font-size:12px">Language: ${escapeHtml(language)}${inquiry.locale && inquiry.locale !== 'en' ? ' (please answer in it)' : ''}</p>
</body></html>`;
  return {
    to: settings.to,
    from: { name: oneLine(settings.siteName, 120), address: settings.from },
    replyTo: { name: oneLine(inquiry.name, 120), address: oneLine(inquiry.email, 254) },
    subject,
    text,
    html,
    headers: { 'X-Inquiry-Id': String(inquiry.id) },
  };
}
