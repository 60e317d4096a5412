import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { incidents } from '../../db/schema';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { notFound } from '../errors';
import { readIncidentViews, type IncidentView } from './incident-view';
import { IncidentNotOpenError } from './settle-incident';
import { syncAccountingTag } from './sync-accounting-tag';

/**
 * POST /incidents/{id}/transitions { cancel } (admin): the club waives the incident. No money moves:
 * its invoice leaves `incident` and is `in_progress` again for what it still lacks (debt again once its
 * lateDueDate has passed). The accounting tag goes with the contact's last open incident.
 */
export async function cancelIncident(ctx: OperationContext & { incidentId: number }): Promise<IncidentView> {
  return inTransaction(async (tx) => {
    const [incident] = await tx.select().from(incidents)
      .where(and(eq(incidents.tenantId, ctx.tenant.id), eq(incidents.id, ctx.incidentId))).limit(1).for('update');
    if (!incident) throw notFound('Incident');
    const [view] = await readIncidentViews(tx, ctx.tenant.id, [incident.id]);
    assertCanReachContact(ctx.actor, { id: incident.contactId, clubId: view!.clubId });
    if (incident.state !== 'open') throw new IncidentNotOpenError(incident.state);
    await tx.update(incidents).set({ state: 'canceled', canceledAt: now() })
      .where(and(eq(incidents.tenantId, ctx.tenant.id), eq(incidents.id, incident.id)));
    await syncAccountingTag(tx, ctx.tenant, incident.contactId);
    return (await readIncidentViews(tx, ctx.tenant.id, [incident.id]))[0]!;
  });
}
