// The money-owed pages' reads: each line of a contact's debt adds up to contact-debt.ts's one total,
// with the incident's invoice and reason, the overdue invoice's unpaid rest, and the closure's consequences.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { setClock } from '../../time/clock';
import { call, iriOf } from '../../../tests/factories';
import { NOW, setup } from '../../../tests/subscriptions/helpers';
import { issueChargeInvoice } from './issue-charge-invoice';
import { listBoardIncidents, listBoardOverdue, previewClosure } from './list-finance-board';
import { listOverdueInvoices, readContactDebts } from './list-member-debts';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

type Fx = Awaited<ReturnType<typeof setup>>;
const charge = (fx: Fx, lateDueDate: string) => inTransaction((tx) => issueChargeInvoice(tx, {
  tenantId: fx.tenant.id, contactId: fx.contacts.alice, clubId: fx.clubs.a, date: '2026-03-01', amount: 1200, lateDueDate, kind: 'fee_invoice',
}));

async function incident(fx: Fx, amount: number, reason: string): Promise<number> {
  const res = await call(`/${fx.token}/incidents`, {
    token: fx.admin, method: 'POST', headers: { accept: 'application/json' },
    body: { contactId: iriOf(fx, 'contacts', fx.contacts.alice), amount, reason },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe('a contact\'s money owed, line by line', () => {
  it('lists open incidents and overdue invoices whose amounts add up to the debt', async () => {
    const fx = await setup();
    await charge(fx, '2026-03-05');
    await charge(fx, '2026-03-20'); // not yet due: no debt
    const id = await incident(fx, 500, 'debit_rejected');
    const db = await getDb();

    const debts = await readContactDebts(db, fx.tenant.id, fx.contacts.alice);
    expect(debts?.incidents).toEqual([expect.objectContaining({ id, amount: 500, reason: 'debit_rejected', invoice: null })]);
    expect(debts?.overdue).toEqual([expect.objectContaining({ remaining: 1200, totalTI: 1200, lateDueDate: '2026-03-05' })]);
    expect(debts?.debt.total).toBe(1700);
    expect(debts?.closure).toBeNull();
    expect(debts?.club.id).toBe(fx.clubs.a);
    expect(await readContactDebts(db, fx.tenant.id, 999_999)).toBeNull();
    expect(await listOverdueInvoices(db, { tenantId: fx.tenant.id, clubId: fx.clubs.b })).toEqual([]);

    const ctx = { tenant: fx.tenant, actor: { kind: 'staff' as const, userId: 1, role: 'owner' as const } };
    const board = await listBoardIncidents({ ...ctx, state: 'open', contactId: fx.contacts.alice, page: { page: 1, itemsPerPage: 10 } });
    expect(board.items.map((i) => [i.id, i.contact?.id])).toEqual([[id, fx.contacts.alice]]);
    expect((await listBoardIncidents({ ...ctx, state: 'settled', page: { page: 1, itemsPerPage: 10 } })).totalItems).toBe(0);
    expect((await listBoardOverdue(ctx)).map((l) => l.contact?.id)).toEqual([fx.contacts.alice]);
    expect(await previewClosure({ ...ctx, contactId: fx.contacts.alice })).toMatchObject({ debt: { total: 1700 }, activeSubscriptions: 0 });
  });
});
