// The staff billing page's read (listBillingRuns): a run's counts and amounts from its installments,
// a missing mandate told apart from a rejected debit, the contacts whose debit failed; and the
// contact page's signature requests (listSignatureRequests), a lapsed pending one read as expired.
import { beforeAll, describe, expect, it } from 'vitest';
import { listBillingRuns } from '../../lib/domain/billing/list-billing-runs';
import type { OperationContext } from '../../lib/domain/context';
import { listSignatureRequests } from '../../lib/domain/signatures/list-signature-requests';
import { setClock } from '../../lib/time/clock';
import { NOW, ok, setup, type Fixture, type Json } from '../sales/helpers';
import { billingCatalog, billingRun, sell } from './billing-helpers';
import { activeMandate, addTextableMember, createMandate, REJECTED_IBAN, startSignature } from './helpers';

let fx: Fixture;
let ctx: OperationContext;
const ids: Record<string, number> = {};
const monthly = { implementation: { startDate: '2026-03-10' }, repaymentSchedule: { debitDay: 5 } };

beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  ctx = { tenant: fx.tenant, actor: { kind: 'staff', userId: 1, role: 'owner' } };
  const catalog = await billingCatalog(fx);
  for (const [key, mandate] of [['paying', 'ok'], ['rejected', 'rejected'], ['none', 'none']] as const) {
    const member = await addTextableMember(fx);
    if (mandate !== 'none') await activeMandate(fx, member, mandate === 'rejected' ? { iban: REJECTED_IBAN, bic: 'NWBKGB2L' } : {});
    await sell(fx, member.id, catalog.monthly, monthly);
    ids[key] = member.id;
  }
  await ok<Json>(await billingRun(fx, '2026-04-05'), 201);
}, 120_000);

describe('listBillingRuns', () => {
  it('sums the run\'s installments by outcome, with every contact invoiced, the failed debits first', async () => {
    const [run, ...others] = await listBillingRuns({ ...ctx, clubId: fx.clubs.a });
    expect(others).toHaveLength(0);
    expect(run).toMatchObject({
      clubId: fx.clubs.a, date: '2026-04-05',
      invoiced: { count: 3, amount: 5970 }, collected: { count: 1, amount: 1990 },
      rejected: { count: 1, amount: 1990 }, noMandate: { count: 1, amount: 1990 }, planned: { count: 0, amount: 0 },
    });
    expect(run!.debits.map((d) => [d.contactId, d.outcome, d.amount])).toEqual([
      [ids.rejected, 'rejected', 1990], [ids.none, 'no_mandate', 1990], [ids.paying, 'collected', 1990],
    ]);
  });

  it('filters by club and date', async () => {
    expect(await listBillingRuns({ ...ctx, clubId: fx.clubs.b })).toEqual([]);
    expect(await listBillingRuns({ ...ctx, clubId: fx.clubs.a, date: '2026-04-06' })).toEqual([]);
    expect(await listBillingRuns({ ...ctx, clubId: fx.clubs.a, date: '2026-04-05' })).toHaveLength(1);
  });
});

describe('listSignatureRequests', () => {
  it('lists a contact\'s requests newest first, a pending one past its 15 minutes as expired', async () => {
    const member = await addTextableMember(fx);
    const mandate = await createMandate(fx, member.id);
    await ok(await startSignature(fx, member.id, [mandate['@id']]), 201);
    const contact = { id: member.id, clubId: fx.clubs.a };
    const [pending] = await listSignatureRequests({ ...ctx, contact, now: NOW });
    expect(pending).toMatchObject({ state: 'pending', triesLeft: 5, mandateIds: [mandate.id] });
    const [lapsed] = await listSignatureRequests({ ...ctx, contact, now: new Date(NOW.getTime() + 16 * 60_000) });
    expect(lapsed).toMatchObject({ state: 'expired', triesLeft: 0 });
  });
});
