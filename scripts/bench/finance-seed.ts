// What a network's money looks like after a year, for npm run bench:finance, written straight in SQL
// (generate_series, no API): CONTACTS members across BENCH_CLUBS clubs (each with its sandbox web
// checkout), INVOICES installment invoices spread over them with their ledger entries as billing
// writes them (issue-installment-invoices.ts: the receivable debited against revenue; a collected debit
// credits it against the bank), and INCIDENTS open incidents on distinct contacts, each on the
// contact's first invoice (a rejected debit), the contact carrying the `blocking_debt` accounting tag.
// One invoice in ten is deferred (a late due date, passed) and unpaid: overdue debt, for about half
// of the contacts (a contact's k-th invoice is deferred when contact + k ends in 9). The ids of one
// INSERT ... SELECT generate_series are consecutive on a fresh database: the n-th row is first + n.
import { sql } from 'drizzle-orm';

export const CONTACTS = Number(process.env.CONTACTS ?? 200_000);
export const INVOICES = Number(process.env.INVOICES ?? 1_000_000);
export const INCIDENTS = Math.min(Number(process.env.INCIDENTS ?? 100_000), CONTACTS);
export const CLUBS = Number(process.env.BENCH_CLUBS ?? 100);
/** Invoices whose postings one INSERT writes (below). */
const POSTING_SLICE = 100_000;

export interface FinanceSeed {
  /** Contact ids: first + n for n in [0, CONTACTS). */
  firstContact: number;
  /** Contacts with an open incident (and overdue invoices, for some). */
  indebted: number[];
}

async function rows<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  const { getDb } = await import('../../lib/db/client');
  return ((await (await getDb()).execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The first id of a set just inserted, after checking its ids are consecutive. */
async function firstOf(table: 'contacts' | 'invoices', tenantId: number, where: ReturnType<typeof sql>, count: number): Promise<number> {
  const [range] = await rows<{ first: number; last: number; n: number }>(sql`
    SELECT min(id) AS first, max(id) AS last, count(*)::int AS n FROM ${sql.raw(table)} WHERE tenant_id = ${tenantId} AND ${where}`);
  if (!range || range.n !== count || range.last - range.first + 1 !== count) throw new Error(`${table}: the seeded ids are not consecutive`);
  return range.first;
}

export async function seedFinance(tenantId: number): Promise<FinanceSeed> {
  const clubs = (await rows<{ id: number }>(sql`
    INSERT INTO clubs (tenant_id, name, code, debit_days)
    SELECT ${tenantId}, 'Bench club ' || g, 'FBENCH' || g, '{5}' FROM generate_series(1, ${CLUBS}) g ORDER BY g RETURNING id`)).map((c) => c.id);
  const clubArray = `{${clubs.join(',')}}`;
  await rows(sql`
    INSERT INTO checkouts (tenant_id, club_id, name, type, web_payment_provider_type)
    SELECT ${tenantId}, id, 'Web', 'web', 'sandbox' FROM unnest(${clubArray}::int[]) AS id`);
  // Contact n (0-based) is in club n % CLUBS.
  await rows(sql`
    INSERT INTO contacts (tenant_id, number, club_id, email, family_name, given_name, state)
    SELECT ${tenantId}, 'FB' || lpad(n::text, 8, '0'), (${clubArray}::int[])[1 + n % ${CLUBS}],
      'debtor' || n || '@bench.test', 'Family' || n, 'Given' || n, 'client'
    FROM generate_series(0, ${CONTACTS - 1}) n`);
  const firstContact = await firstOf('contacts', tenantId, sql`number LIKE 'FB%'`, CONTACTS);
  // Invoice m (0-based) is contact m % CONTACTS's (its m / CONTACTS-th), in that contact's club; one in ten deferred and past due.
  await rows(sql`
    INSERT INTO invoices (tenant_id, contact_id, club_id, number, date, total_ti, late_due_date)
    SELECT ${tenantId}, ${firstContact} + m % ${CONTACTS}, (${clubArray}::int[])[1 + (m % ${CONTACTS}) % ${CLUBS}],
      'FB-' || lpad(m::text, 9, '0'), date '2026-01-01' + m % 300, 1000 + (m * 37) % 5000,
      CASE WHEN (m + m / ${CONTACTS}) % 10 = 9 THEN date '2026-01-01' + m % 300 + 20 END
    FROM generate_series(0, ${INVOICES - 1}) m`);
  const firstInvoice = INVOICES > 0 ? await firstOf('invoices', tenantId, sql`number LIKE 'FB-%'`, INVOICES) : 0;
  // Incident k is on contact k * CONTACTS / INCIDENTS (distinct contacts), on its first invoice when it has one.
  await rows(sql`
    INSERT INTO incidents (tenant_id, contact_id, invoice_id, amount, reason)
    SELECT ${tenantId}, ${firstContact} + c, i.id, coalesce(i.total_ti, 2500), 'debit_rejected'
    FROM (SELECT (k::bigint * ${CONTACTS} / ${INCIDENTS})::int AS c FROM generate_series(0, ${INCIDENTS - 1}) k) s
    LEFT JOIN invoices i ON i.tenant_id = ${tenantId} AND i.id = ${firstInvoice} + s.c AND s.c < ${INVOICES}
    ORDER BY c`);
  await rows(sql`
    INSERT INTO contact_tags (tenant_id, contact_id, name, valid_from, accounting)
    SELECT DISTINCT tenant_id, contact_id, 'blocking_debt', date '2026-01-01', true FROM incidents
    WHERE tenant_id = ${tenantId} AND state = 'open' ORDER BY 2`);
  // Every invoice's issue, then the debits collected: all but the deferred ones and those in incident.
  // The postings find their transaction through its unique cause (kind, ref), once the transactions
  // are in and analysed: a join on the rows an INSERT returns is planned blind (a nested loop). One
  // database transaction: the ledger refuses, at commit, a transaction without balanced postings
  // (migration 0017), so they commit together, and the deferred checks run over them then.
  const { getDb } = await import('../../lib/db/client');
  await (await getDb()).transaction(async (tx) => {
    const rows = (statement: ReturnType<typeof sql>) => tx.execute(statement);
    await rows(sql`
      INSERT INTO ledger_transactions (tenant_id, kind, ref)
      SELECT ${tenantId}, 'sale_invoice', 'invoices/' || id FROM invoices WHERE tenant_id = ${tenantId} AND number LIKE 'FB-%' ORDER BY id`);
    await rows(sql`
      INSERT INTO ledger_transactions (tenant_id, kind, ref)
      SELECT ${tenantId}, 'direct_debit', 'invoices/' || i.id FROM invoices i
      WHERE i.tenant_id = ${tenantId} AND i.number LIKE 'FB-%' AND i.late_due_date IS NULL
        AND NOT EXISTS (SELECT 1 FROM incidents n WHERE n.tenant_id = i.tenant_id AND n.invoice_id = i.id)
      ORDER BY i.id`);
    await rows(sql`ANALYZE ledger_transactions, invoices, incidents, contacts`);
    // The postings in slices of invoices, analysed between slices: the ledger's statement triggers
    // (revenue_days, ledger_transaction_clubs) read each statement's new rows joined to the tables, and
    // planned over one statement of 4,000,000 postings against statistics of empty tables they ran for
    // over 25 minutes; billing's own statements are batch-sized.
    for (let from = 0; from < INVOICES; from += POSTING_SLICE) {
      const started = performance.now();
      await rows(sql`
        INSERT INTO ledger_postings (tenant_id, transaction_id, account, contact_id, invoice_id, amount)
        SELECT ${tenantId}, t.id, p.account, p.contact_id, i.id, p.amount
        FROM invoices i JOIN ledger_transactions t ON t.tenant_id = i.tenant_id AND t.ref = 'invoices/' || i.id
        CROSS JOIN LATERAL (VALUES
          ('sale_invoice', 'receivable', i.contact_id, i.total_ti), ('sale_invoice', 'revenue', NULL::int, -i.total_ti),
          ('direct_debit', 'bank', NULL::int, i.total_ti), ('direct_debit', 'receivable', i.contact_id, -i.total_ti)
        ) AS p(kind, account, contact_id, amount)
        WHERE i.tenant_id = ${tenantId} AND i.number LIKE 'FB-%' AND t.kind = p.kind
          AND i.id >= ${firstInvoice + from} AND i.id < ${firstInvoice + from + POSTING_SLICE}`);
      await rows(sql`ANALYZE ledger_postings, revenue_days, ledger_transaction_clubs`);
      console.log(`  postings of invoices ${from + 1}-${Math.min(from + POSTING_SLICE, INVOICES)}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  const indebted = (await rows<{ contact_id: number }>(sql`
    SELECT contact_id FROM incidents WHERE tenant_id = ${tenantId} AND state = 'open' ORDER BY contact_id`)).map((r) => r.contact_id);
  // What autovacuum would have done by now in a running service, and the seed's checkpoint made now,
  // not spread over the measured runs (as catalog-seed.ts does).
  await rows(sql`VACUUM ANALYZE`);
  await rows(sql`CHECKPOINT`);
  return { firstContact, indebted };
}
