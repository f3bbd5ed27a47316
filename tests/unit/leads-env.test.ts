import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '@/server/env';

describe('lead settings', () => {
  it('default to acknowledging, 24 months for closed leads, 30 days for spam, bounded spam keeping', () => {
    const env = parseEnv({});
    expect(env.INQUIRY_ACKNOWLEDGE).toBe(true);
    expect(env.REPLY_TO).toBeUndefined();
    expect(env.LEAD_RETENTION_MONTHS).toBe(24);
    expect(env.SPAM_RETENTION_DAYS).toBe(30);
    expect(env.SPAM_KEEP_LIMIT).toEqual({ limit: 20, windowMs: 86_400_000 });
    expect(env.SPAM_KEEP_GLOBAL_LIMIT).toEqual({ limit: 500, windowMs: 86_400_000 });
    expect(env.INQUIRY_HOLD_LIMIT).toEqual({ limit: 200, windowMs: 86_400_000 });
  });

  it('read the operator’s values', () => {
    const env = parseEnv({
      INQUIRY_ACKNOWLEDGE: '0',
      REPLY_TO: 'bookings@agency.example',
      LEAD_RETENTION_MONTHS: '36',
      SPAM_RETENTION_DAYS: '7',
    });
    expect(env).toMatchObject({
      INQUIRY_ACKNOWLEDGE: false,
      REPLY_TO: 'bookings@agency.example',
      LEAD_RETENTION_MONTHS: 36,
      SPAM_RETENTION_DAYS: 7,
    });
    expect(parseEnv({ INQUIRY_ACKNOWLEDGE: 'false' }).INQUIRY_ACKNOWLEDGE).toBe(false);
    expect(parseEnv({ INQUIRY_ACKNOWLEDGE: '1' }).INQUIRY_ACKNOWLEDGE).toBe(true);
  });

  it('refuse values that would delete at once or never parse', () => {
    for (const [key, value] of [
      ['LEAD_RETENTION_MONTHS', '0'],
      ['LEAD_RETENTION_MONTHS', '2 years'],
      ['SPAM_RETENTION_DAYS', '366'],
      ['REPLY_TO', 'not-an-address'],
      ['SPAM_KEEP_LIMIT', 'lots'],
    ]) {
      expect(() => parseEnv({ [key!]: value }), `${key}=${value}`).toThrowError(EnvError);
      expect(() => parseEnv({ [key!]: value })).toThrowError(new RegExp(`^Invalid ${key}:`));
    }
  });
});
