import { sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { queryRows } from '../../db/raw';
import type { OperationContext } from '../context';
import { familyRows, itemOf, type ReferentialItem, type ReferentialKind } from './referential-store';

type Row = { id: number; name: string; archived: boolean };

/**
 * POST /referentials/{family} (and POST /sources): a new item, or the one already named so
 * (case-insensitively) with `created: false`, so that a partner's set-up script can run again
 * (CONTRACT §10). An archived item of that name is answered as it is: archived.
 */
export async function createReferential(ctx: OperationContext & { kind: ReferentialKind; name: string }): Promise<{ item: ReferentialItem; created: boolean }> {
  const { kind, tenant } = ctx;
  return inTransaction(async (tx) => {
    // ON CONFLICT waits for a simultaneous insert of the same name to commit, then inserts nothing:
    // the read below (a new snapshot per statement) then finds that row.
    const [inserted] = await queryRows<Row>(tx, kind === 'sources'
      ? sql`INSERT INTO sources (tenant_id, name) VALUES (${tenant.id}, ${ctx.name}) ON CONFLICT DO NOTHING RETURNING id, name, archived`
      : sql`INSERT INTO referentials (tenant_id, family, name) VALUES (${tenant.id}, ${kind}, ${ctx.name}) ON CONFLICT DO NOTHING RETURNING id, name, archived`);
    if (inserted) return { item: itemOf(kind, inserted), created: true };
    const [existing] = await queryRows<Row>(tx, sql`SELECT id, name, archived FROM ${familyRows(kind, tenant.id)} AND lower(name) = lower(${ctx.name})`);
    return { item: itemOf(kind, existing!), created: false };
  });
}
