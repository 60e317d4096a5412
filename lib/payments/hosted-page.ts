// How the request listener treats the sandbox provider's hosted page (/pay/{token}): its card form's
// POST goes to the API app (lib/api/routes/sandbox-pay.ts); everything else (the page, its
// language switch's server action) stays Next's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '../config';

/** The card form: a form-encoded POST to /pay/{token} that is not a Next server action. */
export function isPayFormPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || !(req.url ?? '').startsWith('/pay/') || req.headers['next-action'] !== undefined) return false;
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

export const isPayPage = (url: string) => url.startsWith('/pay/');

/**
 * The page's form is answered with a 303 to the partner's validUrl or cancelUrl, on another site:
 * browsers hold that redirect to form-action, so the page allows https addresses (and http ones in
 * the sandbox, where partners test on their machines) beside its own.
 */
export function payPagePolicy(policy: string): string {
  return policy.replace("form-action 'self'", `form-action 'self' https:${config.isSandbox ? ' http:' : ''}`);
}

/** The widget form of the page (`/pay/{token}/widget`, CONTRACT §10): made to sit in a partner's iframe. */
export const isPayWidget = (url: string) => /^\/pay\/[^/?#]+\/widget(?:[?#]|$)/.test(url);

/**
 * The hosted page's headers over a page's: its form may post to the partner's return addresses, and
 * its widget form may be framed by any site (a partner's checkout page), that page alone: it carries
 * a one-time token, never the partner's credentials, and takes nothing but a card number.
 */
export function setPayPageHeaders(url: string, res: ServerResponse): void {
  let policy = payPagePolicy(String(res.getHeader('content-security-policy')));
  if (isPayWidget(url)) {
    policy = policy.replace("frame-ancestors 'none'", 'frame-ancestors *');
    res.removeHeader('x-frame-options');
  }
  res.setHeader('content-security-policy', policy);
}
