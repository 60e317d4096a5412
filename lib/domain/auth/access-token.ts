import { jwtVerify, SignJWT } from 'jose';
import { config } from '../../config';
import { apiScopes, type ApiScope } from '../../db/schema';
import { authSecret } from '../../secrets/auth-secret';

export type Grant = 'client' | 'contact' | 'club';

/** What an access token says about its bearer (CONTRACT §3). */
export interface AccessClaims {
  tenantId: number;
  tenantToken: string;
  clientId: string;
  grant: Grant;
  scopes: ApiScope[];
  contactId?: number;
  clubId?: number;
}

// The HMAC key: the deployment's signing secret (configured, or generated and kept with the data).
let encoded: { secret: string; key: Uint8Array } | undefined;
async function key(): Promise<Uint8Array> {
  const secret = await authSecret();
  if (encoded?.secret !== secret) encoded = { secret, key: new TextEncoder().encode(secret) };
  return encoded.key;
}
const ISSUER = 'club-management-service';

export async function signAccessToken(claims: AccessClaims, ttlSeconds = config.accessTokenTtlSeconds): Promise<string> {
  return new SignJWT({
    tid: claims.tenantId,
    tt: claims.tenantToken,
    grant: claims.grant,
    scope: claims.scopes.join(' '),
    ...(claims.contactId !== undefined ? { cid: claims.contactId } : {}),
    ...(claims.clubId !== undefined ? { club: claims.clubId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(claims.clientId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await key());
}

const isScope = (s: string): s is ApiScope => (apiScopes as readonly string[]).includes(s);
const isGrant = (g: unknown): g is Grant => g === 'client' || g === 'contact' || g === 'club';

/** The claims of a valid token, or null for a missing, malformed, expired or forged one. */
// A token's claims cannot change before it expires (tokens are stateless), so a verified token is
// remembered until then: the HMAC check then runs once per token, not once per request.
const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
const MAX_REMEMBERED = 10_000;

export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  const known = verified.get(token);
  if (known && known.expiresAt > Date.now()) return known.claims;
  if (known) verified.delete(token);
  const result = await verifyAccessTokenUncached(token);
  if (!result) return null;
  if (verified.size >= MAX_REMEMBERED) verified.delete(verified.keys().next().value!);
  verified.set(token, result);
  return result.claims;
}

async function verifyAccessTokenUncached(token: string): Promise<{ claims: AccessClaims; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, await key(), { issuer: ISSUER, algorithms: ['HS256'] });
    const { tid, tt, grant, scope, cid, club, sub, exp } = payload;
    if (typeof tid !== 'number' || typeof tt !== 'string' || typeof sub !== 'string' || !isGrant(grant)
      || typeof scope !== 'string' || typeof exp !== 'number') {
      return null;
    }
    const claims: AccessClaims = {
      tenantId: tid,
      tenantToken: tt,
      clientId: sub,
      grant,
      scopes: scope.split(' ').filter(isScope),
      ...(typeof cid === 'number' ? { contactId: cid } : {}),
      ...(typeof club === 'number' ? { clubId: club } : {}),
    };
    return { claims, expiresAt: exp * 1000 };
  } catch {
    return null;
  }
}
