import type { MiddlewareHandler } from 'hono';
import type { AccessClaims } from '../../domain/auth/access-token';
import { verifyAccessToken } from '../../domain/auth/access-token';
import { clientIsLive } from '../../domain/auth/live-clients';
import type { Actor } from '../../domain/context';
import { DomainError } from '../../domain/errors';
import { clubExists, networkNodeExists } from '../../domain/tenancy/club-exists';
import { looksLikeIri, parseIri } from '../../iri';
import type { ApiEnv } from '../env';

/**
 * Who may call a route: the scope it needs, what a contact-scoped token may do there, and whether a
 * club-bound token may (docs/security.md, "Who can call what"). The route declares it once
 * (`apiRoute`), and the OpenAPI document shows it as `x-access`.
 */
export interface AccessPolicy {
  scope: 'partner' | 'admin';
  /** allow: contact tokens too (the domain limits them to their contact); deny: refused; require: only them. */
  contact: 'allow' | 'deny' | 'require';
  /**
   * The operation is about the whole tenant (its webhook endpoint and delivery log, API clients, the
   * network, shared lists it changes, sandbox messages): a club-bound token is refused (403). Without
   * it, a club-bound token is let in and the domain keeps it to its club's data.
   */
  tenantWide?: true;
}

const invalidToken = () => new DomainError('api.error.auth.invalid-token', 'A valid bearer token is required.');
const unauthorized = (detail: string) => new DomainError('api.error.scope.unauthorized-endpoint', detail);

function checkPolicy(claims: AccessClaims, policy: AccessPolicy): void {
  if (policy.scope === 'admin' && !claims.scopes.includes('admin')) {
    throw unauthorized('This endpoint needs a client with the admin scope.');
  }
  if (policy.contact === 'deny' && claims.grant === 'contact') {
    throw unauthorized('A contact-scoped token cannot call this endpoint.');
  }
  if (policy.contact === 'require' && claims.grant !== 'contact') {
    throw unauthorized('This endpoint needs a contact-scoped token (grant http://contactclientcredentials).');
  }
  if (policy.tenantWide && claims.clubId !== undefined) {
    throw unauthorized('This endpoint concerns the whole tenant: a club-bound token (grant http://clubclientcredentials) cannot call it.');
  }
}

/**
 * A context header's value, undefined when absent. `null`, an empty value and any value not written
 * as an IRI (an unfilled `{{clubId}}`, a bare number) are absent too (CONTRACT §4): a client that
 * fills the header from an unset variable sends them; the call then acts as without the header, with
 * the token's own limits. A value written as an IRI must name a club (a node) of this tenant.
 */
function contextHeader(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return looksLikeIri(trimmed) ? trimmed : undefined;
}

async function headerClub(tenant: { id: number; token: string }, value: string | undefined, claims: AccessClaims) {
  if (value === undefined) return undefined;
  const parsed = parseIri(value);
  if (!parsed || parsed.collection !== 'clubs' || parsed.tenantToken !== tenant.token || !(await clubExists(tenant.id, parsed.id))) {
    throw new DomainError('api.error.header.invalid-club', 'x-user-club-id must be the IRI of a club of this tenant.',
      [{ propertyPath: 'x-user-club-id', code: 'invalid-iri', message: 'Unknown club.' }]);
  }
  if (claims.clubId !== undefined && claims.clubId !== parsed.id) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
  return parsed.id;
}

async function headerNode(tenant: { id: number; token: string }, value: string | undefined) {
  if (value === undefined) return undefined;
  const parsed = parseIri(value);
  if (!parsed || parsed.collection !== 'network_nodes' || parsed.tenantToken !== tenant.token || !(await networkNodeExists(tenant.id, parsed.id))) {
    throw new DomainError('api.error.header.invalid-network-node', 'x-user-network-node-id must be the IRI of a network node of this tenant.',
      [{ propertyPath: 'x-user-network-node-id', code: 'invalid-iri', message: 'Unknown network node.' }]);
  }
  return parsed.id;
}

function actorOf(claims: AccessClaims): Actor {
  return {
    kind: 'client',
    clientId: claims.clientId,
    scopes: claims.scopes,
    ...(claims.contactId !== undefined ? { contactId: claims.contactId } : {}),
    ...(claims.clubId !== undefined ? { clubId: claims.clubId } : {}),
  };
}

/** Bearer token → claims of this tenant → its client still live → scope policy → context headers → c.get('ctx'). */
export function authenticate(policy: AccessPolicy): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match ? await verifyAccessToken(match[1]!) : null;
    const tenant = c.get('tenant');
    if (!claims || claims.tenantId !== tenant.id || claims.tenantToken !== tenant.token) throw invalidToken();
    // A token outlives nothing it was issued for: its client revoked (or deleted), it is refused.
    if (!(await clientIsLive(tenant.id, claims.clientId))) throw invalidToken();
    checkPolicy(claims, policy);
    const clubId = await headerClub(tenant, contextHeader(c.req.header('x-user-club-id')), claims);
    const networkNodeId = await headerNode(tenant, contextHeader(c.req.header('x-user-network-node-id')));
    c.set('ctx', {
      tenant,
      actor: actorOf(claims),
      claims,
      ...(clubId !== undefined ? { clubId } : claims.clubId !== undefined ? { clubId: claims.clubId } : {}),
      ...(networkNodeId !== undefined ? { networkNodeId } : {}),
    });
    await next();
  };
}
