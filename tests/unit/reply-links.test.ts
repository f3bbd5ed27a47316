import { describe, expect, it } from 'vitest';
import { mailtoLink, whatsappGreeting, whatsappLink, whatsappNumber } from '@/lib/reply-links';

describe('replying outside the site’s e-mail', () => {
  it('takes a WhatsApp number only with its country code', () => {
    expect(whatsappNumber('+254 722 000111')).toBe('254722000111');
    expect(whatsappNumber(' +27 (82) 555-1234 ')).toBe('27825551234');
    expect(whatsappNumber('0027 82 555 1234')).toBe('27825551234');
    expect(whatsappNumber('082 555 1234')).toBeUndefined();
    expect(whatsappNumber('')).toBeUndefined();
    expect(whatsappNumber('+12')).toBeUndefined();
  });

  it('fills recipient, subject and text into the mail app and WhatsApp links', () => {
    const mailto = new URL(
      mailtoLink('thandi@brand.example', 'Re: Brand Inquiry: Zuri & Co', 'Hi Thandi,\n\n50% off?'),
    );
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe('thandi@brand.example');
    expect(mailto.searchParams.get('subject')).toBe('Re: Brand Inquiry: Zuri & Co');
    expect(mailto.searchParams.get('body')).toBe('Hi Thandi,\n\n50% off?');
    // A crafted address cannot add headers of its own.
    expect(mailtoLink('a@b.example?bcc=x@y.example', 's', 'b')).toMatch(/^mailto:a@b\.example%3Fbcc%3Dx@y\.example\?/);
    expect(whatsappLink('254722000111', 'Hi Peter & team')).toBe(
      'https://wa.me/254722000111?text=Hi%20Peter%20%26%20team',
    );
  });

  it('greets the visitor by first name and names the agency and the inquiry', () => {
    expect(whatsappGreeting({ id: 42, kind: 'booking', name: '  Peter Kamau ' }, 'Ngoma Entertainment')).toBe(
      'Hello Peter, this is Ngoma Entertainment about your booking request (reference #42). ',
    );
    expect(whatsappGreeting({ id: 7, kind: 'brand', name: '' }, 'Ngoma')).toBe(
      'Hello, this is Ngoma about your brand partnership (reference #7). ',
    );
  });
});
