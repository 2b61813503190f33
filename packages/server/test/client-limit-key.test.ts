// Per-client limits (password guesses, MCP requests) count an IPv6 client by its /64: a client with
// one /64 has 2^64 addresses, and counting each would give it as many buckets.
import { describe, expect, it } from 'vitest';
import { clientLimitKey } from '../src/client-address.ts';

describe('the key a per-client limit counts an address under', () => {
  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:85a3:0::/64';
    for (const address of [
      '2001:db8:85a3::1',
      '2001:db8:85a3:0:ffff:ffff:ffff:ffff',
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
      '2001:DB8:85A3::8A2E:370:7334',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:85a3::9'),
    ])
      expect(clientLimitKey(address), address).toBe(key);
    expect(clientLimitKey('2001:db8:85a4::1')).not.toBe(key);
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('is an IPv4 address (mapped into IPv6 or not) as it is, and anything else unchanged', () => {
    expect(clientLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('unknown')).toBe('unknown');
  });
});
