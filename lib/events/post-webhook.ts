import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isAllowedAddress } from './address-rules';

export interface PostResult {
  status: number | null;
  durationMs: number;
  /** What the tenant's delivery log shows: a few generic reasons, never which port or host answered how. */
  error: string | null;
  /** The precise cause, for the operator's log only. */
  detail?: string;
}

/** The delivery log's reasons. One for every refused destination and one for every failed
 * connection, so the log cannot tell an open port from a closed one, or a private address from
 * another (docs/security.md). */
export const DESTINATION_REFUSED = 'destination not allowed';
export const CONNECTION_FAILED = 'connection failed';

class ForbiddenAddress extends Error {
  constructor(address: string) {
    super(`address ${address} is not allowed for webhooks`);
  }
}

/** DNS lookup that refuses forbidden addresses at connection time (so a rebinding name cannot slip through). */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const allowed = list.filter((a) => isAllowedAddress(a.address, allowLoopback));
      if (allowed.length === 0) return callback(new ForbiddenAddress(list[0]?.address ?? hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

class TimedOut extends Error {}

const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, allowLoopback: boolean): http.Agent {
  const key = `${protocol}${allowLoopback}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 8, lookup: guardedLookup(allowLoopback) };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/** POSTs a webhook; never throws. A timeout, a refused address or a network error is reported in `error` (and `detail`). */
export function postWebhook(input: {
  url: string; headers: Record<string, string>; body: string; timeoutMs: number; allowLoopback: boolean;
}): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(input.url);
    } catch {
      return resolve({ status: null, durationMs: 0, error: 'invalid URL' });
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !isAllowedAddress(host, input.allowLoopback)) {
      return resolve({ status: null, durationMs: 0, error: DESTINATION_REFUSED, detail: new ForbiddenAddress(host).message });
    }
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: 'POST',
      headers: { ...input.headers, 'content-length': Buffer.byteLength(input.body).toString() },
      agent: agentFor(url.protocol, input.allowLoopback),
      timeout: input.timeoutMs,
    }, (response) => {
      // The answer's body is not used; it is drained (at most until the timeout) so the socket is reused.
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? null, durationMs: elapsed(), error: null }));
      response.on('error', (err) => resolve({ status: response.statusCode ?? null, durationMs: elapsed(), error: CONNECTION_FAILED, detail: err.message }));
    });
    const timedOut = `timed out after ${input.timeoutMs} ms`;
    const deadline = setTimeout(() => request.destroy(new TimedOut(timedOut)), input.timeoutMs);
    request.on('timeout', () => request.destroy(new TimedOut(timedOut)));
    request.on('error', (err) => {
      // A refused address is answered at once, whatever the connection would have found.
      if (err instanceof ForbiddenAddress) return resolve({ status: null, durationMs: 0, error: DESTINATION_REFUSED, detail: err.message });
      resolve({ status: null, durationMs: elapsed(), error: err instanceof TimedOut ? timedOut : CONNECTION_FAILED, detail: err.message });
    });
    request.on('close', () => clearTimeout(deadline));
    request.end(input.body);
  });
}
