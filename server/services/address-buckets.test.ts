import { describe, expect, it } from 'vitest';
import { addressBucket } from './address-buckets';

describe('addressBucket', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('puts every address of an IPv6 /64 in one bucket, however it is spelt', () => {
    const bucket = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:a:b:c:d',
      '2001:db8:1:2::192.0.2.1',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(addressBucket(address)).toBe(bucket);
    }
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressBucket('unknown')).toBe('unknown');
    expect(addressBucket('2001:db8::g')).toBe('2001:db8::g');
  });
});
