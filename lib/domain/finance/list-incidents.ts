import { getDb } from '../../db/client';
import type { Incident } from '../../db/schema';
import { confinedClubId, type OperationContext } from '../context';
import { actingContactId, assertMaySearchContacts } from '../contacts/contact-access';
import { getContactOrThrow } from '../contacts/get-contact';
import type { Page, PageRequest } from '../paging';
import { pageIncidentViews, type IncidentView } from './incident-view';

/**
 * GET /incidents?contact=: a contact's incidents, oldest first (any `open` one is an ongoing incident).
 * A contact token lists its own; without `contact`, a partner lists the tenant's (its club's, when club-bound).
 */
export async function listIncidents(ctx: OperationContext & { contactId?: number; state?: Incident['state']; page: PageRequest }): Promise<Page<IncidentView>> {
  const contactId = ctx.contactId ?? actingContactId(ctx.actor);
  if (contactId !== undefined) await getContactOrThrow(ctx, contactId);
  else assertMaySearchContacts(ctx.actor);
  return pageIncidentViews(await getDb(), {
    tenantId: ctx.tenant.id, contactId, clubId: confinedClubId(ctx.actor), ...(ctx.state ? { state: ctx.state } : {}),
  }, ctx.page);
}
