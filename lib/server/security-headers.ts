// Security headers of every answer, set where requests enter the process (the request listener), so
// no route can forget them. Pages get a Content-Security-Policy with a fresh nonce: Next reads the
// nonce from the request's own CSP header and puts it on every script and style it renders (its
// runtime, page bundles, inline data), so only what Next rendered for this request runs. The API's
// answers are data, never documents: they may load nothing and be framed by nobody.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { env } from '../env';

const SHARED: [string, string][] = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  // For browsers without CSP frame-ancestors.
  ['x-frame-options', 'DENY'],
];

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const HSTS = 'max-age=31536000; includeSubDomains';

/** Whether the request reached us over TLS, directly or through a proxy that says so. */
export function cameOverHttps(req: IncomingMessage): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * The pages' policy. `'strict-dynamic'` lets the scripts Next loaded with the nonce load their own
 * chunks. Development needs `eval` (React rebuilds server stacks with it) and unnonced styles (hot
 * reload injects them); production needs neither.
 */
export function pagePolicy(nonce: string, options: { dev: boolean; https: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' ${options.dev ? "'unsafe-inline'" : `'nonce-${nonce}'`}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

function setShared(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of SHARED) res.setHeader(name, value);
  if (cameOverHttps(req)) res.setHeader('strict-transport-security', HSTS);
}

/** An API answer's headers. A route that serves a document (Swagger UI) sets its own policy over this one. */
export function setApiSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  setShared(req, res);
  res.setHeader('content-security-policy', API_CSP);
}

const dev = env.NODE_ENV === 'development';

/**
 * A page's headers, and the same policy on the request for Next to take the nonce from. Whatever
 * policy the client sent is replaced: a nonce must never come from the client.
 */
export function setPageSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  setShared(req, res);
  const policy = pagePolicy(randomBytes(16).toString('base64'), { dev, https: cameOverHttps(req) });
  req.headers['content-security-policy'] = policy;
  delete req.headers['content-security-policy-report-only'];
  res.setHeader('content-security-policy', policy);
}
