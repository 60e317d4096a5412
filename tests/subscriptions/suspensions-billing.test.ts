// A billing run across an accepted suspension (CONTRACT §15): no debit falls inside it, the debits
// on and after its start move by its length (end − start + 1 days), the promotion's count and the
// regular amount follow the moved schedule, and a suspension cannot be accepted once a debit on or
// after its start is billed.
import { beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { billingCatalog, billingRun, installmentInvoices, sell } from '../mandates/billing-helpers';
import { activeMandate, addTextableMember } from '../mandates/helpers';
import { expectProblem } from '../problem';
import { NOW, ok, send, setup, type Fixture, type Json } from '../sales/helpers';

let fx: Fixture;
let catalog: Awaited<ReturnType<typeof billingCatalog>>;
// Monthly promo: 19.90 for 3 months then 29.90, debited on the 5th from 2026-04-05.
const monthly = { implementation: { startDate: '2026-03-10' }, repaymentSchedule: { debitDay: 5 } };

beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await billingCatalog(fx);
}, 120_000);

async function member(): Promise<number> {
  const person = await addTextableMember(fx);
  await activeMandate(fx, person, {});
  return sell(fx, person.id, catalog.monthly, monthly);
}

const billedFor = async (subscription: number) => (await installmentInvoices(fx))
  .filter((i) => i.subscription_id === subscription).map((i) => [i.date, i.total_ti]);

describe('billing across a suspension', () => {
  it('debits nothing inside it and moves the later debits by its length', async () => {
    const frozen = await member();
    const running = await member();
    // 30 days, 2026-04-20 to 2026-05-19: the debit of 05-05 falls inside.
    const suspension = await ok<Json>(await send(fx, 'POST', `/subscriptions/${frozen}/suspensions`,
      { startDate: '2026-04-20', endDate: '2026-05-19', reason: 'Surgery' }), 201);
    expect(await ok<Json>(await send(fx, 'POST', `/suspensions/${suspension.id}/transitions`, { transition: 'accept' }, { token: fx.admin }))).toMatchObject({ state: 'accepted' });
    for (const date of ['2026-04-05', '2026-05-05', '2026-06-04', '2026-06-05', '2026-07-05', '2026-08-04', '2026-08-05']) {
      await ok(await billingRun(fx, date), 201);
    }
    expect(await billedFor(running)).toEqual([
      ['2026-04-05', 1990], ['2026-05-05', 1990], ['2026-06-05', 1990], ['2026-07-05', 2990], ['2026-08-05', 2990],
    ]);
    // Before the suspension as planned; 05-05 → 06-04, 06-05 → 07-05, 07-05 (the first regular one) → 08-04.
    expect(await billedFor(frozen)).toEqual([
      ['2026-04-05', 1990], ['2026-06-04', 1990], ['2026-07-05', 1990], ['2026-08-04', 2990],
    ]);
  });

  it('a suspension starting on or before a debit already billed can no longer be accepted', async () => {
    const subscription = await member();
    await ok(await billingRun(fx, '2026-04-05'), 201);
    // Requested in time, decided after the start's debit was billed (the clock moved on).
    const late = await ok<Json>(await send(fx, 'POST', `/subscriptions/${subscription}/suspensions`,
      { startDate: '2026-04-01', endDate: '2026-04-30' }), 201);
    await expectProblem(await send(fx, 'POST', `/suspensions/${late.id}/transitions`, { transition: 'accept' }, { token: fx.admin }), 400, 'api.error.suspension.already-billed');
    expect(await ok<Json>(await send(fx, 'GET', `/suspensions/${late.id}`))).toMatchObject({ state: 'requested' });
  });
});
