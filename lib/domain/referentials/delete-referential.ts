import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { getReferentialOrThrow, isReferentialInUse, type ReferentialKind } from './referential-store';

/**
 * DELETE /referentials/{family}/{id}: an item no contact names is deleted; one in use is archived
 * instead (kept on those contacts, no longer offered). Its row is locked first, and a contact write
 * naming it locks it too (check-referential-links.ts), so a contact cannot start naming it between
 * the check and the delete.
 */
export async function deleteReferential(ctx: OperationContext & { kind: ReferentialKind; id: number }): Promise<{ archived: boolean }> {
  const { kind, tenant } = ctx;
  return inTransaction(async (tx) => {
    await getReferentialOrThrow(tx, tenant.id, kind, ctx.id, true);
    const table = kind === 'sources' ? sql`sources` : sql`referentials`;
    if (await isReferentialInUse(tx, tenant.id, kind, ctx.id)) {
      await queryRows(tx, sql`UPDATE ${table} SET archived = true WHERE tenant_id = ${tenant.id} AND id = ${ctx.id}`);
      return { archived: true };
    }
    await queryRows(tx, sql`DELETE FROM ${table} WHERE tenant_id = ${tenant.id} AND id = ${ctx.id}`);
    return { archived: false };
  });
}
