// What the authorization matrix (tests/authorization-matrix.test.ts) aims at of bob's and club b's
// access control: alice's contact token and club a's club-bound token must not reach them.
import type { AuthzFixture } from '../authorization-fixture';
import type { Probe, Targets } from '../authorization-targets';
import { iriOf } from '../factories';

const q = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

export function accessTargets(fx: AuthzFixture): Record<string, Targets> {
  const { b } = fx;
  const both = (probe: Probe): Targets => ({ contact: probe, club: probe });
  const bob = iriOf(fx, 'contacts', b.contact);
  const clubB = iriOf(fx, 'clubs', b.club);
  const setUp = 'a club\'s access set-up (zones, periods, crossing points) is no contact\'s data';
  return {
    'GET /identificators': both({ refused: { query: q('contactId', bob) } }),
    'GET /identificators/{id}': both({ refused: { params: { id: b.badge } } }),
    'PUT /identificators/{id}/generate': { club: { refused: { params: { id: b.badge } } } },
    'POST /revoke_identificators': { club: { refused: { body: { identificatorIds: [iriOf(fx, 'identificators', b.badge)] } } } },
    'POST /network/identify_qrcode': { club: { refused: { body: { qrcode: b.qrcode } } } },
    'POST /soft_entries': { club: { refused: { body: { crossingPointId: iriOf(fx, 'crossing_points', b.crossingPoint), targetId: bob } } } },
    'GET /entries': both({ refused: { query: q('contactId', bob) } }),
    'GET /entries/{id}': both({ refused: { params: { id: b.entry } } }),
    'GET /contact_last_entries': both({ refused: { query: q('contactId', bob) } }),
    'GET /attendances': { contact: { none: 'how full a club is, which members read before they come' }, club: { refused: { query: q('club', clubB) } } },
    'GET /stats/entries/target/{contact}': both({ refused: { params: { contact: encodeURIComponent(bob) } } }),
    'GET /zones': { contact: { none: setUp }, club: { empty: { query: q('club', clubB) } } },
    'GET /zones/{id}': { contact: { none: setUp }, club: { refused: { params: { id: b.zone } } } },
    'POST /zones': { club: { refused: { body: { name: 'Taken over', club: clubB } } } },
    'PATCH /zones/{id}': { club: { refused: { params: { id: b.zone }, body: { name: 'Taken over' } } } },
    'DELETE /zones/{id}': { club: { refused: { params: { id: b.zone } } } },
    'GET /zone_periods': { contact: { none: setUp }, club: { empty: { query: q('zone', iriOf(fx, 'zones', b.zone)) } } },
    'GET /zone_periods/{id}': { contact: { none: setUp }, club: { refused: { params: { id: b.zonePeriod } } } },
    'POST /zone_periods': { club: { refused: { body: { zone: iriOf(fx, 'zones', b.zone), weekday: 2, startTime: '06:00', endTime: '07:00' } } } },
    'PATCH /zone_periods/{id}': { club: { refused: { params: { id: b.zonePeriod }, body: { weekday: 3 } } } },
    'DELETE /zone_periods/{id}': { club: { refused: { params: { id: b.zonePeriod } } } },
    'GET /crossing_points': { contact: { none: setUp }, club: { empty: { query: q('club', clubB) } } },
    'GET /crossing_points/{id}': { contact: { none: setUp }, club: { refused: { params: { id: b.crossingPoint } } } },
    'POST /crossing_points': { club: { refused: { body: { name: 'Taken over', club: clubB, direction: 'in' } } } },
    'PATCH /crossing_points/{id}': { club: { refused: { params: { id: b.crossingPoint }, body: { name: 'Taken over' } } } },
    'DELETE /crossing_points/{id}': { club: { refused: { params: { id: b.crossingPoint } } } },
  };
}
