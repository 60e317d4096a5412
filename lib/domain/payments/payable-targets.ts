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

async function incidentTargets(db: Executor, tenantId: number, contactId: number, ids: number[], lock: boolean, strict: boolean): Promise<Target[]> {
  const query = db.select().from(incidents).where(and(eq(incidents.tenantId, tenantId), inArray(incidents.id, ids))).orderBy(asc(incidents.id));
  const rows = lock ? await query.for('update') : await query;
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    // Another contact's incident is named like an unknown one: a token learns nothing of others' debts.
    if (!row || row.contactId !== contactId) {
      if (strict) throw invalidField(fieldOf('incidents'), 'not-found', `No incident ${id} of this contact.`);
      return { id, due: 0, payable: false };
    }
    return { id, due: row.state === 'open' ? row.amount : 0, payable: row.state === 'open' };
  });
}

async function saleTargets(
  db: Executor, tenantId: number, contactId: number, clubId: number, ids: number[], lock: boolean, strict: boolean,
): Promise<Target[]> {
  const query = db.select().from(sales).where(and(eq(sales.tenantId, tenantId), inArray(sales.id, ids))).orderBy(asc(sales.id));
  const rows = lock ? await query.for('update') : await query;
  const money = await saleMoney(db, tenantId, ids);
  const totals = await queryRows<{ sale_id: number; total: string | number }>(db, sql`
    SELECT sale_id, coalesce(sum(price_ti), 0) AS total FROM sale_articles
    WHERE tenant_id = ${tenantId} AND sale_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) GROUP BY sale_id`);
  // A sale whose invoice is in incident is paid by settling the incident (spec, Errors).
  const inIncident = await queryRows<{ sale_id: number }>(db, sql`
    SELECT DISTINCT i.sale_id FROM incidents n JOIN invoices i ON i.tenant_id = n.tenant_id AND i.id = n.invoice_id
    WHERE n.tenant_id = ${tenantId} AND n.state = 'open' AND i.sale_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    const refusal = !row || row.contactId !== contactId
      ? invalidField(fieldOf('sales'), 'not-found', `No sale ${id} of this contact.`)
      : row.clubId !== clubId
        ? invalidField(fieldOf('sales'), 'other-club', `Sale ${id} is not of this club.`)
        : inIncident.some((r) => Number(r.sale_id) === id)
          ? invalidField(fieldOf('sales'), 'in-incident', `Sale ${id}'s invoice is in incident: pay the incident instead.`, 'api.error.invoice.in-incident')
          : null;
    if (refusal || !row) {
      if (strict) throw refusal!;
      return { id, due: 0, payable: false };
    }
    const paid = money.get(id)?.paid ?? 0;
    const total = row.state === 'validated' ? (money.get(id)?.invoiced ?? 0) : Number(totals.find((t) => Number(t.sale_id) === id)?.total ?? 0);
    const due = remainingOf(row.state, total, paid);
    return { id, due, payable: row.state !== 'canceled' && due > 0 };
  });
}

/**
 * The targets. `strict` (a request): each must be the contact's and payable now, else a 400 on the
 * field. Not strict (a validated payment being applied): one that no longer qualifies is simply not
 * payable, and its share goes to the available amount.
 */
export function readTargets(
  db: Executor, input: { tenantId: number; contactId: number; clubId: number; kind: PayableObjectKind; ids: number[]; lock: boolean; strict: boolean },
): Promise<Target[]> {
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  if (input.kind === 'web_wallet' || ids.length === 0) return Promise.resolve([]);
  return input.kind === 'incidents'
    ? incidentTargets(db, input.tenantId, input.contactId, ids, input.lock, input.strict)
    : saleTargets(db, input.tenantId, input.contactId, input.clubId, ids, input.lock, input.strict);
}
