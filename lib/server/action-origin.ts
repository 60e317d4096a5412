// Server actions from another site. Next refuses a server action whose Origin names another host
// than the request's (CSRF), but answers that refusal as a 500, and an Origin that is no URL at all
// throws inside Next (a 500 too). The request listener answers both with a 403 before Next.
import type { IncomingMessage } from 'node:http';

/** The first value of a header, trimmed; undefined when absent. */
function first(value: string | string[] | undefined): string | undefined {
  const one = Array.isArray(value) ? value[0] : value?.split(',')[0];
  return one?.trim() || undefined;
}

/** A POST Next may take for a server action: a `next-action` header, or a multipart form (no-script forms). */
function mayBeServerAction(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  return req.headers['next-action'] !== undefined || (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Whether this request is a server action sent from another origin: its Origin's host differs from
 * the host Next compares it with (x-forwarded-host, else host), or its Origin is unreadable ("null"
 * included). A request without Origin (not sent by a browser page) is left to Next, as Next leaves it.
 */
export function isCrossOriginAction(req: IncomingMessage): boolean {
  if (!mayBeServerAction(req)) return false;
  const origin = first(req.headers.origin);
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const host = first(req.headers['x-forwarded-host']) ?? first(req.headers.host);
  return originHost === '' || host === undefined || originHost !== host;
}
