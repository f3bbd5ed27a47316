import { officeWhatsapp, site } from '@/content/site';
import { whatsappLink, whatsappNumber } from './reply-links';

type Office = (typeof site.offices)[number];

/** The greeting a visitor's chat starts with, so the office knows where the message came from. */
function officeGreeting(office: Office) {
  return `Hello ${site.name} (${office.city} office), I'm getting in touch from your website.`;
}

/** The office's WhatsApp number as configured (src/content/site.ts), for display. */
export function officeWhatsappNumber(office: Office) {
  return officeWhatsapp[office.city];
}

/**
 * Click-to-chat with one office (https://wa.me/<digits>?text=…), the number from src/content/site.ts;
 * undefined when the configured number has no country code (wa.me needs one).
 */
export function officeChatLink(office: Office, greeting = officeGreeting(office)) {
  const digits = whatsappNumber(officeWhatsappNumber(office));
  return digits ? whatsappLink(digits, greeting) : undefined;
}
