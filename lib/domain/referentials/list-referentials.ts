import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { OperationContext } from '../context';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { familyRows, itemOf, type ReferentialItem, type ReferentialKind } from './referential-store';

/** GET /referentials/{family} (and GET /sources): the family's items, archived ones too, oldest first. */
export async function listReferentials(ctx: OperationContext & { kind: ReferentialKind; page: PageRequest }): Promise<Page<ReferentialItem>> {
  const db = await getDb();
  const from = familyRows(ctx.kind, ctx.tenant.id);
  return fetchPage(ctx.page,
    async (limit, offset) => (await queryRows<{ id: number; name: string; archived: boolean }>(db,
      sql`SELECT id, name, archived FROM ${from} ORDER BY id LIMIT ${limit} OFFSET ${offset}`)).map((row) => itemOf(ctx.kind, row)),
    async () => (await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM ${from}`)).map((r) => ({ n: Number(r.n) })));
}
