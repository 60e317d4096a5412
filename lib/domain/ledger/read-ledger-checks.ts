// GET /ledger/checks and the staff reconciliation page: the ledger's checks for the whole tenant.
import { getDb } from '../../db/client';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError } from '../errors';
import { ledgerChecks, type LedgerCheck } from './ledger-checks';

/** Every check of the tenant's ledger; for staff and admin clients of the whole tenant, never members. */
export async function readLedgerChecks(ctx: OperationContext): Promise<LedgerCheck[]> {
  if (ctx.actor.kind === 'member' || confinedClubId(ctx.actor) !== undefined) {
    throw new DomainError('api.error.scope.unauthorized-endpoint', 'The ledger checks cover the whole network: they are for its staff.');
  }
  return ledgerChecks(await getDb(), ctx.tenant.id);
}
