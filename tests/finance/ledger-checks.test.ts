// The ledger's own checks (GET /ledger/checks, CONTRACT §9.6) and the staff reconciliation's figures
// (lib/domain/ledger/reconciliation.ts): all green on real money made through the API, red on a
// broken ledger, and a hand-made day's figures read back. The clock runs at the real time here:
// postings are stamped by the database, invoices by the clock, and the day must be the same for both.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { listReviewPayables } from '../../lib/domain/finance/list-review-payables';
import { ledgerChecks, ledgerCheckNames } from '../../lib/domain/ledger/ledger-checks';
import { readReconciliation } from '../../lib/domain/ledger/reconciliation';
import { addDays } from '../../lib/time/calendar';
import { setClock } from '../../lib/time/clock';
import { dateInZone } from '../../lib/time/zone';
import { addOffer, addProduct } from '../catalog/helpers';
import { iriOf, tokenFor } from '../factories';
import { expectProblem } from '../problem';
import { addArticle, addMember, ok, openSale, pay, readSale, send, setup, type Fixture } from '../sales/helpers';

let fx: Fixture;
let today: string;
let timeZone: string;
let saleId: number;
let contactId: number;
const staff = () => ({ tenant: fx.tenant, actor: { kind: 'staff' as const, userId: 1, role: 'staff' as const } });

class Rollback extends Error {}
/** Runs `work` in a transaction that is always rolled back: what it writes never reaches the shared database. */
async function rolledBack(work: (tx: Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0]) => Promise<void>) {
  const db = await getDb();
  await expect(db.transaction(async (tx) => {
    await work(tx);
    throw new Rollback();
  })).rejects.toBeInstanceOf(Rollback);
}

beforeAll(async () => {
  const at = new Date();
  setClock(at);
  fx = await setup();
  const db = await getDb();
  [{ time_zone: timeZone }] = await queryRows<{ time_zone: string }>(db, sql`SELECT time_zone FROM clubs WHERE id = ${fx.clubs.a}`) as [{ time_zone: string }];
  today = dateInZone(at, timeZone);
  // A 70.00 sale of club a, paid 50.00 in cash and 20.00 by card through the API.
  const product = await addProduct(fx, { club: iriOf(fx, 'clubs', fx.clubs.a), name: 'Locker' });
  const offer = await addOffer(fx, product, { name: 'Locker', priceTI: 7000 });
  const member = await addMember(fx);
  contactId = member.id;
  const sale = await openSale(fx, member.id);
  saleId = sale.id;
  await addArticle(fx, sale.id, offer);
  await ok(await pay(fx, sale.id, 5000), 201);
  await ok(await pay(fx, sale.id, 2000, { mean: 'card', paymentCards: [{ amount: 2000, network: 'Visa' }] }), 201);
  expect(await readSale(fx, sale.id)).toMatchObject({ state: 'validated', paidAmount: 7000 });
});
afterAll(() => setClock(null));

describe('GET /ledger/checks', () => {
  it('answers every check, all ok, to an admin client after a real sale was paid', async () => {
    const body = await ok<{ checks: { name: string; ok: boolean; detail: string }[] }>(await send(fx, 'GET', '/ledger/checks', undefined, { token: fx.admin }));
    expect(body.checks.map((c) => c.name)).toEqual([...ledgerCheckNames]);
    for (const check of body.checks) expect(check, check.detail).toMatchObject({ ok: true, detail: expect.stringMatching(/checked, none failing/) });
    expect(body.checks.find((c) => c.name === 'payments-match-postings')!.detail).toBe('2 checked, none failing.');
  });

  it('is refused to a partner client and to a club-bound admin token (403)', async () => {
    await expectProblem(await send(fx, 'GET', '/ledger/checks', undefined, { token: fx.partner }), 403, 'api.error.scope.unauthorized-endpoint');
    const clubBound = await tokenFor(fx, 'admin', { grant: 'club', clubId: fx.clubs.a });
    expect((await send(fx, 'GET', '/ledger/checks', undefined, { token: clubBound })).status).toBe(403);
  });
});

describe('the checks go red', () => {
  it('on a transaction that does not balance, which the database refuses to commit anyway', async () => {
    const unbalanced = async (tx: Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0]) => {
      const [t] = await queryRows<{ id: number }>(tx, sql`
        INSERT INTO ledger_transactions (tenant_id, kind, ref) VALUES (${fx.tenant.id}, 'test', ${`broken/${saleId}`}) RETURNING id`);
      await queryRows(tx, sql`INSERT INTO ledger_postings (tenant_id, transaction_id, account, amount) VALUES (${fx.tenant.id}, ${t!.id}, 'revenue', -100)`);
      return Number(t!.id);
    };
    await rolledBack(async (tx) => {
      const id = await unbalanced(tx);
      const checks = await ledgerChecks(tx, fx.tenant.id);
      const balanced = checks.find((c) => c.name === 'transactions-balanced')!;
      expect(balanced).toMatchObject({ ok: false, failures: [{ id, message: expect.stringContaining('does not sum to zero') }] });
      expect(checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['transactions-balanced']);
    });
    const db = await getDb();
    await expect(db.transaction(async (tx) => { await unbalanced(tx); })).rejects.toThrow();
  });

  it('on a wallet that does not say what its postings say', async () => {
    await rolledBack(async (tx) => {
      await queryRows(tx, sql`INSERT INTO contact_wallets (tenant_id, contact_id, available) VALUES (${fx.tenant.id}, ${contactId}, 250)
        ON CONFLICT (tenant_id, contact_id) DO UPDATE SET available = contact_wallets.available + 250`);
      const wallets = (await ledgerChecks(tx, fx.tenant.id)).find((c) => c.name === 'available-not-negative')!;
      expect(wallets).toMatchObject({ ok: false, failures: [{ id: contactId, message: expect.stringContaining('wallet says 250') }] });
    });
  });

  it('on revenue kept for the dashboard that the postings do not say, and back to ok when they do', async () => {
    await rolledBack(async (tx) => {
      // The sale paid above credited revenue in club a: revenue_days has its day, as the postings say.
      const before = (await ledgerChecks(tx, fx.tenant.id)).find((c) => c.name === 'revenue-days-match-postings')!;
      expect(before).toMatchObject({ ok: true });
      expect(before.checked).toBeGreaterThan(0);
      await queryRows(tx, sql`UPDATE revenue_days SET amount = amount + 1 WHERE tenant_id = ${fx.tenant.id} AND club_id = ${fx.clubs.a}`);
      const after = (await ledgerChecks(tx, fx.tenant.id)).find((c) => c.name === 'revenue-days-match-postings')!;
      expect(after).toMatchObject({ ok: false, failures: [{ id: fx.clubs.a, message: expect.stringMatching(/revenue on .* is kept as \d+, the postings say \d+/) }] });
    });
  });
});

describe('the reconciliation', () => {
  it('shows the day\'s money by mean beside the payments and the invoice', async () => {
    const reconciliation = await readReconciliation({ ...staff(), clubId: fx.clubs.a, from: addDays(today, -1), to: addDays(today, 1) });
    expect(reconciliation.days.map((d) => d.date)).toEqual([addDays(today, -1), today, addDays(today, 1)]);
    const day = reconciliation.days[1]!;
    expect(day).toEqual({
      date: today,
      moneyIn: { cash: 5000, cheques: 0, cards: 2000, online: 0, directDebit: 0, total: 7000 },
      paymentsRecorded: { count: 2, amount: 7000 }, invoicesIssued: { count: 1, amount: 7000 },
      debtOpened: { count: 0, amount: 0 }, debtSettled: { count: 0, amount: 0 },
    });
    expect(reconciliation.total.moneyIn.total).toBe(7000);
    // Another club's day holds none of it.
    const other = await readReconciliation({ ...staff(), clubId: fx.clubs.b, from: today, to: today });
    expect(other.days[0]!.moneyIn.total).toBe(0);
  });

  it('counts debt opened and settled on the day, and refuses a range it cannot read', async () => {
    const member = await addMember(fx);
    const incident = await ok<{ id: number }>(await send(fx, 'POST', '/incidents', { contactId: member.iri, amount: 1200, reason: 'test' }, { token: fx.admin }), 201);
    await ok(await send(fx, 'POST', '/incidents', { contactId: member.iri, amount: 300, reason: 'test' }, { token: fx.admin }), 201);
    const db = await getDb();
    const { settleIncident } = await import('../../lib/domain/finance/settle-incident');
    await db.transaction((tx) => settleIncident(tx, { tenantId: fx.tenant.id, incidentId: incident.id, mean: 'cheque', cheques: [{ amount: 1200 }] }));
    const [day] = (await readReconciliation({ ...staff(), clubId: fx.clubs.a, from: today, to: today })).days;
    expect(day).toMatchObject({
      moneyIn: { cash: 5000, cheques: 1200, cards: 2000, total: 8200 }, paymentsRecorded: { count: 3, amount: 8200 },
      debtOpened: { count: 2, amount: 1500 }, debtSettled: { count: 1, amount: 1200 },
    });
    expect((await ledgerChecks(db, fx.tenant.id)).every((c) => c.ok)).toBe(true);
    await expect(readReconciliation({ ...staff(), clubId: fx.clubs.a, from: today, to: addDays(today, -1) })).rejects.toMatchObject({ code: 'api.error.validation.invalid' });
    await expect(readReconciliation({ ...staff(), clubId: fx.clubs.a, from: today, to: addDays(today, 200) })).rejects.toMatchObject({ code: 'api.error.validation.invalid' });
    await expect(readReconciliation({ tenant: fx.tenant, actor: { kind: 'member', contactId: member.id }, clubId: fx.clubs.a, from: today, to: today }))
      .rejects.toMatchObject({ code: 'api.error.scope.unauthorized-endpoint' });
  });

  it('lists the club\'s payable objects in review, with their contact', async () => {
    const db = await getDb();
    const [checkout] = await queryRows<{ id: number }>(db, sql`SELECT id FROM checkouts WHERE tenant_id = ${fx.tenant.id} AND club_id = ${fx.clubs.a} LIMIT 1`);
    const reference = `review-${fx.token}`;
    // The state the lead adds for mismatched provider events; written here as its provider would leave it.
    const inserted = await queryRows<{ id: number }>(db, sql`
      INSERT INTO payable_objects (tenant_id, contact_id, club_id, checkout_id, kind, target_ids, amount, currency, state, provider, provider_reference, token, redirect_url, valid_url, cancel_url)
      VALUES (${fx.tenant.id}, ${contactId}, ${fx.clubs.a}, ${checkout!.id}, 'sales', '[]'::jsonb, 4500, 'EUR', 'review', 'sandbox', ${reference}, ${reference}, 'https://pay.test/x', 'https://ok.test', 'https://ko.test')
      RETURNING id`);
    const listed = await listReviewPayables({ ...staff(), clubId: fx.clubs.a });
    expect(listed).toEqual([expect.objectContaining({ id: Number(inserted[0]!.id), contactId, amount: 4500, currency: 'EUR' })]);
    expect(listed[0]!.contactName).toMatch(/Buyer$/);
    expect(await listReviewPayables({ ...staff(), clubId: fx.clubs.b })).toEqual([]);
  });
});
