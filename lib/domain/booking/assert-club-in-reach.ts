import { confinedClubId, type Actor } from '../context';
import { DomainError } from '../errors';

/**
 * Staff changes to a club's schedule: a club-scoped token reaches its own club only. Another club of
 * the same tenant is a 403 (its existence is no secret within the tenant), as for reading a club.
 */
export function assertClubInReach(actor: Actor, clubId: number): void {
  const confined = confinedClubId(actor);
  if (confined !== undefined && confined !== clubId) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
}
