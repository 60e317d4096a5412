// The ledger's own checks (DESIGN.md, Money: "the conservation invariant is one query"), each named,
// so monitoring (GET /ledger/checks) and the staff reconciliation page show which one fails, and the
// tests read the same answers as a list of problems (conservation.ts, ledgerProblems). Read-only:
// each check sums postings and compares them with the documents that refer to them.
import { sql } from 'drizzle-orm';
import { readAll, type Executor } from '../../db/client';
import { queryRows } from '../../db/raw';

export const ledgerCheckNames = [
  'transactions-balanced', 'payments-match-postings', 'sales-match-postings', 'invoices-match-postings', 'available-not-negative', 'incidents-match-payments',
  'revenue-days-match-postings',
] as const;
export type LedgerCheckName = (typeof ledgerCheckNames)[number];

/** One failing row of a check: its id (transaction, payment, sale, invoice, contact, incident) and why, in English. */
export interface LedgerFailure {
  id: number;
  message: string;
}

export interface LedgerCheck {
  name: LedgerCheckName;
  ok: boolean;
  /** How many rows the check looked at. */
  checked: number;
  failures: LedgerFailure[];
}

const tenantFilter = (column: string, tenantId: number | undefined) => (tenantId === undefined ? sql`TRUE` : sql`${sql.raw(column)} = ${tenantId}`);
const check = (name: LedgerCheckName, checked: number, failures: LedgerFailure[]): LedgerCheck => ({ name, ok: failures.length === 0, checked, failures });

/** Every transaction has at least two postings and they sum to zero in each currency. */
async function transactionsBalanced(db: Executor, tenantId?: number): Promise<LedgerCheck> {
  const unbalanced = await queryRows<{ id: number; kind: string; ref: string }>(db, sql`
    SELECT t.id, t.kind, t.ref FROM ledger_transactions t
    LEFT JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id
    WHERE ${tenantFilter('t.tenant_id', tenantId)}
    GROUP BY t.id, t.kind, t.ref, p.currency HAVING count(p.id) < 2 OR coalesce(sum(p.amount), 0) <> 0`);
  const [count] = await queryRows<{ n: string | number }>(db, sql`SELECT count(*) AS n FROM ledger_transactions t WHERE ${tenantFilter('t.tenant_id', tenantId)}`);
  return check('transactions-balanced', Number(count?.n ?? 0), unbalanced.map((t) => ({
    id: Number(t.id), message: `transaction ${t.id} (${t.kind} ${t.ref}) does not sum to zero`,
  })));
}

/** Each payment's amount is what its mean's account (cash, cheques, cards, provider clearing) took. */
async function paymentsMatchPostings(db: Executor, tenantId?: number): Promise<LedgerCheck> {
  const rows = await queryRows<{ id: number; amount: number; taken: string | null }>(db, sql`
    SELECT pay.id, pay.amount, (SELECT sum(p.amount) FROM ledger_transactions t
        JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id
        WHERE t.tenant_id = pay.tenant_id AND t.kind IN ('sale_payment', 'incident_payment') AND t.ref = 'payments/' || pay.id
          AND p.account IN ('checkout_cash', 'checkout_cheques', 'checkout_cards', 'provider_clearing')) AS taken
    FROM payments pay WHERE ${tenantFilter('pay.tenant_id', tenantId)}`);
  return check('payments-match-postings', rows.length, rows.filter((p) => Number(p.taken ?? 0) !== p.amount).map((p) => ({
    id: Number(p.id), message: `payment ${p.id} of ${p.amount} took ${p.taken ?? 'nothing'} in the ledger`,
  })));
}

/**
 * Each sale's paid amount, read from the receivable postings that name it, is one a sale can have:
 * never negative, never beyond its invoice once validated, nothing held once cancelled.
 */
async function salesMatchPostings(db: Executor, tenantId?: number): Promise<LedgerCheck> {
  const rows = await queryRows<{ id: number; state: string; invoiced: string; balance: string }>(db, sql`
    SELECT s.id, s.state,
      coalesce(sum(p.amount) FILTER (WHERE t.kind = 'sale_invoice'), 0) AS invoiced, coalesce(sum(p.amount), 0) AS balance
    FROM sales s
    LEFT JOIN ledger_postings p ON p.tenant_id = s.tenant_id AND p.sale_id = s.id AND p.account = 'receivable'
    LEFT JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id
    WHERE ${tenantFilter('s.tenant_id', tenantId)} GROUP BY s.id, s.state`);
  const failures: LedgerFailure[] = [];
  for (const s of rows) {
    const invoiced = Number(s.invoiced);
    const paid = invoiced - Number(s.balance);
    const id = Number(s.id);
    if (paid < 0) failures.push({ id, message: `sale ${s.id} has a negative paid amount (${paid})` });
    if (s.state === 'validated' && paid > invoiced) failures.push({ id, message: `validated sale ${s.id} paid ${paid} beyond its invoice ${invoiced}` });
    if (s.state === 'canceled' && (paid !== 0 || invoiced !== 0)) failures.push({ id, message: `canceled sale ${s.id} still holds ${paid}` });
  }
  return check('sales-match-postings', rows.length, failures);
}

/**
 * Each invoice's total is what its transaction debited to the receivable, and an invoice that is not
 * a sale's was never paid beyond it (what was paid towards it is read from the postings naming it).
 */
async function invoicesMatchPostings(db: Executor, tenantId?: number): Promise<LedgerCheck> {
  const rows = await queryRows<{ id: number; total_ti: number; debited: string | null; owed: string | null }>(db, sql`
    SELECT i.id, i.total_ti, d.debited,
      CASE WHEN i.sale_id IS NULL THEN (SELECT sum(p.amount) FROM ledger_postings p
        WHERE p.tenant_id = i.tenant_id AND p.invoice_id = i.id AND p.account = 'receivable') END AS owed
    FROM invoices i
    -- One grouped pass over the invoice transactions, joined by ref (a subquery per invoice read
    -- every transaction of the tenant for each: the kind's LIKE cannot use the cause index).
    LEFT JOIN (SELECT t.tenant_id, t.ref, sum(p.amount) AS debited FROM ledger_transactions t
        JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id
        WHERE ${tenantFilter('t.tenant_id', tenantId)} AND t.kind LIKE '%\_invoice' AND p.account = 'receivable'
        GROUP BY t.tenant_id, t.ref) d ON d.tenant_id = i.tenant_id AND d.ref = 'invoices/' || i.id
    WHERE ${tenantFilter('i.tenant_id', tenantId)}`);
  const failures: LedgerFailure[] = [];
  for (const i of rows) {
    if (Number(i.debited ?? 0) !== i.total_ti) failures.push({ id: Number(i.id), message: `invoice ${i.id} of ${i.total_ti} debited ${i.debited ?? 'nothing'}` });
    else if (i.owed !== null && Number(i.owed) < 0) failures.push({ id: Number(i.id), message: `invoice ${i.id} of ${i.total_ti} was paid ${i.total_ti - Number(i.owed)}` });
  }
  return check('invoices-match-postings', rows.length, failures);
}

/**
 * No contact's available amount (the opposite of its `available` postings) is below zero, and the
 * wallet row the database keeps beside the postings (contact_wallets) says the same amount.
 */
async function availableNotNegative(db: Executor, tenantId?: number): Promise<LedgerCheck> {
  const rows = await queryRows<{ contact_id: number; available: string; wallet: number | null }>(db, sql`
    SELECT coalesce(p.contact_id, w.contact_id) AS contact_id, coalesce(p.available, 0) AS available, w.available AS wallet
    FROM (SELECT tenant_id, contact_id, -sum(amount) AS available FROM ledger_postings
          WHERE account = 'available' AND ${tenantFilter('tenant_id', tenantId)} GROUP BY tenant_id, contact_id) p
    FULL JOIN (SELECT tenant_id, contact_id, available FROM contact_wallets WHERE ${tenantFilter('tenant_id', tenantId)}) w
      ON w.tenant_id = p.tenant_id AND w.contact_id = p.contact_id`);
  const failures: LedgerFailure[] = [];
  for (const r of rows) {
    const available = Number(r.available);
    const id = Number(r.contact_id);
    if (available < 0) failures.push({ id, message: `contact ${id} has a negative available amount (${available})` });
    else if ((r.wallet ?? 0) !== available) failures.push({ id, message: `contact ${id}'s wallet says ${r.wallet ?? 'nothing'}, its postings ${available}` });
  }
  return check('available-not-negative', rows.length, failures);
}

/** Every settled incident has exactly one payment of its amount; an open or cancelled one has none. */
export async function incidentsMatchPayments(db: Executor, tenantId?: number): Promise<LedgerCheck> {
  const rows = await queryRows<{ id: number; state: string; amount: number; paid: string | null; count: number }>(db, sql`
    SELECT n.id, n.state, n.amount, sum(pay.amount) AS paid, count(pay.id)::int AS count FROM incidents n
    LEFT JOIN payments pay ON pay.tenant_id = n.tenant_id AND pay.incident_id = n.id
    WHERE ${tenantFilter('n.tenant_id', tenantId)} GROUP BY n.id, n.state, n.amount`);
  const failures: LedgerFailure[] = [];
  for (const r of rows) {
    const expected = r.state === 'settled' ? 1 : 0;
    if (Number(r.count) !== expected) failures.push({ id: Number(r.id), message: `${r.state} incident ${r.id} has ${r.count} payments` });
    else if (expected === 1 && Number(r.paid) !== r.amount) failures.push({ id: Number(r.id), message: `incident ${r.id} of ${r.amount} was paid ${r.paid}` });
  }
  return check('incidents-match-payments', rows.length, failures);
}

/**
 * revenue_days (the dashboard's revenue per club, day and kind, kept by a trigger) says what the
 * postings crediting revenue say, recomputed here from the ledger with the dashboard's classification.
 */
async function revenueDaysMatchPostings(db: Executor, tenantId?: number): Promise<LedgerCheck> {
  const rows = await queryRows<{ club_id: number; day: string; kind: string; kept: string | null; ledger: string | null }>(db, sql`
    WITH ledger AS (
      SELECT i.tenant_id, i.club_id, i.date AS day,
        CASE WHEN t.kind = 'fee_invoice' THEN 'fees' WHEN i.sale_id IS NOT NULL AND i.subscription_id IS NULL THEN 'shop' ELSE 'subscriptions' END AS kind,
        -p.amount AS amount
      FROM ledger_transactions t
      JOIN invoices i ON i.tenant_id = t.tenant_id AND 'invoices/' || i.id = t.ref
      JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id AND p.account = 'revenue'
      WHERE ${tenantFilter('t.tenant_id', tenantId)} AND t.kind IN ('sale_invoice', 'installment_invoice', 'fee_invoice')
      UNION ALL
      SELECT t.tenant_id, k.club_id, (t.created_at AT TIME ZONE c.time_zone)::date, 'fees', -p.amount
      FROM ledger_transactions t
      JOIN payments y ON y.tenant_id = t.tenant_id AND 'payments/' || y.id = t.ref
      JOIN checkouts k ON k.tenant_id = y.tenant_id AND k.id = y.checkout_id
      JOIN clubs c ON c.tenant_id = k.tenant_id AND c.id = k.club_id
      JOIN ledger_postings p ON p.tenant_id = t.tenant_id AND p.transaction_id = t.id AND p.account = 'revenue'
      WHERE ${tenantFilter('t.tenant_id', tenantId)} AND t.kind = 'incident_payment'
    ), summed AS (SELECT tenant_id, club_id, day, kind, sum(amount) AS amount FROM ledger GROUP BY 1, 2, 3, 4)
    SELECT coalesce(s.club_id, r.club_id) AS club_id, to_char(coalesce(s.day, r.day), 'YYYY-MM-DD') AS day,
      coalesce(s.kind, r.kind) AS kind, r.amount AS kept, s.amount AS ledger
    FROM summed s
    FULL JOIN (SELECT * FROM revenue_days WHERE ${tenantFilter('tenant_id', tenantId)}) r
      ON r.tenant_id = s.tenant_id AND r.club_id = s.club_id AND r.day = s.day AND r.kind = s.kind`);
  const failures = rows.filter((r) => Number(r.kept ?? 0) !== Number(r.ledger ?? 0)).map((r) => ({
    id: Number(r.club_id), message: `club ${r.club_id}'s ${r.kind} revenue on ${r.day} is kept as ${r.kept ?? 'nothing'}, the postings say ${r.ledger ?? 'nothing'}`,
  }));
  return check('revenue-days-match-postings', rows.length, failures);
}

/**
 * Every check, in a fixed order, for one tenant (or every tenant, for the tests of the whole database):
 * at once on the pool, one after the other inside a transaction (readAll).
 */
export async function ledgerChecks(db: Executor, tenantId?: number): Promise<LedgerCheck[]> {
  return readAll(db, [transactionsBalanced, paymentsMatchPostings, salesMatchPostings, invoicesMatchPostings,
    availableNotNegative, incidentsMatchPayments, revenueDaysMatchPostings].map((run) => () => run(db, tenantId)));
}

/** What a check says in one line (the API's `detail`, in English as every API detail is). */
export function checkDetail(check: LedgerCheck, shown = 5): string {
  if (check.ok) return `${check.checked} checked, none failing.`;
  const more = check.failures.length > shown ? `; and ${check.failures.length - shown} more` : '';
  return `${check.failures.length} of ${check.checked} failing: ${check.failures.slice(0, shown).map((f) => f.message).join('; ')}${more}.`;
}
