// POST /bank_statements (CONTRACT §12): a bank's pain.002 or camt.054, uploaded by staff. A rejected
// debit's payment is reversed and its debit_rejected incident opened, once however often the file
// comes; what matches nothing is listed; anything else is refused with a precise code.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { queryRows } from '../../lib/db/raw';
import { ledgerProblems } from '../../lib/domain/ledger/conservation';
import { readReconciliation } from '../../lib/domain/ledger/reconciliation';
import { getMemberHistory } from '../../lib/domain/portal/get-member-history';
import { setClock } from '../../lib/time/clock';
import { bankTotal, billingRun, incidentsOf } from '../mandates/billing-helpers';
import { expectProblem } from '../problem';
import { ok, send, type Json } from '../sales/helpers';
import { bankAnswer, installments, of, sepaWorld, uploadStatement, type SepaWorld } from './sepa-world';

let world: SepaWorld;
beforeAll(async () => {
  world = await sepaWorld();
  await ok(await billingRun(world.fx, '2026-04-05'), 201);
}, 120_000);
afterAll(() => setClock(null));

type Statement = Json & { '@id': string; format: string; rejects: number; duplicates: number; unknown: string[] };

describe('a bank\'s status report (pain.002.001.03)', () => {
  it('reverses a collected debit rejected by the bank and opens its incident with the reason code; again, it changes nothing', async () => {
    const { fx, members } = world;
    const rows = await installments(fx, '2026-04-05');
    const paying = of(rows, members.paying.id);
    const sandboxRejected = of(rows, members.rejected.id);
    expect(paying.state).toBe('collected');
    expect(sandboxRejected).toMatchObject({ state: 'rejected', reject_reason: 'AM04' });
    const bankBefore = await bankTotal(fx);
    const staff = { tenant: fx.tenant, actor: { kind: 'staff' as const, userId: 1, role: 'owner' as const } };
    const collectedOn = async () => (await readReconciliation({ ...staff, clubId: fx.clubs.a, from: '2026-04-05', to: '2026-04-05' })).total.moneyIn.directDebit;
    const collectedBefore = await collectedOn();
    const xml = bankAnswer('pain.002.001.03-rejects.xml', { MSG_ID: 'CMS-1-2', REJECTED: paying.end_to_end_id!, ACCEPTED: sandboxRejected.end_to_end_id!, UNKNOWN: 'ELSEWHERE-9' });

    const first = await ok<Statement>(await uploadStatement(fx, xml), 201);
    expect(first).toMatchObject({ '@type': 'BankStatement', format: 'pain.002.001.03', rejects: 1, duplicates: 0, unknown: ['ELSEWHERE-9'] });
    expect(first['@id']).toMatch(new RegExp(`^/${fx.token}/bank_statements/\\d+$`));
    expect(of(await installments(fx, '2026-04-05'), members.paying.id)).toMatchObject({ state: 'rejected', reject_reason: 'AM04' });
    expect(await bankTotal(fx)).toBe(bankBefore - 1990);
    expect(await incidentsOf(fx)).toContainEqual({ contact_id: members.paying.id, invoice_id: paying.invoice_id, amount: 1990, reason: 'debit_rejected', state: 'open' });
    expect(await ok<Json>(await send(fx, 'GET', `/invoices/${paying.invoice_id}`))).toMatchObject({ financialState: 'incident', paidAmount: 0 });
    const summary = await ok<Json>(await send(fx, 'GET', `/financial_summary?contactId=${encodeURIComponent(`/${fx.token}/contacts/${members.paying.id}`)}`));
    expect(summary).toMatchObject({ numberOfIncidents: 1, totalDebt: 1990 });
    // What staff reconcile with the bank and what the member reads say the money came back.
    expect(await collectedOn()).toBe(collectedBefore - 1990);
    const history = await getMemberHistory({ tenant: fx.tenant, actor: { kind: 'member', contactId: members.paying.id } });
    expect(history.payments.filter((p) => p.mean.startsWith('direct_debit')).map((p) => [p.mean, p.amount]))
      .toEqual(expect.arrayContaining([['direct_debit', 1990], ['direct_debit_returned', -1990]]));

    const again = await ok<Statement>(await uploadStatement(fx, xml), 201);
    expect(again).toMatchObject({ rejects: 0, duplicates: 1, unknown: ['ELSEWHERE-9'] });
    expect(again['@id']).not.toBe(first['@id']);
    expect((await incidentsOf(fx)).filter((i) => i.contact_id === members.paying.id)).toHaveLength(1);
    expect(await bankTotal(fx)).toBe(bankBefore - 1990);
    expect(await ledgerProblems(await getDb(), fx.tenant.id)).toEqual([]);
  });
});

describe('a bank\'s notification of R-transactions (camt.054.001.02)', () => {
  it('a debit returned after the run, and a transaction submitted but not yet answered, are both rejected once', async () => {
    const { fx, members } = world;
    await ok(await billingRun(fx, '2026-05-05'), 201);
    const paying = of(await installments(fx, '2026-05-05'), members.paying.id);
    expect(paying.state).toBe('collected');
    const xml = bankAnswer('camt.054.001.02-returns.xml', { RETURNED: paying.end_to_end_id!, CREDITED: 'BI-0' });
    expect(await ok<Statement>(await uploadStatement(fx, xml, 'text/xml; charset=utf-8'), 201))
      .toMatchObject({ format: 'camt.054.001.02', rejects: 1, duplicates: 0, unknown: [] });
    expect(of(await installments(fx, '2026-05-05'), members.paying.id)).toMatchObject({ state: 'rejected', reject_reason: 'MD06' });
    // A debit recorded as submitted whose answer the run has not recorded yet: the statement's reject
    // stands, and the bank's later answer changes nothing (the run records only what is still submitted).
    const db = await getDb();
    const noMandate = of(await installments(fx, '2026-05-05'), members.noMandate.id);
    const pending = `BI-PENDING-${noMandate.id}`;
    await db.execute(sql`UPDATE billed_installments SET state = 'submitted', end_to_end_id = ${pending} WHERE tenant_id = ${fx.tenant.id} AND id = ${noMandate.id}`);
    expect(await ok<Statement>(await uploadStatement(fx, bankAnswer('camt.054.001.02-returns.xml', { RETURNED: pending, CREDITED: 'x' })), 201))
      .toMatchObject({ rejects: 1, duplicates: 0 });
    const [row] = await queryRows<{ state: string }>(db, sql`SELECT state FROM billed_installments WHERE tenant_id = ${fx.tenant.id} AND id = ${noMandate.id}`);
    expect(row!.state).toBe('rejected');
    expect(await ledgerProblems(db, fx.tenant.id)).toEqual([]);
  });
});

describe('what is not a bank answer', () => {
  it('is refused with a code saying what is wrong, and changes nothing', async () => {
    const { fx } = world;
    const before = await incidentsOf(fx);
    await expectProblem(await uploadStatement(fx, '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"><CstmrDrctDbtInitn/></Document>'),
      400, 'api.error.bank-statement.unsupported-format');
    await expectProblem(await uploadStatement(fx, '<Document><unclosed></Document>'), 400, 'api.error.bank-statement.malformed');
    await expectProblem(await uploadStatement(fx, '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><d>&x;</d>'),
      400, 'api.error.bank-statement.malformed');
    await expectProblem(await uploadStatement(fx, '{"rejects": []}', 'application/json'), 415, 'api.error.body.unsupported-media-type');
    expect(await incidentsOf(fx)).toEqual(before);
  });

  it('a partner (non-admin) token is refused', async () => {
    const res = await send(world.fx, 'POST', '/bank_statements', '<Document/>', { headers: { 'content-type': 'application/xml' } });
    expect(res.status).toBe(403);
  });
});
