// Prepared selects map their rows with a mapping worked out once (lib/db/prepared.ts), which writes
// private fields of Drizzle's prepared queries. It must give exactly what Drizzle's own mapping gives,
// or leave the statement to Drizzle; and when a Drizzle upgrade renames those fields, this fails.
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { getDb, type Database } from '../lib/db/client';
import { mapsRowsOnce, preparedStatement } from '../lib/db/prepared';
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

const innerStatement = preparedStatement('row_mapping_inner', (db, name) => clubNodes(db).prepare(name));

it('maps the rows of a prepared select exactly as Drizzle does', async () => {
  const db = await getDb();
  const statement = await innerStatement();
  // False when Drizzle no longer has the private fields the mapping reads and writes.
  expect(mapsRowsOnce(statement)).toBe(true);
  const ours = await statement.execute({ tenantId: fx.tenant.id });
  const drizzles = await clubNodes(db).prepare('row_mapping_by_drizzle').execute({ tenantId: fx.tenant.id });
  expect(mapsRowsOnce(clubNodes(db).prepare('row_mapping_by_drizzle'))).toBe(false);
  expect(ours.length).toBeGreaterThan(1);
  expect(ours).toStrictEqual(drizzles);
  expect(ours[0]!.club.createdAt).toBeInstanceOf(Date);
  expect(ours.some((row) => row.alias === null)).toBe(true);
});

it('maps the same way inside a transaction, where the statement is made on the transaction', async () => {
  const db = await getDb();
  const outside = await (await innerStatement()).execute({ tenantId: fx.tenant.id });
  const inside = await db.transaction(async (tx) => {
    const statement = await innerStatement(tx);
    expect(statement).not.toBe(await innerStatement());
    expect(mapsRowsOnce(statement)).toBe(true);
    return statement.execute({ tenantId: fx.tenant.id });
  });
  expect(inside).toStrictEqual(outside);
});

it('leaves a left join to Drizzle, which answers null for a table with no row', async () => {
  const statement = await preparedStatement('row_mapping_left', (db, name) => db.select(columns).from(networkNodes)
    .leftJoin(clubs, and(eq(clubs.tenantId, networkNodes.tenantId), eq(clubs.id, networkNodes.clubId)))
    .where(ofTenant).orderBy(asc(networkNodes.id)).prepare(name))();
  expect(mapsRowsOnce(statement)).toBe(false);
  const rows = await statement.execute({ tenantId: fx.tenant.id });
  expect(rows.find((row) => row.nodeId === fx.nodes.group)!.club).toBeNull();
});
