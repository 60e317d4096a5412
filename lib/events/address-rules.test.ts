import { describe, expect, it } from 'vitest';
import { isAllowedAddress } from './address-rules';

describe('isAllowedAddress', () => {
  it.each([
    '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '0.0.0.0', '224.0.0.1', '255.255.255.255', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:10.0.0.1',
    // IPv4 inside IPv6: mapped (as a URL spells it), compatible, NAT64 and 6to4; and a zone index.
    '::ffff:a00:1', '::ffff:a9fe:a9fe', '::a00:1', '64:ff9b::a00:1', '64:ff9b:1::1', '2002:c0a8:101::1', 'fe80::1%eth0',
    '2001:db8::1', 'fec0::1', '100::1',
  ])('refuses the private or reserved address %s', (address) => {
    expect(isAllowedAddress(address, true)).toBe(false);
    expect(isAllowedAddress(address, false)).toBe(false);
  });

  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '0:0:0:0:0:0:0:1'])('allows loopback %s only when told to (sandbox)', (address) => {
    expect(isAllowedAddress(address, true)).toBe(true);
    expect(isAllowedAddress(address, false)).toBe(false);
  });

  it.each(['93.184.216.34', '172.15.0.1', '172.32.0.1', '8.8.8.8', '2606:2800:220:1::1', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])('allows the public address %s', (address) => {
    expect(isAllowedAddress(address, false)).toBe(true);
  });

  it('refuses what is not an IP address', () => {
    expect(isAllowedAddress('example.com', true)).toBe(false);
  });

  it('never allows loopback reached through a translation prefix', () => {
    expect(isAllowedAddress('64:ff9b::7f00:1', true)).toBe(false);
    expect(isAllowedAddress('::7f00:1', true)).toBe(false);
  });
});
