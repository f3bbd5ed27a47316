import { describe, expect, it } from 'vitest';
import { buildInquiryMessage, escapeHtml, inquirySubject, oneLine, senderName } from '@/server/mail/message';
import { isPermanentFailure, retryDelayMs } from '@/server/mail/outbox';
import type { Inquiry } from '@/server/repositories/inquiries';

const settings = {
  to: 'to@test.example',
  from: 'from@test.example',
  siteName: 'Ngoma Entertainment',
  siteUrl: 'http://x',
};

function inquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id: 7,
    kind: 'general',
    name: 'Eve\r\nBcc: victim@example.com',
    email: 'eve@example.com',
    phone: '',
    subject: 'General Inquiry: Hi\r\nX-Evil: 1',
    fields: { name: 'Eve', email: 'eve@example.com', subject: 'Hi', message: 'Line 1\n<img src=x onerror=alert(1)>' },
    talent_id: null,
    job_id: null,
    delivery_state: 'pending',
    attempts: 0,
    next_attempt_at: null,
    locked_until: null,
    last_error: null,
    sent_at: null,
    handled_at: null,
    office: 'Johannesburg',
    assigned_to: null,
    notify_to: null,
    locale: 'en',
    retried_at: null,
    status: 'new',
    status_changed_at: null,
    lost_reason: null,
    spam_reason: null,
    consent_text: null,
    consent_version: null,
    consent_at: null,
    visit_entry_page: null,
    visit_referrer_host: null,
    visit_channel: null,
    visit_utm_source: null,
    visit_utm_medium: null,
    visit_utm_campaign: null,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('inquiry e-mail', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('folds line breaks and other control characters to single spaces', () => {
    expect(oneLine('a\r\nb\n\tc\u2028d\u0000e')).toBe('a b c d e');
    expect(oneLine('x'.repeat(300), 10)).toHaveLength(10);
  });

  it('builds the specified subjects', () => {
    expect(inquirySubject('brand', { company: 'Acme' })).toBe('Brand Inquiry: Acme');
    expect(inquirySubject('promoter', { event_name: 'Jam' })).toBe('Promoter Inquiry: Jam');
    expect(inquirySubject('artist', { stage_name: 'Nova' })).toBe('Artist Application: Nova');
    expect(inquirySubject('general', { subject: 'Hi\r\nBcc: x' })).toBe('General Inquiry: Hi Bcc: x');
    expect(inquirySubject('booking', { talent: 'Nomvula Khoza' })).toBe('Booking Request: Nomvula Khoza');
    expect(inquirySubject('application', { job: 'Booking Agent' })).toBe('Job Application: Booking Agent');
    expect(senderName('artist', { stage_name: 'DJ\nNova', name: 'ignored' })).toBe('DJ Nova');
  });

  it('sends to the inbox from the site, replies to the visitor, with no line break in any header value', () => {
    const message = buildInquiryMessage(inquiry(), settings);
    expect(message.to).toBe('to@test.example');
    expect(message.from).toEqual({ name: 'Ngoma Entertainment', address: 'from@test.example' });
    expect(message.replyTo).toEqual({ name: 'Eve Bcc: victim@example.com', address: 'eve@example.com' });
    expect(message.subject).toBe('General Inquiry: Hi X-Evil: 1');
    expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(message.html).not.toContain('<img');
    expect(message.text).toContain('<img src=x onerror=alert(1)>');
    expect(message.text).toContain('Message:\nLine 1');
  });

  it('opens by naming the kind of inquiry in words a reader expects', () => {
    const message = buildInquiryMessage(inquiry(), settings);
    expect(message.text.split('\n')[0]).toBe('General inquiry from the Ngoma Entertainment website');
    expect(message.html).toContain('<p>General inquiry from the Ngoma Entertainment website.</p>');
  });

  it('classifies SMTP failures and backs off exponentially up to an hour', () => {
    expect(isPermanentFailure({ responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451 })).toBe(false);
    expect(isPermanentFailure({ code: 'ECONNREFUSED' })).toBe(false);
    expect([1, 2, 3, 4, 7, 8, 30].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });
});
