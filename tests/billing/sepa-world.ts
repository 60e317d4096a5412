// The SEPA tests' world: club a with its creditor details, members on the monthly direct-debit offer
// (first debit 2026-04-05, the next 2026-05-05): one whose debits go through, one whose bank the
// sandbox rejects, one without a mandate. Readers of what the runs recorded.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { creditorIdCheckDigits } from '../../lib/bank/creditor-id';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { setClock } from '../../lib/time/clock';
import { billingCatalog, sell } from '../mandates/billing-helpers';
import { activeMandate, addTextableMember, REJECTED_IBAN } from '../mandates/helpers';
import { NOW, send, setup, type Fixture } from '../sales/helpers';

export const CREDITOR = {
  legalName: 'Club A Fitness & Co SAS', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP',
  id: `FR${creditorIdCheckDigits('FR', '123456')}ZZZ123456`,
};

export interface SepaWorld {
  fx: Fixture;
  members: Record<'paying' | 'rejected' | 'noMandate', { id: number; subscription: number }>;
}

export async function sepaWorld(options: { creditor?: boolean } = {}): Promise<SepaWorld> {
  setClock(NOW);
  const fx = await setup();
  const catalog = await billingCatalog(fx);
  if (options.creditor !== false) {
    await (await getDb()).execute(sql`UPDATE clubs SET legal_name = ${CREDITOR.legalName}, sepa_creditor_id = ${CREDITOR.id},
      creditor_iban = ${CREDITOR.iban}, creditor_bic = ${CREDITOR.bic} WHERE tenant_id = ${fx.tenant.id} AND id = ${fx.clubs.a}`);
  }
  const monthly = { implementation: { startDate: '2026-03-10' }, repaymentSchedule: { debitDay: 5 } };
  const add = async (mandate: 'ok' | 'rejected' | 'none') => {
    const member = await addTextableMember(fx);
    if (mandate !== 'none') await activeMandate(fx, member, mandate === 'rejected' ? { iban: REJECTED_IBAN, bic: 'NWBKGB2L' } : {});
    return { id: member.id, subscription: await sell(fx, member.id, catalog.monthly, monthly) };
  };
  return { fx, members: { paying: await add('ok'), rejected: await add('rejected'), noMandate: await add('none') } };
}

export interface InstallmentRow { id: number; contact_id: number; state: string; end_to_end_id: string | null; sequence_type: string | null; reject_reason: string | null; invoice_id: number }

export async function installments(fx: Fixture, date: string): Promise<InstallmentRow[]> {
  return queryRows<InstallmentRow>(await getDb(), sql`SELECT id, contact_id, state, end_to_end_id, sequence_type, reject_reason, invoice_id
    FROM billed_installments WHERE tenant_id = ${fx.tenant.id} AND debit_date = ${date}::date ORDER BY id`);
}

export const of = (rows: InstallmentRow[], contactId: number) => rows.find((r) => r.contact_id === contactId)!;

export function uploadStatement(fx: Fixture, xml: string, contentType = 'application/xml'): Promise<Response> {
  return send(fx, 'POST', '/bank_statements', xml, { token: fx.admin, headers: { 'content-type': contentType } });
}

/** A hand-written bank answer of tests/fixtures/iso20022 with its {{placeholders}} filled. */
export function bankAnswer(name: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((xml, [key, value]) => xml.replaceAll(`{{${key}}}`, value),
    readFileSync(new URL(`../fixtures/iso20022/${name}`, import.meta.url), 'utf8'));
}
