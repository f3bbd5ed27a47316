import type { Office } from './site-settings';
import { whatsappLink, whatsappNumber } from './reply-links';

/** The greeting a visitor's chat starts with, so the office knows where the message came from. */
function officeGreeting(office: Office, brand: string) {
  return `Hello ${brand} (${office.city} office), I'm getting in touch from your website.`;
}

/**
 * Click-to-chat with one office (https://wa.me/<digits>?text=…), its number from the site settings;
 * undefined when the configured number has no country code (wa.me needs one).
 */
export function officeChatLink(office: Office, brand: string, greeting = officeGreeting(office, brand)) {
  const digits = whatsappNumber(office.whatsapp);
  return digits ? whatsappLink(digits, greeting) : undefined;
}
