// Races on PostgreSQL (PGlite serialises and proves nothing): settlements of one incident at once, many
// incidents opened at once for one contact, the last two settled at once, closures of one contact at
// once, and incidents recorded while the contact is being closed. One settlement, one accounting tag
// at most with one event each way, one closure; no money lost and nothing answers 500.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contactTags, payments } from '../../lib/db/schema';
import { inTransaction } from '../../lib/db/transaction';
import { openIncident } from '../../lib/domain/finance/open-incident';
import { settleIncident } from '../../lib/domain/finance/settle-incident';
import { incidentProblems } from '../../lib/domain/ledger/conservation';
import { setClock } from '../../lib/time/clock';
import { addMember, eventsOf, expectMoneyConserved, NOW, send, setup, type Fixture } from '../sales/helpers';

let fx: Fixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
});
afterAll(() => setClock(null));

const tagsOf = async (contactId: number) => (await getDb()).select().from(contactTags)
  .where(and(eq(contactTags.contactId, contactId), eq(contactTags.accounting, true)));
const tagEvents = async (contactIri: string) => (await eventsOf(fx.tenant.id))
  .filter((e) => e.event.startsWith('accounting_contact_tag.') && (e.object as { contactId: string }).contactId === contactIri).map((e) => e.event);
const open = (contactId: number, amount: number) =>
  inTransaction((tx) => openIncident(tx, { tenantId: fx.tenant.id, contactId, invoiceId: null, amount, reason: 'race' }));

describe('money owed under concurrency', () => {
  it('20 settlements of one incident at once: one payment, the others refused not-open; the tag goes once', async () => {
    const member = await addMember(fx);
    const incident = await open(member.id, 4200);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () =>
      inTransaction((tx) => settleIncident(tx, { tenantId: fx.tenant.id, incidentId: incident.id, mean: 'SandboxWeb' }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'api.error.incident.not-open' });
    expect(await (await getDb()).select().from(payments).where(eq(payments.incidentId, incident.id))).toHaveLength(1);
    expect(await tagsOf(member.id)).toHaveLength(0);
    expect(await tagEvents(member.iri)).toEqual(['accounting_contact_tag.created', 'accounting_contact_tag.deleted']);
    expect(await incidentProblems(await getDb(), fx.tenant.id)).toEqual([]);
    await expectMoneyConserved(fx);
  });

  it('15 incidents opened at once for one contact: one tag, one created event; the last two settled at once: one deleted event', async () => {
    const member = await addMember(fx);
    const opened = await Promise.all(Array.from({ length: 15 }, (_, i) => open(member.id, 100 + i)));
    expect(await tagsOf(member.id)).toHaveLength(1);
    expect(await tagEvents(member.iri)).toEqual(['accounting_contact_tag.created']);
    for (const incident of opened.slice(2)) {
      await inTransaction((tx) => settleIncident(tx, { tenantId: fx.tenant.id, incidentId: incident.id, mean: 'cash' }));
    }
    expect(await tagsOf(member.id)).toHaveLength(1);
    await Promise.all(opened.slice(0, 2).map((incident) =>
      inTransaction((tx) => settleIncident(tx, { tenantId: fx.tenant.id, incidentId: incident.id, mean: 'cash' }))));
    expect(await tagsOf(member.id)).toHaveLength(0);
    expect(await tagEvents(member.iri)).toEqual(['accounting_contact_tag.created', 'accounting_contact_tag.deleted']);
    await expectMoneyConserved(fx);
  });

  it('10 closures of one contact at once, with incidents recorded meanwhile: one closure, the rest already-closed, one tag', async () => {
    const member = await addMember(fx);
    const [closures, incidents] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => send(fx, 'POST', '/closures', { contactId: member.iri, reason: 'race', feeAmount: 1000 }, { token: fx.admin }))),
      Promise.all(Array.from({ length: 5 }, () => send(fx, 'POST', '/incidents', { contactId: member.iri, amount: 300, reason: 'race' }, { token: fx.admin }))),
    ]);
    const statuses = closures.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(400)]);
    for (const r of closures.filter((c) => c.status === 400)) expect(((await r.json()) as { code: string }).code).toBe('api.error.closure.already-closed');
    expect(incidents.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(await tagsOf(member.id)).toHaveLength(1);
    expect(await tagEvents(member.iri)).toEqual(['accounting_contact_tag.created']);
    const summary = await send(fx, 'GET', `/financial_summary?contactId=${encodeURIComponent(member.iri)}`);
    expect(await summary.json()).toMatchObject({ numberOfIncidents: 6, totalDebt: 2500 });
    await expectMoneyConserved(fx);
  });
});
