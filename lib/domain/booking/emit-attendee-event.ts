import type { Executor } from '../../db/client';
import { emitEvent } from '../../events/emit-event';
import { iri } from '../../iri';
import type { TenantRef } from '../context';

export function emitAttendeeEvent(
  tx: Executor, tenant: TenantRef, event: 'attendee.booked' | 'attendee.canceled', attendeeId: number, clubId: number,
): Promise<void> {
  return emitEvent(tx, {
    tenantId: tenant.id, event, clubId,
    object: { attendeeId: iri(tenant.token, 'attendees', attendeeId), clubId: iri(tenant.token, 'clubs', clubId) },
  });
}

export function emitClassEvent(
  tx: Executor, tenant: TenantRef, event: 'class_event.updated' | 'class_event.canceled', classEventId: number, clubId: number,
): Promise<void> {
  return emitEvent(tx, {
    tenantId: tenant.id, event, clubId,
    object: { classEventId: iri(tenant.token, 'class_events', classEventId), clubId: iri(tenant.token, 'clubs', clubId) },
  });
}
