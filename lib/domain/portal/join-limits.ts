// The online join page's writes, counted before anything is looked up or written: per address (a
// household or an office shares one) and per e-mail (known or not, so that the refusal says nothing
// about who is a member). A code typed wrongly is limited by the signature request itself.
import { rateLimit } from '../../limits/rate-limit';

const HOUR = 60 * 60;
export const JOIN_STARTS_PER_EMAIL = 5;
export const JOIN_STARTS_PER_ADDRESS = 20;

const perEmail = () => rateLimit('online-join-email', () => ({ points: JOIN_STARTS_PER_EMAIL, durationSeconds: HOUR, detail: 'Too many joining attempts for this e-mail.' }));
const perAddress = () => rateLimit('online-join-address', () => ({ points: JOIN_STARTS_PER_ADDRESS, durationSeconds: HOUR, detail: 'Too many joining attempts from this address.' }));

/** Counts one attempt; throws RateLimitedError (api.error.rate-limited) past a limit. */
export async function limitOnlineJoin(tenantId: number, email: string, address: string | undefined): Promise<void> {
  if (address !== undefined) await perAddress().consume(`${tenantId}|${address}`);
  await perEmail().consume(`${tenantId}|${email.toLowerCase()}`);
}
