import 'server-only';
import type { SiteSettings } from '@/lib/site-settings';
import { KIND_LABELS } from '@/lib/schemas/inquiries';
import { spamReasonLabel, STATUS_LABELS, type InquiryStatus } from '@/lib/schemas/leads';
import { formatSiteTime } from '@/server/site-time';
import type { InquiryRow } from '../db/schema';
import { displayFields, escapeHtml } from '../mail/message';
import { toInquiry } from '../repositories/inquiries';
import type { personalData } from '../repositories/leads';
import { retentionPeriods } from './pipeline';

type Held = Awaited<ReturnType<typeof personalData>>;

const PURPOSES = {
  acknowledgement: 'Our acknowledgement of your message',
  reply: 'Our reply',
  alert: 'Notice to the agency',
  invitation: 'Invitation to the admin',
} as const;
const DELIVERY = { pending: 'not sent yet', sending: 'being sent', sent: 'sent', failed: 'could not be delivered' };

const at = (iso: string | null | undefined) => (iso ? escapeHtml(formatSiteTime(iso)) : '—');
const paragraphs = (text: string) =>
  escapeHtml(text)
    .split(/\r?\n\r?\n/)
    .map((part) => `<p>${part.replace(/\r?\n/g, '<br>')}</p>`)
    .join('');

/**
 * Everything held about one e-mail address as a page a person can read, print or save as a PDF:
 * the answer to a subject access request (POPIA s23, Kenya DPA s26) beside the JSON and CSV exports,
 * which are for machines. Same rows as the JSON (personalData), in words: each message the person
 * sent with the consent they gave, what happened to it (stages, notes), and every e-mail that names
 * them. Self-contained (no scripts, no outside resources); every stored value is escaped.
 */
export function personalDataReport(held: Held, site: Pick<SiteSettings, 'name' | 'email'>, now = new Date()) {
  const { leadMonths, spamDays } = retentionPeriods();
  const eventsOf = (id: number) => held.events.filter((event) => event.inquiry_id === id);
  const messagesOf = (id: number | null) => held.messages.filter((message) => message.inquiry_id === id);
  const ownIds = new Set(held.inquiries.map((row) => row.id));
  const elsewhereEvents = held.events.filter((event) => !ownIds.has(event.inquiry_id));
  const elsewhereMessages = held.messages.filter((m) => m.inquiry_id === null || !ownIds.has(m.inquiry_id));

  const inquirySection = (row: InquiryRow) => {
    const inquiry = toInquiry(row);
    const fields = displayFields(inquiry)
      .filter((field) => field.value !== '')
      .map((field) => `<tr><th scope="row">${escapeHtml(field.label)}</th><td>${paragraphs(field.value)}</td></tr>`)
      .join('');
    const consent = inquiry.consent_at
      ? `<p>You agreed on ${at(inquiry.consent_at)} (wording version ${escapeHtml(inquiry.consent_version ?? '')}): “${escapeHtml(inquiry.consent_text ?? '')}”</p>`
      : '<p>No consent was recorded with this message.</p>';
    const state = inquiry.spam_reason
      ? `Held as possible spam (${escapeHtml(spamReasonLabel(inquiry.spam_reason))}).`
      : `Stage: ${escapeHtml(STATUS_LABELS[inquiry.status])}${inquiry.status === 'lost' && inquiry.lost_reason ? ` (${escapeHtml(inquiry.lost_reason)})` : ''}.`;
    const events = eventsOf(inquiry.id).map(eventItem).join('');
    const messages = messagesOf(inquiry.id).map(messageSection).join('');
    const files = held.attachments
      .filter((file) => file.inquiry_id === inquiry.id)
      .map(
        (file) =>
          `<li>${escapeHtml(file.file_name)} (${escapeHtml(file.content_type)}, ${Math.ceil(file.size / 1024)} KB)</li>`,
      )
      .join('');
    return `<section>
<h2>${escapeHtml(KIND_LABELS[inquiry.kind])} #${inquiry.id}: ${escapeHtml(inquiry.subject)}</h2>
<p>Received ${at(inquiry.created_at)} through the website. ${state}</p>
<table>${fields}</table>
${consent}
${files ? `<h3>Files you sent with it</h3><ul>${files}</ul>` : ''}
${events ? `<h3>What we recorded about it</h3><ul>${events}</ul>` : ''}
${messages ? `<h3>E-mails about it</h3>${messages}` : ''}
</section>`;
  };

  const elsewhere = elsewhereEvents.length + elsewhereMessages.length > 0;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="color-scheme" content="light">
<title>Personal data held about ${escapeHtml(held.email)} – ${escapeHtml(site.name)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#1c1917;background:#fff;max-width:48rem;margin:0 auto;padding:1.5rem;line-height:1.5}
h1{font-size:1.6rem;margin-bottom:.25rem}h2{font-size:1.2rem;margin-top:2rem;border-top:2px solid #e7e5e4;padding-top:1rem}h3{font-size:1rem;margin-top:1.25rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:.35rem .6rem;border-bottom:1px solid #e7e5e4}th{width:12rem;color:#57534e;font-weight:600}
td p,li p{margin:.2rem 0}.mail{border:1px solid #e7e5e4;border-radius:.5rem;padding:.5rem .9rem;margin:.6rem 0}.muted{color:#57534e;font-size:.9rem}
@media print{body{padding:0}.mail{break-inside:avoid}.screen-only{display:none}}
</style></head>
<body>
<h1>Personal data held about ${escapeHtml(held.email)}</h1>
<p class="muted">Prepared by ${escapeHtml(site.name)} (${escapeHtml(site.email)}) on ${at(now.toISOString())}, at the request of the person this address belongs to.</p>
<p class="screen-only muted">To keep a copy, print this page or save it as a PDF with your browser's Print command.</p>
<h2>Summary</h2>
<ul>
<li>${held.inquiries.length} message${held.inquiries.length === 1 ? '' : 's'} sent to us through the website</li>
<li>${held.events.length} entr${held.events.length === 1 ? 'y' : 'ies'} we recorded about them (stage changes and notes)</li>
<li>${held.messages.length} e-mail${held.messages.length === 1 ? '' : 's'} that name this address</li>
<li>${held.attachments.length} file${held.attachments.length === 1 ? '' : 's'} sent with those messages (a CV with a job application)</li>
</ul>
<p>We use these details only to answer and follow up your inquiries. We keep a closed inquiry for ${leadMonths} months after we close it; a message held as possible spam for ${spamDays} days. You may ask us to correct or erase them at ${escapeHtml(site.email)}.</p>
${held.inquiries.map(inquirySection).join('\n')}
${elsewhere ? `<section><h2>Elsewhere in our records</h2><p>Entries and e-mails that mention this address but belong to no message above.</p><ul>${elsewhereEvents.map(eventItem).join('')}</ul>${elsewhereMessages.map(messageSection).join('')}</section>` : ''}
</body></html>`;
}

function eventItem(event: Held['events'][number]) {
  const what =
    event.type === 'status'
      ? `Stage changed to ${escapeHtml(STATUS_LABELS[event.status as InquiryStatus] ?? String(event.status))}${event.body ? `: ${escapeHtml(event.body)}` : ''}`
      : event.type === 'note'
        ? `Note: ${paragraphs(event.body)}`
        : `Our reply, sent ${event.type === 'reply-whatsapp' ? 'on WhatsApp' : 'by e-mail'}: ${paragraphs(event.body)}`;
  return `<li>${at(event.created_at)}: ${what}</li>`;
}

function messageSection(message: Held['messages'][number]) {
  return `<div class="mail">
<p><strong>${escapeHtml(PURPOSES[message.purpose] ?? message.purpose)}</strong>, ${at(message.created_at)}, to ${escapeHtml(message.to_address)} (${DELIVERY[message.delivery_state]}${message.sent_at ? ` ${at(message.sent_at)}` : ''})</p>
<p>Subject: ${escapeHtml(message.subject)}</p>
${paragraphs(message.text)}
</div>`;
}
