// The FEC (fichier des écritures comptables, CONTRACT §15): one line per ledger posting of the
// club's transactions in the period, read in batches of transactions by id (keyset), so memory
// stays flat whatever the period holds. A transaction's club is that of the first of its postings
// naming a checkout, else an invoice, else a sale, else a contact, which the database keeps in
// ledger_transaction_clubs (migration 0034), so a club's year is read by index from its own
// transactions: every posting of a transaction goes with it, so each EcritureNum balances as the ledger does.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { AccountingAccounts, LedgerAccount } from '../../db/schema';
import { addDays } from '../../time/calendar';
import { assertStaffRole, SETTINGS_ROLES } from '../auth/assert-staff-role';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError, invalidField } from '../errors';
import { checkExportRange } from './export-range';
import { accountOf, chartOf, journalOf, kindLabel } from './fec-accounts';
import { FEC_HEADER, fecAmount, fecDate, fecLine } from './fec-format';

const BATCH = 500;

interface PostingRow {
  transaction_id: number; kind: string; ref: string; day: string; account: LedgerAccount; amount: number;
  contact_number: string | null; contact_name: string | null; invoice_number: string | null;
}

export interface FecExport {
  filename: string;
  lines: AsyncIterable<string>;
}

/** Checks who asks, the club and the period at once (400s before any line), then streams. */
export async function exportFec(ctx: OperationContext & { clubId: number | undefined; from: string | undefined; to: string | undefined }): Promise<FecExport> {
  assertStaffRole(ctx.actor, SETTINGS_ROLES, 'Only the owner and managers can export the accounts.');
  if (ctx.clubId === undefined) throw invalidField('club', 'required', 'club is the IRI of one of your clubs.');
  const confined = confinedClubId(ctx.actor);
  if (confined !== undefined && confined !== ctx.clubId) throw new DomainError('api.error.scope.unauthorized-club', 'This token acts for another club.');
  const { from, to } = checkExportRange(ctx.from, ctx.to);
  const db = await getDb();
  const [club] = await queryRows<{ time_zone: string; code: string; accounting_accounts: Partial<AccountingAccounts> }>(db, sql`
    SELECT time_zone, code, accounting_accounts FROM clubs WHERE tenant_id = ${ctx.tenant.id} AND id = ${ctx.clubId}`);
  if (!club) throw invalidField('club', 'not-found', 'club is the IRI of one of your clubs.');
  const chart = chartOf(club.accounting_accounts);
  const read = { tenantId: ctx.tenant.id, clubId: ctx.clubId, timeZone: club.time_zone, from, to };
  return { filename: `FEC-${club.code}-${fecDate(from)}-${fecDate(to)}.txt`, lines: fecLines(read, chart) };
}

async function* fecLines(read: BatchRead, chart: AccountingAccounts): AsyncGenerator<string> {
  yield FEC_HEADER;
  let after = 0;
  for (;;) {
    const rows = await readBatch(read, after);
    if (rows.length === 0) return;
    yield rows.map((row) => lineOf(row, chart)).join('');
    after = rows.at(-1)!.transaction_id;
  }
}

function lineOf(row: PostingRow, chart: AccountingAccounts): string {
  const journal = journalOf(row.kind);
  const account = accountOf(chart, row.account);
  const date = fecDate(row.day);
  const amount = Number(row.amount);
  const auxiliary = row.account === 'receivable' || row.account === 'available';
  return fecLine({
    JournalCode: journal.code, JournalLib: journal.label, EcritureNum: String(row.transaction_id), EcritureDate: date,
    CompteNum: account.number, CompteLib: account.label,
    CompAuxNum: auxiliary ? row.contact_number ?? '' : '', CompAuxLib: auxiliary ? row.contact_name ?? '' : '',
    PieceRef: row.invoice_number ?? row.ref, PieceDate: date, EcritureLib: `${kindLabel(row.kind)} ${row.invoice_number ?? row.ref}`,
    Debit: fecAmount(amount > 0 ? amount : 0), Credit: fecAmount(amount < 0 ? amount : 0),
    EcritureLet: '', DateLet: '', ValidDate: date, Montantdevise: '', Idevise: '',
  });
}

interface BatchRead { tenantId: number; clubId: number; timeZone: string; from: string; to: string }

/** The postings of the next BATCH transactions of the club and period after transaction `after`. */
async function readBatch({ tenantId, clubId, timeZone, from, to }: BatchRead, after: number): Promise<PostingRow[]> {
  const db = await getDb();
  const startAt = sql`(${from}::date)::timestamp AT TIME ZONE ${timeZone}`;
  const endAt = sql`(${addDays(to, 1)}::date)::timestamp AT TIME ZONE ${timeZone}`;
  return queryRows<PostingRow>(db, sql`
    WITH tx AS (
      SELECT t.id, t.kind, t.ref, to_char(t.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day
      FROM ledger_transaction_clubs x
      JOIN ledger_transactions t ON t.tenant_id = x.tenant_id AND t.id = x.transaction_id
      WHERE x.tenant_id = ${tenantId} AND x.club_id = ${clubId} AND x.transaction_id > ${after}
        AND t.created_at >= ${startAt} AND t.created_at < ${endAt}
      ORDER BY x.transaction_id LIMIT ${BATCH})
    SELECT tx.id AS transaction_id, tx.kind, tx.ref, tx.day, p.account, p.amount,
      c.number AS contact_number, nullif(trim(concat_ws(' ', c.given_name, c.family_name)), '') AS contact_name, i.number AS invoice_number
    FROM tx JOIN ledger_postings p ON p.tenant_id = ${tenantId} AND p.transaction_id = tx.id
    LEFT JOIN contacts c ON c.tenant_id = p.tenant_id AND c.id = p.contact_id
    LEFT JOIN invoices i ON i.tenant_id = p.tenant_id AND i.id = p.invoice_id
    ORDER BY tx.id, p.id`);
}
