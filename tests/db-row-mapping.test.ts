// Prepared selects map their rows with a mapping worked out once (lib/db/row-mapper.ts). It must give
// exactly what Drizzle's own mapping gives, or leave the statement to Drizzle.
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { getDb, type Database } from '../lib/db/client';
import { precompileRowMapping } from '../lib/db/row-mapper';
import { clubs, networkNodes } from '../lib/db/schema';
import { createTenantFixture, type TenantFixture } from './factories';

let fx: TenantFixture;
beforeAll(async () => {
  fx = await createTenantFixture();
});

const ofTenant = eq(networkNodes.tenantId, sql.placeholder('tenantId'));
const columns = {
  club: clubs, nodeId: networkNodes.id, parentId: networkNodes.parentId, alias: networkNodes.alias,
  total: sql<number>`count(*) over ()`.mapWith(Number), label: sql<string>`upper(${networkNodes.name})`.as('label'),
};

/** Every club node with its club whole: a nested table, dates, an array, JSON, numbers and nulls. */
function clubNodes(db: Database) {
  return db.select(columns).from(networkNodes)
    .innerJoin(clubs, and(eq(clubs.tenantId, networkNodes.tenantId), eq(clubs.id, networkNodes.clubId)))
    .where(ofTenant).orderBy(asc(networkNodes.id));
}

it('maps the rows of a prepared select exactly as Drizzle does', async () => {
  const db = await getDb();
  const prepared = clubNodes(db).prepare('row_mapping_inner');
  const drizzles = await prepared.execute({ tenantId: fx.tenant.id });
  expect(precompileRowMapping(prepared)).toBe(true);
  const ours = await prepared.execute({ tenantId: fx.tenant.id });
  expect(ours.length).toBeGreaterThan(1);
  expect(ours).toStrictEqual(drizzles);
  expect(ours[0]!.club.createdAt).toBeInstanceOf(Date);
  expect(ours.some((row) => row.alias === null)).toBe(true);
});

it('leaves a left join to Drizzle, which answers null for a table with no row', async () => {
  const db = await getDb();
  const prepared = db.select(columns).from(networkNodes)
    .leftJoin(clubs, and(eq(clubs.tenantId, networkNodes.tenantId), eq(clubs.id, networkNodes.clubId)))
    .where(ofTenant).orderBy(asc(networkNodes.id)).prepare('row_mapping_left');
  expect(precompileRowMapping(prepared)).toBe(false);
  const rows = await prepared.execute({ tenantId: fx.tenant.id });
  expect(rows.find((row) => row.nodeId === fx.nodes.group)!.club).toBeNull();
});
