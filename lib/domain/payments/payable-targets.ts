// What a payable object pays and how much that is now (CONTRACT §9.6): the open incidents' amounts,
// or the sales' remaining amounts. Read with row locks, in id order (the lock order of sales and
// incidents elsewhere), so the amount checked is the amount at the moment of the write.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/raw';
import { incidents, sales, type PayableObjectKind } from '../../db/schema';
import { saleMoney } from '../ledger/balances';
import { invalidField } from '../errors';
import { remainingOf } from '../sales/sale-view';

export interface Target {
  id: number;
  /** What is still owed on it now; 0 when it can no longer be paid (settled, cancelled). */
  due: number;
  payable: boolean;
}

const fieldOf = (kind: PayableObjectKind) => `payableObjects.${kind}`;

async function incidentTargets(db: Executor, tenantId: number, contactId: number, ids: number[], lock: boolean): Promise<Target[]> {
  const query = db.select().from(incidents).where(and(eq(incidents.tenantId, tenantId), inArray(incidents.id, ids))).orderBy(asc(incidents.id));
  const rows = lock ? await query.for('update') : await query;
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    // Another contact's incident is named like an unknown one: a token learns nothing of others' debts.
    if (!row || row.contactId !== contactId) throw invalidField(fieldOf('incidents'), 'not-found', `No incident ${id} of this contact.`);
    return { id, due: row.state === 'open' ? row.amount : 0, payable: row.state === 'open' };
  });
}

async function saleTargets(db: Executor, tenantId: number, contactId: number, clubId: number, ids: number[], lock: boolean): Promise<Target[]> {
  const query = db.select().from(sales).where(and(eq(sales.tenantId, tenantId), inArray(sales.id, ids))).orderBy(asc(sales.id));
  const rows = lock ? await query.for('update') : await query;
  const money = await saleMoney(db, tenantId, ids);
  const totals = await queryRows<{ sale_id: number; total: string | number }>(db, sql`
    SELECT sale_id, coalesce(sum(price_ti), 0) AS total FROM sale_articles
    WHERE tenant_id = ${tenantId} AND sale_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) GROUP BY sale_id`);
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row || row.contactId !== contactId) throw invalidField(fieldOf('sales'), 'not-found', `No sale ${id} of this contact.`);
    if (row.clubId !== clubId) throw invalidField(fieldOf('sales'), 'other-club', `Sale ${id} is not of this club.`);
    const paid = money.get(id)?.paid ?? 0;
    const total = row.state === 'validated' ? (money.get(id)?.invoiced ?? 0) : Number(totals.find((t) => Number(t.sale_id) === id)?.total ?? 0);
    const due = remainingOf(row.state, total, paid);
    return { id, due, payable: row.state !== 'canceled' && due > 0 };
  });
}

/** The targets, each checked to be the contact's (400 on the field otherwise). */
export function readTargets(
  db: Executor, input: { tenantId: number; contactId: number; clubId: number; kind: PayableObjectKind; ids: number[]; lock: boolean },
): Promise<Target[]> {
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  if (input.kind === 'web_wallet' || ids.length === 0) return Promise.resolve([]);
  return input.kind === 'incidents'
    ? incidentTargets(db, input.tenantId, input.contactId, ids, input.lock)
    : saleTargets(db, input.tenantId, input.contactId, input.clubId, ids, input.lock);
}
