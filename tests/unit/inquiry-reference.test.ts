import { describe, expect, it } from 'vitest';
import { inquiryReference, parseInquiryReference } from '@/lib/inquiry-reference';

describe('inquiry references', () => {
  it('reads NG-<year>-<id>, the year on the site clock (Johannesburg), the id padded to five digits', () => {
    expect(inquiryReference({ id: 123, created_at: '2026-06-01T10:00:00.000Z' }, 'Africa/Johannesburg')).toBe(
      'NG-2026-00123',
    );
    expect(inquiryReference({ id: 1234567, created_at: '2026-06-01T10:00:00.000Z' }, 'Africa/Johannesburg')).toBe(
      'NG-2026-1234567',
    );
    // 23:30 UTC on New Year's Eve is already the new year in South Africa.
    expect(inquiryReference({ id: 7, created_at: '2026-12-31T23:30:00.000Z' }, 'Africa/Johannesburg')).toBe(
      'NG-2027-00007',
    );
  });

  it('finds the id in a reference as a person types it, never in a bare number', () => {
    for (const typed of ['NG-2026-00123', 'ng-2026-123', ' NG 2026 00123 ', 'NG2026-00123', '#123', '# 00123'])
      expect(parseInquiryReference(typed), typed).toBe(123);
    for (const other of ['123', '2026', 'NG-26-123', 'XX-2026-00123', 'NG-2026-', '#0', '#12345678901234', 'Acme'])
      expect(parseInquiryReference(other), other).toBeUndefined();
  });
});
