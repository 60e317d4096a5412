// The rules of a contact migration request (CONTRACT §10): a 6-digit code e-mailed to the contact,
// kept as a keyed hash (the sign-in codes' functions), 5 tries, 15 minutes; at most 3 requests per
// contact in any 15 minutes (the abuse limit shared with signature requests' codes).
import { contactMigrationRequests } from '../../db/schema';
import { hashLoginCode } from '../auth/login-code-rules';
import { SENT_CODE_MAX_TRIES, SENT_CODE_TTL_MS, threeCodesPerQuarterHour, type SentCodes } from '../limits/codes-per-contact';

export const MIGRATION_REQUEST_TTL_MS = SENT_CODE_TTL_MS;
export const MIGRATION_REQUEST_MAX_TRIES = SENT_CODE_MAX_TRIES;
export const MIGRATION_REQUESTS_PER_CONTACT = threeCodesPerQuarterHour('api.error.contact-migration-request.too-many-requests', 'migration');

/** Each migration request is one code sent: its rows count the codes a contact was sent. */
export const MIGRATION_CODES_SENT: SentCodes = {
  table: contactMigrationRequests, tenantId: contactMigrationRequests.tenantId,
  contactId: contactMigrationRequests.contactId, createdAt: contactMigrationRequests.createdAt,
};

/** The hash of a request's code; the request id in the key makes each request's hash its own. */
export function hashMigrationCode(secret: string, code: string, requestId: number): string {
  return hashLoginCode(secret, `contact-migration:${code}`, requestId);
}
