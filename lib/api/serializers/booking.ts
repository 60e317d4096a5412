import type { Activity, ActivityGroup, Coach, Studio } from '../../db/schema';
import type { AttendeeView } from '../../domain/booking/attendee-view';
import type { ClassEventView } from '../../domain/booking/list-class-events';
import { placesLeft } from '../../domain/booking/places-left';
import { iri } from '../../iri';
import { now } from '../../time/clock';
import { isoInZone } from '../../time/zone';
import type { Resource } from '../hydra';

export function serializeClassEvent(token: string, e: ClassEventView): Resource {
  const canceled = e.canceledAt !== null;
  return {
    '@id': iri(token, 'class_events', e.id), '@type': 'ClassEvent', id: e.id, name: e.name,
    club: iri(token, 'clubs', e.clubId), activity: iri(token, 'activities', e.activityId),
    studio: e.studioId === null ? null : iri(token, 'studios', e.studioId),
    coach: e.coachId === null ? null : iri(token, 'coaches', e.coachId),
    startedAt: isoInZone(e.startedAt, e.timeZone), endedAt: isoInZone(e.endedAt, e.timeZone),
    attendingLimit: e.attendingLimit, queueLimit: e.queueLimit,
    bookedAttendees: e.bookedCount, queuedAttendees: e.queuedCount,
    // What an online booking can still get: the external quota and the online limit held back (places-left.ts).
    attendeeRemaining: placesLeft(e),
    queueRemaining: canceled ? 0 : e.queueLimit - e.queuedCount,
    canceled, archived: e.endedAt <= now(),
    summary: e.summary, description: e.description, instructionsComment: e.instructionsComment,
    classLayout: e.classLayoutId === null ? null : iri(token, 'class_layouts', e.classLayoutId),
    onlineLimit: e.onlineLimit, externalQuota: e.externalQuota,
    recurrence: e.recurrenceId === null ? null : iri(token, 'recurrences', e.recurrenceId),
  };
}

export function serializeAttendee(token: string, a: AttendeeView): Resource {
  const at = (instant: Date | null) => (instant === null ? null : isoInZone(instant, a.timeZone));
  return {
    '@id': iri(token, 'attendees', a.id), '@type': 'Attendee', id: a.id, classEvent: iri(token, 'class_events', a.classEventId),
    contactId: iri(token, 'contacts', a.contactId), state: a.state, bookedAt: at(a.bookedAt),
    queuedAt: at(a.queuedAt), canceledAt: at(a.canceledAt), lateCancel: a.lateCancel,
    spot: a.spot, showed: a.showed,
  };
}

const TYPES = { activities: 'Activity', studios: 'Studio', coaches: 'Coach' } as const;

export function serializeResource(token: string, kind: keyof typeof TYPES, r: Activity | Studio | Coach): Resource {
  const extra = kind === 'activities' ? {
    description: (r as Activity).description, showcase: (r as Activity).showcase,
    activityGroups: (r as Activity).groupIds.map((id) => iri(token, 'activity_groups', id)),
  } : {};
  return { '@id': iri(token, kind, r.id), '@type': TYPES[kind], id: r.id, name: r.name, club: iri(token, 'clubs', r.clubId), ...extra };
}

export function serializeActivityGroup(token: string, g: ActivityGroup): Resource {
  return { '@id': iri(token, 'activity_groups', g.id), '@type': 'ActivityGroup', id: g.id, name: g.name };
}
