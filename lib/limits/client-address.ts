// The address a request comes from, as the rate limits key it. Behind TRUST_PROXY proxies the
// address is the entry they appended to x-forwarded-for, counted from the right (entries further
// left are whatever the caller wrote); without, the connection's own address.
import { config } from '../config';

/** The trusted entry of an x-forwarded-for value, or undefined. */
function forwardedAddress(header: string | string[] | null | undefined, hops: number): string | undefined {
  if (hops < 1 || header == null) return undefined;
  const entries = (Array.isArray(header) ? header.join(',') : header).split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries[entries.length - hops];
}

/** The caller's address: from the trusted proxies' header, else the socket's; undefined when neither is known. */
export function clientAddress(forwardedFor: string | string[] | null | undefined, socketAddress: string | undefined): string | undefined {
  return forwardedAddress(forwardedFor, config.trustedProxyHops) ?? socketAddress;
}

/**
 * The caller's address on the pages' side (server actions, next-auth), where only headers are at
 * hand. Next sets x-forwarded-for to the connection's address when the request has none; a caller
 * that reaches the service without a proxy can write its own, so keys built on this address are
 * always paired with a limit that does not depend on it.
 */
export function clientAddressFromHeaders(headers: Headers | Record<string, string | string[] | undefined>): string | undefined {
  const value = headers instanceof Headers ? headers.get('x-forwarded-for') : headers['x-forwarded-for'];
  const hops = Math.max(1, config.trustedProxyHops);
  return forwardedAddress(value, hops);
}
