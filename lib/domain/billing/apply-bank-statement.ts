// POST /bank_statements (admin, CONTRACT §12): a bank's answer, uploaded by staff. Each rejected
// transaction, matched by its original EndToEndId, reverses the debit's payment (when it had been
// recorded as collected) and opens the `debit_rejected` incident on its invoice, the bank's reason code
// kept on the installment: what the sandbox's rejection does at once. Once however often the file
// comes, and whoever uploads it at the same moment: the installments are locked, and only those not
// rejected yet change. What matches nothing of this tenant (or, for a club-bound token, of its club)
// is listed as unknown and left alone. One transaction, with the statement's own row.
import { sql } from 'drizzle-orm';
import { BankStatementError, readBankStatement, type StatementFormat } from '../../bank/bank-statement';
import { queryRows } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import { now } from '../../time/clock';
import { confinedClubId, type OperationContext } from '../context';
import { DomainError } from '../errors';
import { postTransactions } from '../ledger/post-transaction';
import { lockContactsForIncidents } from './lock-contacts-for-incidents';
import { openDebitIncidents } from './open-debit-incidents';

export interface AppliedStatement {
  id: number;
  format: StatementFormat;
  rejects: number;
  duplicates: number;
  unknown: string[];
}

interface Row { id: number; ref: string; state: string; contact_id: number; invoice_id: number; amount_ti: number }

export async function applyBankStatement(ctx: OperationContext & { xml: string }): Promise<AppliedStatement> {
  let content;
  try {
    content = readBankStatement(ctx.xml);
  } catch (error) {
    if (error instanceof BankStatementError) throw new DomainError(`api.error.bank-statement.${error.code}`, error.message);
    throw error;
  }
  const tenantId = ctx.tenant.id;
  const reasonOf = new Map<string, string>();
  for (const reject of content.rejects) if (!reasonOf.has(reject.endToEndId)) reasonOf.set(reject.endToEndId, reject.reason);
  const club = confinedClubId(ctx.actor);
  return inTransaction(async (tx) => {
    const rows = reasonOf.size === 0 ? [] : await queryRows<Row>(tx, sql`
      SELECT id, end_to_end_id AS ref, state, contact_id, invoice_id, amount_ti FROM billed_installments
      WHERE tenant_id = ${tenantId} AND end_to_end_id IN (SELECT jsonb_array_elements_text(${JSON.stringify([...reasonOf.keys()])}::jsonb))
        ${club !== undefined ? sql`AND club_id = ${club}` : sql``}
      ORDER BY id FOR UPDATE`);
    const found = new Set(rows.map((r) => r.ref));
    const unknown = [...reasonOf.keys()].filter((ref) => !found.has(ref));
    const apply = rows.filter((r) => r.state === 'collected' || r.state === 'submitted');
    const duplicates = rows.length - apply.length;
    await lockContactsForIncidents(tx, tenantId, apply.map((r) => r.contact_id));
    // The money the bank took back: the club's bank credited, the contact's receivable debited again.
    await postTransactions(tx, apply.filter((r) => r.state === 'collected').map((r) => ({
      tenantId, kind: 'direct_debit_reversal', ref: `invoices/${r.invoice_id}`,
      postings: [
        { account: 'bank', invoiceId: r.invoice_id, amount: -r.amount_ti },
        { account: 'receivable', contactId: r.contact_id, invoiceId: r.invoice_id, amount: r.amount_ti },
      ],
    })));
    await openDebitIncidents(tx, tenantId, apply.map((r) => ({ contactId: r.contact_id, invoiceId: r.invoice_id, amount: r.amount_ti, reason: 'debit_rejected' })));
    if (apply.length > 0) {
      await tx.execute(sql`
        UPDATE billed_installments b SET state = 'rejected', reject_reason = d.reason, processed_at = ${now().toISOString()}::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(apply.map((r) => ({ id: r.id, reason: reasonOf.get(r.ref)!.slice(0, 35) })))}::jsonb) AS d(id int, reason text)
        WHERE b.tenant_id = ${tenantId} AND b.id = d.id`);
    }
    const [saved] = await queryRows<{ id: number }>(tx, sql`
      INSERT INTO bank_statements (tenant_id, format, message_id, rejects, duplicates, unknown)
      VALUES (${tenantId}, ${content.format}, ${content.messageId?.slice(0, 35) ?? null}, ${apply.length}, ${duplicates},
        ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(unknown)}::jsonb)))
      RETURNING id`);
    return { id: saved!.id, format: content.format, rejects: apply.length, duplicates, unknown };
  });
}
