import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../config';
import { CLIENT_ADDRESS_HEADER, clientAddress, clientAddressFromHeaders } from './client-address';

afterEach(() => {
  config.trustedProxyHops = 0;
});

describe('clientAddress', () => {
  it('is the connection\'s address without a trusted proxy, whatever x-forwarded-for says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1')).toBe('198.51.100.1');
    expect(clientAddress(undefined, undefined)).toBeUndefined();
  });

  it('is the entry the trusted proxies appended, counted from the right', () => {
    config.trustedProxyHops = 1;
    expect(clientAddress('1.1.1.1, 203.0.113.9', '10.0.0.2')).toBe('203.0.113.9');
    expect(clientAddress(['1.1.1.1', '203.0.113.9'], '10.0.0.2')).toBe('203.0.113.9');
    config.trustedProxyHops = 2;
    expect(clientAddress('1.1.1.1, 203.0.113.9 ,10.0.0.3', '10.0.0.2')).toBe('203.0.113.9');
    // Fewer entries than proxies: the request did not come through them all.
    expect(clientAddress('10.0.0.3', '10.0.0.2')).toBe('10.0.0.2');
    expect(clientAddress(' , ', '10.0.0.2')).toBe('10.0.0.2');
  });
});

describe('clientAddressFromHeaders', () => {
  it('is the address the request listener wrote, never x-forwarded-for (which a caller can write)', () => {
    expect(clientAddressFromHeaders(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.7', 'x-forwarded-for': '1.1.1.1' }))).toBe('198.51.100.7');
    expect(clientAddressFromHeaders({ [CLIENT_ADDRESS_HEADER]: '198.51.100.7' })).toBe('198.51.100.7');
    expect(clientAddressFromHeaders({ 'x-forwarded-for': '1.1.1.1, 198.51.100.7' })).toBeUndefined();
    config.trustedProxyHops = 2;
    expect(clientAddressFromHeaders(new Headers({ 'x-forwarded-for': '1.1.1.1, 198.51.100.7, 10.0.0.1' }))).toBeUndefined();
    expect(clientAddressFromHeaders({})).toBeUndefined();
  });
});
