import { and, eq, isNull, sql } from 'drizzle-orm';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { apiClients, clubs, contacts, tenants } from '../../db/schema';
import { parseIri } from '../../iri';
import { limitTokenRequest } from '../../limits/limits';
import { DomainError, invalidField } from '../errors';
import { tenantOfKey } from '../tenancy/tenant-lookups';
import { signAccessToken, type AccessClaims, type Grant } from './access-token';
import { verifyAgainstDecoy, verifySecret } from './passwords';

export const GRANT_TYPES = {
  client_credentials: 'client',
  'http://contactclientcredentials': 'contact',
  'http://clubclientcredentials': 'club',
} as const satisfies Record<string, Grant>;

export interface TokenRequest {
  /** The tenant named by the path, or undefined at /api/oauth/v2/token (the client names it). */
  tenantToken?: string;
  /** One of GRANT_TYPES; anything else is refused. */
  grantType: string;
  clientId: string;
  clientSecret: string;
  email?: string;
  clubId?: string;
  /** The caller's address, for the rate limits; undefined for an in-process call. */
  address?: string;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
}

/** The grant a grant_type names. An own-property lookup: "toString" or "__proto__" name no grant. */
function grantOf(grantType: string): Grant {
  if (Object.hasOwn(GRANT_TYPES, grantType)) return GRANT_TYPES[grantType as keyof typeof GRANT_TYPES];
  throw new DomainError('api.error.auth.unsupported-grant-type', `Supported grants: ${Object.keys(GRANT_TYPES).join(', ')}.`,
    [{ propertyPath: 'grant_type', code: 'unsupported', message: 'Unsupported grant type.' }]);
}

const invalidClient = () => new DomainError('api.error.auth.invalid-client', 'Unknown client or wrong secret.');

async function authenticateClient(request: TokenRequest) {
  const db = await getDb();
  // The client id names its tenant in tenant_lookups; the client is then read within that tenant.
  const tenantId = await tenantOfKey({ kind: 'api_client', key: request.clientId }, db);
  const [client] = tenantId === undefined ? [] : await db.select({ client: apiClients, tenantToken: tenants.token }).from(apiClients)
    .innerJoin(tenants, eq(tenants.id, apiClients.tenantId))
    .where(and(eq(apiClients.tenantId, tenantId), eq(apiClients.clientId, request.clientId), isNull(apiClients.revokedAt))).limit(1);
  if (!client) return verifyAgainstDecoy(request.clientSecret).then(() => { throw invalidClient(); });
  if (!(await verifySecret(client.client.secretHash, request.clientSecret))) throw invalidClient();
  if (request.tenantToken !== undefined && request.tenantToken !== client.tenantToken) throw invalidClient();
  return client;
}

async function contactOf(tenantId: number, email: string | undefined): Promise<number> {
  if (!email) throw invalidField('email', 'required', 'The contact grant needs the contact\'s e-mail.');
  const db = await getDb();
  const [contact] = await db.select({ id: contacts.id }).from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), sql`lower(${contacts.email}) = lower(${email})`)).limit(1);
  if (!contact) throw new DomainError('api.error.auth.invalid-grant', 'No contact of this tenant has this e-mail.', [
    { propertyPath: 'email', code: 'not-found', message: 'No contact of this tenant has this e-mail.' },
  ]);
  return contact.id;
}

async function clubOf(tenantId: number, tenantToken: string, clubIri: string | undefined): Promise<number> {
  if (!clubIri) throw invalidField('clubId', 'required', 'The club grant needs the club IRI.');
  const parsed = parseIri(clubIri);
  const invalid = () => invalidField('clubId', 'invalid-iri', 'clubId must be the IRI of a club of this tenant.');
  if (!parsed || parsed.collection !== 'clubs' || parsed.tenantToken !== tenantToken) throw invalid();
  const db = await getDb();
  const [club] = await db.select({ id: clubs.id }).from(clubs)
    .where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, parsed.id))).limit(1);
  if (!club) throw invalid();
  return club.id;
}

/** POST /oauth/v2/token: checks the client and issues an access token for one of the three grants. */
export async function issueAccessToken(request: TokenRequest): Promise<TokenResponse> {
  const grant = grantOf(request.grantType);
  // Counted before the secret is checked: the check is what a flood of guesses would cost.
  await limitTokenRequest(request.clientId, request.address);
  const { client, tenantToken } = await authenticateClient(request);
  const claims: AccessClaims = {
    tenantId: client.tenantId,
    tenantToken,
    clientId: client.clientId,
    grant,
    // A contact-scoped token never carries more than the partner scope (spec, Authentication 4).
    scopes: grant === 'contact' ? ['partner'] : client.scopes,
  };
  if (grant === 'contact') claims.contactId = await contactOf(client.tenantId, request.email);
  if (grant === 'club') claims.clubId = await clubOf(client.tenantId, tenantToken, request.clubId);
  return {
    access_token: await signAccessToken(claims),
    token_type: 'bearer',
    expires_in: config.accessTokenTtlSeconds,
    scope: claims.scopes.join(' '),
  };
}
