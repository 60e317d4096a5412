import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { ledgerProblems } from '../../lib/domain/ledger/conservation';
import { runDueBillingDays } from '../../lib/domain/billing/run-due-billing-days';
import { setClock } from '../../lib/time/clock';
import { tokenFor } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { NOW, ok, send, setup, type Fixture, type Json } from '../sales/helpers';
import { bankTotal, billingCatalog, billingRun, incidentsOf, installmentInvoices, sell } from './billing-helpers';
import { activeMandate, addTextableMember, REJECTED_IBAN } from './helpers';

let fx: Fixture;
let catalog: Awaited<ReturnType<typeof billingCatalog>>;
const members: Record<string, { id: number; mobile: string | null; subscription: number }> = {};
const monthly = { implementation: { startDate: '2026-03-10' }, repaymentSchedule: { debitDay: 5 } };
// 2026-03-15 is a Sunday.
const week4 = { implementation: { startDate: '2026-03-10' }, repaymentSchedule: { debitWeekDay: 0 } };

type Debits = { debits: { date: string; amountTI: number }[] };

beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  catalog = await billingCatalog(fx);
  const add = async (key: string, offer: { '@id': string }, article: Json, mandate: 'ok' | 'rejected' | 'none') => {
    const member = await addTextableMember(fx);
    if (mandate !== 'none') await activeMandate(fx, member, mandate === 'rejected' ? { iban: REJECTED_IBAN, bic: 'NWBKGB2L' } : {});
    members[key] = { ...member, subscription: await sell(fx, member.id, offer, article) };
  };
  await add('paying', catalog.monthly, monthly, 'ok');
  await add('rejected', catalog.monthly, monthly, 'rejected');
  await add('noMandate', catalog.monthly, monthly, 'none');
  await add('weekly', catalog.week4, week4, 'ok');
  await add('upfront', catalog.yearly, { implementation: { startDate: '2026-03-10' } }, 'ok');
}, 120_000);

describe('a billing day', () => {
  it('invoices each installment due that day at the debit schedule\'s amount, collects it, and opens incidents on rejects and missing mandates', async () => {
    const schedule = await ok<Debits>(await send(fx, 'GET', `/offers/${catalog.monthly.id}/debit_schedule?startDate=2026-03-10&debitDay=5`));
    const first = schedule.debits[0]!;
    expect(first).toMatchObject({ date: '2026-04-05', amountTI: 1990 });
    const run = await ok<Json>(await billingRun(fx, first.date), 201);
    expect(run).toMatchObject({ '@type': 'BillingRun', date: '2026-04-05', invoices: 3, collected: 1, rejected: 2 });
    const invoices = await installmentInvoices(fx);
    expect(invoices.map((i) => [i.subscription_id, i.total_ti, i.date]).sort()).toEqual(
      [members.paying!, members.rejected!, members.noMandate!].map((m) => [m.subscription, 1990, '2026-04-05']).sort(),
    );
    const incidents = await incidentsOf(fx);
    const invoiceOf = (key: string) => invoices.find((i) => i.contact_id === members[key]!.id)!.id;
    expect(incidents).toEqual(expect.arrayContaining([
      { contact_id: members.rejected!.id, invoice_id: invoiceOf('rejected'), amount: 1990, reason: 'debit_rejected', state: 'open' },
      { contact_id: members.noMandate!.id, invoice_id: invoiceOf('noMandate'), amount: 1990, reason: 'no_mandate', state: 'open' },
    ]));
    expect(incidents).toHaveLength(2);
    const invoice = await ok<Json>(await send(fx, 'GET', `/invoices/${invoiceOf('rejected')}`));
    expect(invoice).toMatchObject({ financialState: 'incident', totalTI: 1990 });
    expect(await ok<Json>(await send(fx, 'GET', `/invoices/${invoiceOf('paying')}`))).toMatchObject({ financialState: 'paid', paidAmount: 1990 });
    // The incident blocks the contact through the accounting tag.
    const contact = await ok<Json & { tags: { name: string }[] }>(await send(fx, 'GET', `/contacts/${members.rejected!.id}`));
    expect(contact.tags.map((t) => t.name)).toContain('blocking_debt');
    // Each blocked contact's tag is told to the partner once, as its own club's event.
    const db = await getDb();
    const events = await db.execute(sql`SELECT object, club_id FROM outbox_events
      WHERE tenant_id = ${fx.tenant.id} AND event = 'accounting_contact_tag.created' ORDER BY seq`) as unknown as { rows: { object: Json; club_id: number }[] };
    for (const key of ['rejected', 'noMandate']) {
      const mine = events.rows.filter((e) => e.object.contactId === `/${fx.token}/contacts/${members[key]!.id}`);
      expect(mine, key).toHaveLength(1);
      expect(mine[0]!.object.accountingContactTagId).toMatch(new RegExp(`^/${fx.token}/contact_tags/\\d+$`));
    }
    const summary = await ok<Json>(await send(fx, 'GET', `/financial_summary?contactId=${encodeURIComponent(`/${fx.token}/contacts/${members.noMandate!.id}`)}`));
    expect(summary).toMatchObject({ numberOfIncidents: 1, totalDebt: 1990 });
    // Conservation: what reached the bank plus what became incidents is what was invoiced.
    expect(await bankTotal(fx) + incidents.reduce((sum, i) => sum + i.amount, 0)).toBe(invoices.reduce((sum, i) => sum + i.total_ti, 0));
    expect(await ledgerProblems(await getDb(), fx.tenant.id)).toEqual([]);
  });

  it('run again for the same club and date, invoices nothing twice (counts 0)', async () => {
    const before = (await installmentInvoices(fx)).length;
    expect(await ok<Json>(await billingRun(fx, '2026-04-05'), 201)).toMatchObject({ invoices: 0, collected: 0, rejected: 0 });
    expect(await installmentInvoices(fx)).toHaveLength(before);
    expect(await incidentsOf(fx)).toHaveLength(2);
  });

  it('bills nothing on a day without debits, nor in another club', async () => {
    expect(await ok<Json>(await billingRun(fx, '2026-04-06'), 201)).toMatchObject({ invoices: 0 });
    expect(await ok<Json>(await billingRun(fx, '2026-04-05', fx.clubs.b), 201)).toMatchObject({ invoices: 0 });
  });

  it('follows the debit schedule: week4 debits, then the regular amount once the promotion ends', async () => {
    const weekly = await ok<Debits>(await send(fx, 'GET', `/offers/${catalog.week4.id}/debit_schedule?startDate=2026-03-10&debitWeekDay=0`));
    for (const debit of weekly.debits.slice(0, 2)) {
      expect(await ok<Json>(await billingRun(fx, debit.date), 201)).toMatchObject({ invoices: 1, collected: 1, rejected: 0 });
      const last = (await installmentInvoices(fx)).at(-1)!;
      expect(last).toMatchObject({ contact_id: members.weekly!.id, total_ti: debit.amountTI, date: debit.date });
    }
    const schedule = await ok<Debits>(await send(fx, 'GET', `/offers/${catalog.monthly.id}/debit_schedule?startDate=2026-03-10&debitDay=5`));
    const regular = schedule.debits[3]!;
    expect(regular).toMatchObject({ date: '2026-07-05', amountTI: 2990 });
    // 2026-07-05 is a Sunday: the week4 subscription may be debited that day too, as its schedule says.
    const weeklyToo = (await ok<Debits>(await send(fx, 'GET', `/offers/${catalog.week4.id}/debit_schedule?startDate=2026-03-10&debitWeekDay=0`)))
      .debits.some((d) => d.date === regular.date) ? 1 : 0;
    expect(await ok<Json>(await billingRun(fx, regular.date), 201)).toMatchObject({ invoices: 3 + weeklyToo, collected: 1 + weeklyToo, rejected: 2 });
    const monthlySubscriptions = [members.paying!, members.rejected!, members.noMandate!].map((m) => m.subscription);
    const july = (await installmentInvoices(fx)).filter((i) => i.date === regular.date && monthlySubscriptions.includes(i.subscription_id));
    expect(july.map((i) => i.total_ti)).toEqual([2990, 2990, 2990]);
    expect(await ledgerProblems(await getDb(), fx.tenant.id)).toEqual([]);
  });

  it('runs as the daily job for each club\'s today', async () => {
    const at = new Date('2026-05-05T06:00:00Z');
    expect(await runDueBillingDays({ at, tenantIds: [fx.tenant.id] })).toEqual({ invoices: 3, collected: 1, rejected: 2 });
    expect(await runDueBillingDays({ at, tenantIds: [fx.tenant.id] })).toEqual({ invoices: 0, collected: 0, rejected: 0 });
  });

  it('is admin only, and checks its input', async () => {
    await expectProblem(await billingRun(fx, '2026-04-05', fx.clubs.a, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
    const contactToken = await tokenFor(fx, 'admin', { grant: 'contact', email: fx.emails.alice });
    await expectProblem(await billingRun(fx, '2026-04-05', fx.clubs.a, contactToken), 403, 'api.error.scope.unauthorized-endpoint');
    await expectViolation(await send(fx, 'POST', '/billing_runs', { date: '2026-02-30', club: `/${fx.token}/clubs/${fx.clubs.a}` }, { token: fx.admin }), 'date');
    await expectViolation(await send(fx, 'POST', '/billing_runs', { date: '2026-04-05' }, { token: fx.admin }), 'club', 'required');
    await expectViolation(await send(fx, 'POST', '/billing_runs', { date: '2026-04-05', club: `/${fx.token}/clubs/999999` }, { token: fx.admin }), 'club');
  });
});
