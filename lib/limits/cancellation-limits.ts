// The anonymous "Résilier votre contrat" form (lib/domain/portal/request-contract-cancellation.ts):
// it checks a name, an e-mail and a number against the tenant's members, so it is counted like the
// sign-in form, per e-mail (known or not, so the refusal says nothing about who is a member) and per
// address, before anything is looked up.
import { rateLimit } from './rate-limit';

const QUARTER_HOUR = 15 * 60;
/** Requests for one e-mail in 15 minutes: a member who mistypes their number tries again a few times. */
export const CANCELLATION_REQUESTS_PER_EMAIL = 5;
/** From one address in 15 minutes: a household or an office shares one. */
export const CANCELLATION_REQUESTS_PER_ADDRESS = 30;

const perEmail = () => rateLimit('contract-cancellation-email', () => ({
  points: CANCELLATION_REQUESTS_PER_EMAIL, durationSeconds: QUARTER_HOUR, detail: 'Too many cancellation requests for this e-mail.',
}));
const perAddress = () => rateLimit('contract-cancellation-address', () => ({
  points: CANCELLATION_REQUESTS_PER_ADDRESS, durationSeconds: QUARTER_HOUR, detail: 'Too many cancellation requests from this address.',
}));

/** Counts one anonymous cancellation request; throws RateLimitedError (api.error.rate-limited) past a limit. */
export async function limitContractCancellationRequest(tenantId: number, email: string, address: string | undefined): Promise<void> {
  if (address !== undefined) await perAddress().consume(address);
  await perEmail().consume(`${tenantId}|${email.toLowerCase()}`);
}
