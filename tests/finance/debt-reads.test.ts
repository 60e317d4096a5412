// Online cancellation's debt limit reads the one debt (contact-debt.ts): an invoice whose lateDueDate
// has passed unpaid is debt as an open incident is, and one not yet due is not.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../lib/db/transaction';
import { issueChargeInvoice } from '../../lib/domain/finance/issue-charge-invoice';
import { setClock } from '../../lib/time/clock';
import { call, iriOf } from '../factories';
import { expectProblem } from '../problem';
import { addSubscription, cancelOnline, configureOnline, NOW, openSettings, setup, validBody } from '../subscriptions/helpers';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

const charge = (fx: Awaited<ReturnType<typeof setup>>, lateDueDate: string) => inTransaction((tx) => issueChargeInvoice(tx, {
  tenantId: fx.tenant.id, contactId: fx.contacts.alice, clubId: fx.clubs.a, date: '2026-03-01', amount: 1200, lateDueDate, kind: 'fee_invoice',
}));

describe('the debt online cancellation reads', () => {
  it('an overdue unpaid invoice is over a limit of 0; the same invoice not yet due is not', async () => {
    const fx = await setup();
    await configureOnline(fx, fx.clubs.a, openSettings(fx));
    const subscription = await addSubscription(fx);
    await charge(fx, '2026-03-20');
    const summary = await fetchSummary(fx);
    expect(summary).toMatchObject({ numberOfIncidents: 0, totalDebt: 0 });
    const ok = await cancelOnline(fx, subscription, validBody(fx));
    expect(ok.status, await ok.clone().text()).toBe(201);

    const other = await setup();
    await configureOnline(other, other.clubs.a, openSettings(other));
    const refused = await addSubscription(other);
    await charge(other, '2026-03-09');
    expect(await fetchSummary(other)).toMatchObject({ numberOfIncidents: 0, totalDebt: 1200 });
    await expectProblem(await cancelOnline(other, refused, validBody(other)), 400, 'api.error.subscription-cancel-online.contact-debt-over-limit');
  });
});

async function fetchSummary(fx: Awaited<ReturnType<typeof setup>>) {
  const res = await call(`/${fx.token}/financial_summary?contactId=${encodeURIComponent(iriOf(fx, 'contacts', fx.contacts.alice))}`, {
    token: fx.partner, headers: { accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return res.json();
}
