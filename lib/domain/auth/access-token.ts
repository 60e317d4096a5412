import { jwtVerify, SignJWT } from 'jose';
import { config } from '../../config';
import { apiScopes, type ApiScope } from '../../db/schema';

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

const key = () => new TextEncoder().encode(config.authSecret);
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
    .sign(key());
}

const isScope = (s: string): s is ApiScope => (apiScopes as readonly string[]).includes(s);
const isGrant = (g: unknown): g is Grant => g === 'client' || g === 'contact' || g === 'club';

/** The claims of a valid token, or null for a missing, malformed, expired or forged one. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ['HS256'] });
    const { tid, tt, grant, scope, cid, club, sub } = payload;
    if (typeof tid !== 'number' || typeof tt !== 'string' || typeof sub !== 'string' || !isGrant(grant) || typeof scope !== 'string') {
      return null;
    }
    return {
      tenantId: tid,
      tenantToken: tt,
      clientId: sub,
      grant,
      scopes: scope.split(' ').filter(isScope),
      ...(typeof cid === 'number' ? { contactId: cid } : {}),
      ...(typeof club === 'number' ? { clubId: club } : {}),
    };
  } catch {
    return null;
  }
}
