import 'server-only';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales.mjs';
import type { MailMessageRow } from '../db/schema';
import type { NewMailMessage } from '../repositories/mail-messages';
import type { Inquiry } from '../repositories/inquiries';
import { inquiryReference } from '@/lib/inquiry-reference';
import { formatSiteTime, siteTimeZone } from '@/server/site-time';
import { escapeHtml, oneLine, type MailSettings } from './message';
import { formatterFor, translatorFor } from '../i18n/translate';

/**
 * The e-mails of the lead pipeline, rendered when queued (the timeline shows what was sent):
 * every visitor value is escaped in the HTML part and folded to one line in headers.
 */

const page = (body: string) => `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5">
${body}
</body></html>`;

const paragraphs = (text: string) =>
  text
    .split(/\r?\n\r?\n/)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * To the visitor, in the language of the form they sent (decision 161): a fixed text with the
 * reference, what happens next and how to reach the agency. It carries nothing the visitor typed
 * (no name, subject, message or link): the address is whatever the sender entered, so anything of
 * theirs in it would let anyone send their words from the agency's domain to a third party
 * (docs/decisions/115-acknowledgement-without-visitor-text.md).
 */
export function acknowledgementMessage(
  inquiry: Pick<Inquiry, 'id' | 'kind' | 'email' | 'created_at'> & { locale?: string },
  { siteName, replyTo, contact }: { siteName: string; replyTo: string; contact: string[] },
): NewMailMessage {
  const locale = isLocale(inquiry.locale) ? inquiry.locale : DEFAULT_LOCALE;
  const t = translatorFor(locale, 'Emails');
  // English keeps the site's own format; the others Intl's, in the agency's time zone.
  const received =
    locale === DEFAULT_LOCALE
      ? formatSiteTime(inquiry.created_at, 'long')
      : formatterFor(locale).dateTime(new Date(inquiry.created_at), {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: siteTimeZone(),
        });
  const what = t(`kinds.${inquiry.kind}`);
  const blocks = [
    t('hello'),
    t('thanks', { site: siteName, what, received }),
    t('reference', { reference: inquiryReference(inquiry, siteTimeZone()) }),
    t('next', { within: t('within') }),
    `${t('contact')}\n${contact.join('\n')}`,
    t('ignore'),
    siteName,
  ];
  return {
    inquiry_id: inquiry.id,
    purpose: 'acknowledgement',
    to_address: inquiry.email,
    reply_to: replyTo,
    subject: oneLine(t('ackSubject', { what, site: siteName }), 250),
    text: blocks.join('\n\n'),
    html: page(paragraphs(blocks.join('\n\n'))),
  };
}

/** The operator's answer, from the site's address with Reply-To the agency. */
export function replyMessage(
  inquiry: Pick<Inquiry, 'id' | 'email'>,
  { subject, body, replyTo, author }: { subject: string; body: string; replyTo: string; author: string },
): NewMailMessage {
  return {
    inquiry_id: inquiry.id,
    purpose: 'reply',
    to_address: inquiry.email,
    reply_to: replyTo,
    subject: oneLine(subject, 250),
    text: body,
    html: page(paragraphs(body)),
    author,
  };
}

/**
 * To the agency when a delivery has failed for good. It names the message by number and purpose
 * only: no visitor's address, so erasing a visitor never has to hunt through alerts.
 */
export function deadDeliveryAlert(
  failed: { what: string; id: number; inquiryId: number | null; error: string },
  settings: Pick<MailSettings, 'to' | 'siteName' | 'siteUrl'>,
): NewMailMessage {
  const link = failed.inquiryId
    ? `${settings.siteUrl}/admin/inquiries/${failed.inquiryId}`
    : `${settings.siteUrl}/admin`;
  const text = [
    `An e-mail from the ${settings.siteName} website could not be delivered and will not be retried.`,
    '',
    `Message: ${failed.what} #${failed.id}`,
    `Last error: ${oneLine(failed.error, 500)}`,
    '',
    `Open it in the admin to retry: ${link}`,
  ].join('\n');
  return {
    inquiry_id: null,
    purpose: 'alert',
    to_address: settings.to,
    reply_to: null,
    subject: oneLine(`Delivery failed: ${failed.what} #${failed.id}`, 250),
    text,
    html: page(paragraphs(text)),
  };
}

/** A queued message as nodemailer sends it. */
export function outgoing(message: MailMessageRow, settings: Pick<MailSettings, 'from' | 'siteName'>) {
  return {
    to: message.to_address,
    from: { name: oneLine(settings.siteName, 120), address: settings.from },
    ...(message.reply_to ? { replyTo: message.reply_to } : {}),
    subject: oneLine(message.subject, 250),
    text: message.text,
    html: message.html,
    headers: {
      'X-Mail-Id': String(message.id),
      ...(message.inquiry_id ? { 'X-Inquiry-Id': String(message.inquiry_id) } : {}),
    },
  };
}
