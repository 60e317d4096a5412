import { sql, type SQL } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { queryRows } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import type { OperationContext } from '../context';
import { invalidField } from '../errors';
import { getReferentialOrThrow, itemOf, nameConstraint, type ReferentialItem, type ReferentialKind } from './referential-store';

/** PUT and PATCH /referentials/{family}/{id}: rename it, archive it or bring it back. */
export async function updateReferential(ctx: OperationContext & {
  kind: ReferentialKind; id: number; patch: { name?: string; archived?: boolean };
}): Promise<ReferentialItem> {
  const { kind, tenant, patch } = ctx;
  try {
    return await inTransaction(async (tx) => {
      const before = await getReferentialOrThrow(tx, tenant.id, kind, ctx.id, true);
      const sets: SQL[] = [];
      if (patch.name !== undefined && patch.name !== before.name) sets.push(sql`name = ${patch.name}`);
      if (patch.archived !== undefined && patch.archived !== before.archived) sets.push(sql`archived = ${patch.archived}`);
      if (sets.length === 0) return before;
      const table = kind === 'sources' ? sql`sources` : sql`referentials`;
      const [row] = await queryRows<{ id: number; name: string; archived: boolean }>(tx,
        sql`UPDATE ${table} SET ${sql.join(sets, sql`, `)} WHERE tenant_id = ${tenant.id} AND id = ${ctx.id} RETURNING id, name, archived`);
      return itemOf(kind, row!);
    });
  } catch (error) {
    const unique = nameConstraint(kind);
    if (isUniqueViolation(error, unique.index)) throw invalidField('name', 'already-used', 'Another item of this list has this name.', unique.code);
    throw error;
  }
}
