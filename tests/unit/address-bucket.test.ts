import { describe, expect, it } from 'vitest';
import { addressBucket } from '@/server/security/address-bucket.mjs';

describe('rate-limit bucket of a client address', () => {
  it('keys IPv6 addresses by their /64, however they are written', () => {
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('[2001:db8:1:2::abcd]')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('2001:db8:1:3::1')).not.toBe(addressBucket('2001:db8:1:2::1'));
  });

  it('counts IPv4-mapped IPv6 as the IPv4 address, and leaves IPv4 and other names alone', () => {
    expect(addressBucket('::ffff:192.0.2.9')).toBe('192.0.2.9');
    expect(addressBucket('::FFFF:192.0.2.9')).toBe('192.0.2.9');
    expect(addressBucket('192.0.2.9')).toBe('192.0.2.9');
    expect(addressBucket('direct')).toBe('direct');
    expect(addressBucket('unknown')).toBe('unknown');
  });
});
