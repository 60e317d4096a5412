// How the request listener treats the sandbox provider's hosted page (/pay/{token}): its card form's
// POST goes to the API app (lib/api/routes/sandbox-pay.ts); everything else (the page, its
// language switch's server action) stays Next's.
import type { IncomingMessage } from 'node:http';
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
