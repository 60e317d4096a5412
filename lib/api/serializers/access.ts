import type { CrossingPoint, Zone, ZonePeriod } from '../../db/schema';
import type { EntryView } from '../../domain/access/entry-view';
import type { Attendance } from '../../domain/access/get-attendance';
import type { EntryStats } from '../../domain/access/get-entry-stats';
import { timeOf } from '../../domain/access/minutes';
import { iri } from '../../iri';
import { isoInZone } from '../../time/zone';
import type { Resource } from '../hydra';

export function serializeZone(token: string, z: Zone): Resource {
  return { '@id': iri(token, 'zones', z.id), '@type': 'Zone', id: z.id, name: z.name, club: iri(token, 'clubs', z.clubId) };
}

export function serializeZonePeriod(token: string, p: ZonePeriod): Resource {
  return {
    '@id': iri(token, 'zone_periods', p.id), '@type': 'ZonePeriod', id: p.id, zone: iri(token, 'zones', p.zoneId),
    weekday: p.weekday, startTime: timeOf(p.startMinute), endTime: timeOf(p.endMinute),
  };
}

export function serializeCrossingPoint(token: string, p: CrossingPoint): Resource {
  return {
    '@id': iri(token, 'crossing_points', p.id), '@type': 'CrossingPoint', id: p.id, name: p.name, club: iri(token, 'clubs', p.clubId),
    zone: p.zoneId === null ? null : iri(token, 'zones', p.zoneId), direction: p.direction, enabled: p.enabled,
  };
}

export function serializeEntry(token: string, e: EntryView): Resource {
  return {
    '@id': iri(token, 'entries', e.id), '@type': 'Entry', id: e.id, contactId: iri(token, 'contacts', e.contactId),
    identificatorId: e.identificatorId === null ? null : iri(token, 'identificators', e.identificatorId),
    crossingPoint: iri(token, 'crossing_points', e.crossingPointId), club: iri(token, 'clubs', e.clubId), direction: e.direction,
    isBlocking: e.isBlocking, reasons: e.reasons, createdAt: isoInZone(e.createdAt, e.timeZone),
  };
}

export function serializeAttendance(token: string, a: Attendance): Resource {
  const club = iri(token, 'clubs', a.clubId);
  return {
    '@id': `/${token}/attendances?club=${encodeURIComponent(club)}`, '@type': 'Attendance', club,
    present: a.present, capacity: a.capacity, updatedAt: isoInZone(a.updatedAt, a.timeZone),
  };
}

export function serializeEntryStats(token: string, s: EntryStats): Resource {
  const contact = iri(token, 'contacts', s.contactId);
  return {
    '@id': `/${token}/stats/entries/target/${encodeURIComponent(contact)}`, '@type': 'EntryStats', contactId: contact,
    total: s.total, last30Days: s.last30Days, lastEntryAt: s.lastEntryAt === null ? null : isoInZone(s.lastEntryAt, s.timeZone),
  };
}
