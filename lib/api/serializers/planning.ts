import type { ClassLayout, PenaltyApplication, PenaltyScenario } from '../../db/schema';
import type { RecurrenceView } from '../../domain/planning/recurrence-view';
import { iri } from '../../iri';
import { isoInZone, parseDateTimeInZone } from '../../time/zone';
import type { Resource } from '../hydra';

export function serializeRecurrence(token: string, r: RecurrenceView): Resource {
  const t = r.template;
  const wall = (minutes: number) => {
    const start = parseDateTimeInZone(`${r.startedOn}T${t.startTime}`, r.timeZone)!;
    return isoInZone(new Date(start.getTime() + minutes * 60_000), r.timeZone);
  };
  return {
    '@id': iri(token, 'recurrences', r.id), '@type': 'Recurrence', id: r.id, club: iri(token, 'clubs', r.clubId),
    startedAt: r.startedOn, endedAt: r.endedOn, frequency: r.frequency, day: r.day, excludedDates: r.excludedDates, extraDates: r.extraDates,
    classEventType: {
      activity: iri(token, 'activities', t.activityId), studio: t.studioId === null ? null : iri(token, 'studios', t.studioId),
      coach: t.coachId === null ? null : iri(token, 'coaches', t.coachId), name: t.name, attendingLimit: t.attendingLimit,
      queueLimit: t.queueLimit, onlineLimit: t.onlineLimit, externalQuota: t.externalQuota,
      classLayout: t.classLayoutId === null ? null : iri(token, 'class_layouts', t.classLayoutId),
      startedAt: wall(0), endedAt: wall(t.duration), summary: t.summary, description: t.description, instructionsComment: t.instructionsComment,
    },
    classEvents: r.classEventIds.map((id) => iri(token, 'class_events', id)), canceledFrom: r.canceledFrom,
  };
}

export function serializeClassLayout(token: string, l: ClassLayout): Resource {
  return {
    '@id': iri(token, 'class_layouts', l.id), '@type': 'ClassLayout', id: l.id, name: l.name,
    studio: iri(token, 'studios', l.studioId), club: iri(token, 'clubs', l.clubId),
    spots: l.spots.map((s) => ({ number: s.number, label: s.label || String(s.number), x: s.x, y: s.y })),
  };
}

export function serializeScenario(token: string, s: PenaltyScenario): Resource {
  const collection = s.kind === 'no_show' ? 'no_show_scenarios' : 'late_cancel_scenarios';
  return {
    '@id': iri(token, collection, s.id), '@type': s.kind === 'no_show' ? 'NoShowScenario' : 'LateCancelScenario', id: s.id,
    club: iri(token, 'clubs', s.clubId), name: s.name, periodDays: s.periodDays, threshold: s.threshold, penalty: s.penalty,
    blockDays: s.blockDays, amount: s.amount,
  };
}

export function serializeBookingBlock(token: string, b: PenaltyApplication): Resource {
  return {
    '@id': iri(token, 'booking_blocks', b.id), '@type': 'BookingBlock', id: b.id, club: iri(token, 'clubs', b.clubId),
    contactId: iri(token, 'contacts', b.contactId),
    scenario: iri(token, b.kind === 'no_show' ? 'no_show_scenarios' : 'late_cancel_scenarios', b.scenarioId),
    reason: b.kind, appliedAt: b.appliedAt.toISOString(), endsOn: b.endsOn, liftedAt: b.liftedAt?.toISOString() ?? null,
  };
}
