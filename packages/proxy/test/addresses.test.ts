import { describe, expect, it } from 'vitest';
import { refusedAddressKind } from '../src/addresses.ts';

describe('refusedAddressKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.1.2', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
  ])('refuses %s as %s', (address, kind) => {
    expect(refusedAddressKind(address)).toBe(kind);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['::10.1.2.3', 'private'],
    ['64:ff9b::169.254.169.254', 'link-local'],
  ])('sees the IPv4 address inside %s', (address, kind) => {
    expect(refusedAddressKind(address)).toMatch(new RegExp(`^${kind} \\(IPv4 `));
  });

  it.each(['93.184.215.14', '172.32.0.1', '100.128.0.1', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(refusedAddressKind(address)).toBeUndefined();
    },
  );
});
