import { getDb } from '../../db/client';
import type { OperationContext } from '../context';
import { assertCanReachContact } from '../contacts/contact-access';
import { notFound } from '../errors';
import { readIncidentViews, type IncidentView } from './incident-view';

/** GET /incidents/{id}: a contact-scoped token reaches its own only (403), another tenant's is a 404. */
export async function getIncidentOrThrow(ctx: OperationContext & { incidentId: number }): Promise<IncidentView> {
  const [incident] = await readIncidentViews(await getDb(), ctx.tenant.id, [ctx.incidentId]);
  if (!incident) throw notFound('Incident');
  assertCanReachContact(ctx.actor, { id: incident.contactId, clubId: incident.clubId });
  return incident;
}
