// GET /exports/fec (CONTRACT §15): the FEC of a club read back from real sales made through the API.
// The clock runs at the real time: postings are stamped by the database, so "today" is the real one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { FEC_COLUMNS } from '../../lib/domain/exports/fec-format';
import { setClock } from '../../lib/time/clock';
import { dateInZone } from '../../lib/time/zone';
import { addOffer, addProduct } from '../catalog/helpers';
import { iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { addArticle, addMember, ok, openSale, pay, send, setup, type Fixture } from '../sales/helpers';

let fx: Fixture;
let today: string;
const saleIds: Record<'a' | 'b', number> = { a: 0, b: 0 };

const fecPath = (query: string) => `/exports/fec?${query}`;
const cents = (value: string) => (value === '' ? 0 : Math.round(Number(value.replace(',', '.')) * 100));

async function sell(club: 'a' | 'b', price: number): Promise<number> {
  const product = await addProduct(fx, { club: iriOf(fx, 'clubs', fx.clubs[club]), name: `Locker ${club}` });
  const offer = await addOffer(fx, product, { name: 'Locker', priceTI: price });
  const member = await addMember(fx, { clubId: fx.clubs[club] });
  const sale = await openSale(fx, member.id, { clubId: iriOf(fx, 'clubs', fx.clubs[club]), clubCode: club.toUpperCase() });
  await addArticle(fx, sale.id, offer);
  await ok(await pay(fx, sale.id, price - 1000), 201);
  await ok(await pay(fx, sale.id, 1000, { mean: 'card', paymentCards: [{ amount: 1000, network: 'Visa' }] }), 201);
  return sale.id;
}

beforeAll(async () => {
  const at = new Date();
  setClock(at);
  fx = await setup();
  today = dateInZone(at, 'Europe/Paris');
  saleIds.a = await sell('a', 7050);
  saleIds.b = await sell('b', 3000);
});
afterAll(() => setClock(null));

describe('GET /exports/fec', () => {
  it('writes the 18 columns, one line per posting of the club\'s transactions, each entry balanced, totals as the ledger\'s', async () => {
    const res = await send(fx, 'GET', fecPath(`club=${iriOf(fx, 'clubs', fx.clubs.a)}&from=${today}&to=${today}`), undefined, { token: fx.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/tab-separated-values/);
    const [header, ...lines] = (await res.text()).split('\n').filter(Boolean);
    expect(header).toBe('JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise');
    const rows = lines.map((line) => Object.fromEntries(line.split('\t').map((v, i) => [FEC_COLUMNS[i], v])) as Record<(typeof FEC_COLUMNS)[number], string>);
    for (const line of lines) expect(line.split('\t')).toHaveLength(18);
    for (const row of rows) {
      expect(row.EcritureDate).toBe(today.replaceAll('-', ''));
      expect(row.Debit).toMatch(/^\d+,\d\d$/);
      expect(row.Credit).toMatch(/^\d+,\d\d$/);
    }
    const byEntry = new Map<string, typeof rows>();
    for (const row of rows) byEntry.set(row.EcritureNum, [...(byEntry.get(row.EcritureNum) ?? []), row]);
    for (const [num, entry] of byEntry) {
      expect(entry.reduce((sum, row) => sum + cents(row.Debit) - cents(row.Credit), 0), `entry ${num}`).toBe(0);
    }
    // The ledger's own: the transactions of club a's sale, and nothing of club b's.
    const db = await getDb();
    const ledger = await queryRows<{ id: number; debit: string }>(db, sql`
      SELECT t.id, sum(p.amount) FILTER (WHERE p.amount > 0) AS debit FROM ledger_transactions t
      JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id
      WHERE t.tenant_id = ${fx.tenant.id} AND t.id IN (SELECT transaction_id FROM ledger_postings WHERE tenant_id = ${fx.tenant.id} AND sale_id = ${saleIds.a})
      GROUP BY t.id ORDER BY t.id`);
    expect([...byEntry.keys()]).toEqual(ledger.map((t) => String(t.id)));
    const totalDebit = rows.reduce((sum, row) => sum + cents(row.Debit), 0);
    expect(totalDebit).toBe(ledger.reduce((sum, t) => sum + Number(t.debit), 0));
    expect(rows.reduce((sum, row) => sum + cents(row.Credit), 0)).toBe(totalDebit);
    // The French chart's defaults: the customer's account with the member as auxiliary, revenue, cash.
    const accounts = new Set(rows.map((row) => row.CompteNum));
    for (const account of ['411', '706', '530', '5115']) expect(accounts).toContain(account);
    expect(rows.find((row) => row.CompteNum === '411')!.CompAuxNum).not.toBe('');
    expect(rows.find((row) => row.CompteNum === '706')!.JournalCode).toBe('VE');
  });

  it('reads each transaction\'s club as the rule says, from the postings, even when they arrive in several statements', async () => {
    const db = await getDb();
    // A transaction whose first statement names only a contact of club b, then a checkout of club a:
    // the checkout decides (club a), as it would have had both come at once.
    const [member] = await queryRows<{ id: number }>(db, sql`SELECT id FROM contacts WHERE tenant_id = ${fx.tenant.id} AND club_id = ${fx.clubs.b} LIMIT 1`);
    const [checkout] = await queryRows<{ id: number }>(db, sql`SELECT id FROM checkouts WHERE tenant_id = ${fx.tenant.id} AND club_id = ${fx.clubs.a} LIMIT 1`);
    await db.transaction(async (tx) => {
      const [t] = await queryRows<{ id: number }>(tx, sql`INSERT INTO ledger_transactions (tenant_id, kind, ref) VALUES (${fx.tenant.id}, 'sale_payment', 'test/split') RETURNING id`);
      await tx.execute(sql`INSERT INTO ledger_postings (tenant_id, transaction_id, account, amount, contact_id) VALUES (${fx.tenant.id}, ${t!.id}, 'available', -500, ${member!.id})`);
      await tx.execute(sql`INSERT INTO ledger_postings (tenant_id, transaction_id, account, amount, checkout_id) VALUES (${fx.tenant.id}, ${t!.id}, 'checkout_cash', 500, ${checkout!.id})`);
    });
    // The rule, computed from the postings of every transaction, against what the database kept.
    const differ = await queryRows<{ id: number }>(db, sql`
      SELECT t.id FROM ledger_transactions t
      LEFT JOIN ledger_transaction_clubs x ON x.tenant_id = t.tenant_id AND x.transaction_id = t.id
      WHERE t.tenant_id = ${fx.tenant.id} AND x.club_id IS DISTINCT FROM coalesce(
        (SELECT k.club_id FROM ledger_postings p JOIN checkouts k ON k.tenant_id = p.tenant_id AND k.id = p.checkout_id
          WHERE p.tenant_id = t.tenant_id AND p.transaction_id = t.id ORDER BY p.id LIMIT 1),
        (SELECT i.club_id FROM ledger_postings p JOIN invoices i ON i.tenant_id = p.tenant_id AND i.id = p.invoice_id
          WHERE p.tenant_id = t.tenant_id AND p.transaction_id = t.id ORDER BY p.id LIMIT 1),
        (SELECT s.club_id FROM ledger_postings p JOIN sales s ON s.tenant_id = p.tenant_id AND s.id = p.sale_id
          WHERE p.tenant_id = t.tenant_id AND p.transaction_id = t.id ORDER BY p.id LIMIT 1),
        (SELECT c.club_id FROM ledger_postings p JOIN contacts c ON c.tenant_id = p.tenant_id AND c.id = p.contact_id
          WHERE p.tenant_id = t.tenant_id AND p.transaction_id = t.id ORDER BY p.id LIMIT 1))`);
    expect(differ).toEqual([]);
    const [split] = await queryRows<{ club_id: number }>(db, sql`
      SELECT x.club_id FROM ledger_transaction_clubs x JOIN ledger_transactions t ON t.tenant_id = x.tenant_id AND t.id = x.transaction_id
      WHERE t.tenant_id = ${fx.tenant.id} AND t.ref = 'test/split'`);
    expect(split!.club_id).toBe(fx.clubs.a);
  });

  it('takes the club\'s own account numbers when it has them', async () => {
    const db = await getDb();
    await queryRows(db, sql`UPDATE clubs SET accounting_accounts = '{"revenue":"706100","cash":"5310"}'::jsonb WHERE id = ${fx.clubs.b}`);
    const res = await send(fx, 'GET', fecPath(`club=${iriOf(fx, 'clubs', fx.clubs.b)}&from=${today}&to=${today}`), undefined, { token: fx.admin });
    const accounts = new Set((await res.text()).split('\n').slice(1).filter(Boolean).map((line) => line.split('\t')[4]));
    expect(accounts).toContain('706100');
    expect(accounts).toContain('5310');
    expect(accounts).not.toContain('706');
  });

  it('is only the header for a period without entries', async () => {
    const res = await send(fx, 'GET', fecPath(`club=${iriOf(fx, 'clubs', fx.clubs.c)}&from=2020-01-01&to=2020-12-31`), undefined, { token: fx.admin });
    expect((await res.text()).split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('answers 400 naming the field for a missing or wrong club, from or to', async () => {
    const club = iriOf(fx, 'clubs', fx.clubs.a);
    const get = (query: string) => send(fx, 'GET', fecPath(query), undefined, { token: fx.admin });
    await expectViolation(await get(`from=${today}&to=${today}`), 'club');
    await expectViolation(await get(`club=/${fx.token}/clubs/999999999&from=${today}&to=${today}`), 'club');
    await expectViolation(await get(`club=/other/clubs/${fx.clubs.a}&from=${today}&to=${today}`), 'club');
    await expectViolation(await get(`club=${club}&from=2026-02-30&to=${today}`), 'from');
    await expectViolation(await get(`club=${club}&to=${today}`), 'from');
    await expectViolation(await get(`club=${club}&from=2026-03-01&to=2026-02-01`), 'to');
    await expectViolation(await get(`club=${club}&from=2020-01-01&to=2026-01-01`), 'to');
  });

  it('is refused to partner clients and club-bound tokens', async () => {
    await expectProblem(await send(fx, 'GET', fecPath(`club=${iriOf(fx, 'clubs', fx.clubs.a)}&from=${today}&to=${today}`)), 403, 'api.error.scope.unauthorized-endpoint');
    const clubBound = await tokenFor(fx, 'admin', { grant: 'club', clubId: fx.clubs.a });
    expect((await send(fx, 'GET', fecPath(`club=${iriOf(fx, 'clubs', fx.clubs.a)}&from=${today}&to=${today}`), undefined, { token: clubBound })).status).toBe(403);
  });
});
