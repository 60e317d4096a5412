// The address a request comes from, as the rate limits key it. Behind TRUST_PROXY proxies the
// address is the entry they appended to x-forwarded-for, counted from the right (entries further
// left are whatever the caller wrote); without, the connection's own address.
import { config } from '../config';

/**
 * The request header the process's request listener (lib/server/request-listener.ts) sets on every
 * request to the caller's address as clientAddress() judges it, replacing any value the caller sent
 * under that name: the pages' side (server actions, next-auth) has headers only, no socket.
 */
export const CLIENT_ADDRESS_HEADER = 'x-club-client-address';

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
 * The caller's address on the pages' side (server actions, next-auth): the one the request listener
 * wrote under CLIENT_ADDRESS_HEADER. Never x-forwarded-for itself: Next fills it only when the request
 * has none, so without a proxy in front a caller could name a new address on every try. Undefined
 * when the request did not come through the listener (the limits then count by their other keys).
 */
export function clientAddressFromHeaders(headers: Headers | Record<string, string | string[] | undefined>): string | undefined {
  const value = headers instanceof Headers ? headers.get(CLIENT_ADDRESS_HEADER) : headers[CLIENT_ADDRESS_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
