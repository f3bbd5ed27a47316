import { describe, expect, it } from 'vitest';
import { recordId } from '@/lib/record-id';

describe('recordId', () => {
  it('reads a positive id of up to 12 digits', () => {
    expect(recordId('1')).toBe(1);
    expect(recordId('0042')).toBe(42);
    expect(recordId('999999999999')).toBe(999_999_999_999);
  });

  it('names no row for anything else', () => {
    for (const text of ['', '0', '000', '-1', '+1', '1.0', '1e3', ' 1', '1 ', '12a', '0x10', '1234567890123', '١٢'])
      expect(recordId(text), JSON.stringify(text)).toBeUndefined();
    expect(recordId(undefined)).toBeUndefined();
    expect(recordId(null)).toBeUndefined();
  });
});
