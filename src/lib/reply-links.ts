import { KIND_LABELS, type InquiryKind } from '@/lib/schemas/inquiries';

/**
 * Ways to answer a lead outside the site's own e-mail (decision 127): the operator's mail app
 * (`mailto:` with recipient, subject and text) and WhatsApp (`https://wa.me/<digits>?text=`).
 */

/**
 * The international number wa.me needs (digits only, no +), from a number typed with its country
 * code (+254 722 000111, 0027 82 …). A local number (082 …) names no country: no link.
 */
export function whatsappNumber(phone: string) {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : undefined;
  return international && /^[1-9]\d{7,14}$/.test(international) ? international : undefined;
}

/**
 * The first line of a WhatsApp message to a visitor: their first name, the agency, and which inquiry
 * it answers (its kind and reference), so the visitor knows who writes and why.
 */
export function whatsappGreeting(inquiry: { id: number; kind: InquiryKind; name: string }, agency: string) {
  const first = inquiry.name.trim().split(/\s+/)[0];
  return `Hello${first ? ` ${first}` : ''}, this is ${agency} about your ${KIND_LABELS[inquiry.kind].toLowerCase()} (reference #${inquiry.id}). `;
}

export function mailtoLink(to: string, subject: string, body: string) {
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function whatsappLink(digits: string, text: string) {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
