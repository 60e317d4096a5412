import { confinedClubId, type Actor } from '../context';
import { DomainError } from '../errors';

/**
 * A club-bound token changes its club's catalog only: not another club's products, nor the
 * tenant-wide ones (club null), which every club sells.
 */
export function assertMayEditClubCatalog(actor: Actor, clubId: number | null): void {
  const confined = confinedClubId(actor);
  if (confined !== undefined && clubId !== confined) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
}

/** A club-bound token reads its club's products and the tenant-wide ones, not another club's. */
export function assertMayReadClubCatalog(actor: Actor, clubId: number | null): void {
  const confined = confinedClubId(actor);
  if (confined !== undefined && clubId !== null && clubId !== confined) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
}
