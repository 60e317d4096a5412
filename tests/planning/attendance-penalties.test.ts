// Attendance, no-show and late-cancellation scenarios, booking blocks and the attendance sheet
// (CONTRACT §14).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { attendees, incidents } from '../../lib/db/schema';
import { inTransaction } from '../../lib/db/transaction';
import { closeDueAttendance, markShowedOnEntry } from '../../lib/domain/planning/mark-attendance';
import { setClock } from '../../lib/time/clock';
import { call, iriOf } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { pdfTextLines } from '../sales/pdf-text';
import { NOW, addMember, book, booked, createClass, getJson, setupBooking, transition, type BookingFixture } from '../booking/helpers';

let fx: BookingFixture;
beforeAll(async () => {
  setClock(NOW); // 2026-03-10 11:00 in Paris
  fx = await setupBooking();
});
afterAll(() => setClock(null));

const send = (path: string, method: string, body?: unknown, token = fx.admin) =>
  call(`/${fx.token}${path}`, { token, method, ...(body !== undefined ? { body } : {}), headers: { accept: 'application/json' } });
const scenario = (path: string, fields: Record<string, unknown>) => send(path, 'POST', { club: iriOf(fx, 'clubs', fx.clubs.b), name: 'Rule', periodDays: 30, ...fields });
const attendance = (classId: number, marks: { attendee: string; showed: boolean }[]) => send(`/class_events/${classId}/attendance`, 'POST', { attendees: marks });
const mails = (email: string) => getJson<{ subject: string; body: string }[]>(fx, `/sandbox/messages?to=${encodeURIComponent(email)}`, fx.admin);

let hour = 6;
/** A class of club b (no other test's) at its own hour on 11 March, and the clock at its start. */
async function classNow(): Promise<{ id: number }> {
  setClock(NOW);
  hour += 1;
  return createClass(fx, 'b', `2026-03-11T${String(hour).padStart(2, '0')}:00`, { attendingLimit: 10, studio: null, coach: null });
}
const startOf = (h: number) => new Date(`2026-03-11T${String(h - 1).padStart(2, '0')}:00:00Z`); // Berlin is UTC+1 in March

describe('scenarios', () => {
  it('are created, read, changed and deleted; a threshold below 1, a block without days, a fee without amount are 400s naming the field', async () => {
    await expectViolation(await scenario('/no_show_scenarios', { threshold: 0, penalty: 'block_booking', blockDays: 7 }), 'threshold');
    await expectViolation(await scenario('/no_show_scenarios', { threshold: 2, penalty: 'block_booking' }), 'blockDays', 'required');
    await expectViolation(await scenario('/late_cancel_scenarios', { threshold: 2, penalty: 'fee' }), 'amount', 'required');
    await expectViolation(await scenario('/late_cancel_scenarios', { threshold: 2, penalty: 'jail' }), 'penalty');
    const res = await scenario('/late_cancel_scenarios', { threshold: 9, penalty: 'fee', amount: 500, name: 'Spare' });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { id: number; '@id': string };
    expect(made).toMatchObject({ '@type': 'LateCancelScenario', threshold: 9, penalty: 'fee', amount: 500, blockDays: null });
    expect(await (await send(`/late_cancel_scenarios/${made.id}`, 'PATCH', { threshold: 8 })).json()).toMatchObject({ threshold: 8 });
    await expectProblem(await send(`/no_show_scenarios/${made.id}`, 'GET'), 404, 'api.error.not-found');
    expect((await send(`/late_cancel_scenarios/${made.id}`, 'DELETE')).status).toBe(204);
    await expectProblem(await send('/no_show_scenarios', 'GET', undefined, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
  });
});

describe('attendance and no-shows', () => {
  it('staff mark who came; the second no-show in 30 days blocks bookings for 7 days, once per reaching, told by e-mail; staff lift it', async () => {
    expect((await scenario('/no_show_scenarios', { threshold: 2, penalty: 'block_booking', blockDays: 7, name: 'Two misses' })).status).toBe(201);
    const member = await addMember(fx, 'b');
    const other = await addMember(fx, 'b');
    const first = await classNow();
    const seat = await booked(fx, first.id, member.id);
    const came = await booked(fx, first.id, other.id);
    await expectProblem(await attendance(first.id, [{ attendee: seat['@id'], showed: false }]), 400, 'api.error.class-event.attendance-not-open');
    setClock(startOf(hour));
    const res = await attendance(first.id, [{ attendee: seat['@id'], showed: false }, { attendee: came['@id'], showed: true }]);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { id: number; showed: boolean }[]).map((a) => [a.id, a.showed])).toEqual([[seat.id, false], [came.id, true]]);
    // One no-show: no block yet.
    const second = await classNow();
    const again = await booked(fx, second.id, member.id);
    setClock(startOf(hour));
    expect((await attendance(second.id, [{ attendee: again['@id'], showed: false }])).status).toBe(200);
    const mail = (await mails(member.email))[0]!;
    expect(mail.subject).toMatch(/^Vos réservations/);
    expect(mail.body).toContain('17 mars 2026'); // 7 days from the day of the second miss, both included
    setClock(NOW);
    const third = await classNow();
    const refused = await book(fx, third.id, member.id);
    await expectProblem(refused.clone(), 400, 'api.error.attendee.booking-blocked');
    expect(((await refused.json()) as { detail: string }).detail).toContain('2026-03-17');
    // The same no-show marked again applies nothing more: one block for one reaching.
    setClock(startOf(hour - 1));
    expect((await attendance(second.id, [{ attendee: again['@id'], showed: false }])).status).toBe(200);
    setClock(NOW);
    const blocks = await getJson<{ id: number; endsOn: string; liftedAt: string | null }[]>(fx, `/booking_blocks?contactId=${encodeURIComponent(iriOf(fx, 'contacts', member.id))}`, fx.admin,
      { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.b) });
    expect(blocks.map((b) => b.endsOn)).toEqual(['2026-03-17']);
    expect((await send(`/booking_blocks/${blocks[0]!.id}/lift`, 'POST')).status).toBe(200);
    await expectProblem(await send(`/booking_blocks/${blocks[0]!.id}/lift`, 'POST'), 400, 'api.error.booking-block.already-lifted');
    expect((await booked(fx, third.id, member.id)).state).toBe('booked');
  });

  it('refuses an attendee of another class, or one not booked', async () => {
    const one = await classNow();
    const two = await classNow();
    const seat = await booked(fx, two.id, (await addMember(fx, 'b')).id);
    setClock(startOf(hour));
    await expectViolation(await attendance(one.id, [{ attendee: seat['@id'], showed: true }]), 'attendees.0.attendee', 'not-found');
    await expectViolation(await attendance(two.id, [{ attendee: seat['@id'], showed: 'yes' as unknown as boolean }]), 'attendees.0.showed');
    setClock(NOW);
  });

  it('counts the unmarked booked attendees as no-shows 30 minutes after the end, once', async () => {
    const event = await classNow();
    const seat = await booked(fx, event.id, (await addMember(fx, 'b')).id);
    setClock(new Date(startOf(hour).getTime() + 89 * 60_000)); // 60 min class: ended 29 minutes ago
    await closeDueAttendance();
    const read = async () => (await (await getDb()).select().from(attendees).where(and(eq(attendees.tenantId, fx.tenant.id), eq(attendees.id, seat.id))))[0]!;
    expect((await read()).showed).toBeNull();
    setClock(new Date(startOf(hour).getTime() + 90 * 60_000));
    await closeDueAttendance();
    expect((await read()).showed).toBe(false);
    setClock(NOW);
  });
});

describe('an allowed entry at the club', () => {
  it('marks the contact\'s booked attendee of a class from an hour before its start to its end, not one of later', async () => {
    const event = await classNow();
    const later = await classNow();
    const member = await addMember(fx, 'b');
    const seat = await booked(fx, event.id, member.id);
    const other = await booked(fx, later.id, member.id);
    const enter = (at: Date) => inTransaction((tx) => markShowedOnEntry(tx, fx.tenant, { clubId: fx.clubs.b, contactId: member.id, at }));
    const showed = async (id: number) => (await (await getDb()).select().from(attendees).where(and(eq(attendees.tenantId, fx.tenant.id), eq(attendees.id, id))))[0]!.showed;
    await enter(new Date(startOf(hour - 1).getTime() - 61 * 60_000));
    expect(await showed(seat.id)).toBeNull();
    await enter(new Date(startOf(hour - 1).getTime() - 30 * 60_000));
    expect([await showed(seat.id), await showed(other.id)]).toEqual([true, null]);
  });
});

describe('an entry through POST /soft_entries', () => {
  it('marks the class of the hour as attended when the member is let in, and not when the entry is blocked or goes out', async () => {
    const event = await classNow();
    const member = await addMember(fx, 'b');
    const seat = await booked(fx, event.id, member.id);
    const showed = async () => (await (await getDb()).select().from(attendees).where(and(eq(attendees.tenantId, fx.tenant.id), eq(attendees.id, seat.id))))[0]!.showed;
    const point = async (direction: 'in' | 'out') => (await (await send('/crossing_points', 'POST', { club: iriOf(fx, 'clubs', fx.clubs.b), name: `Gate ${direction} ${hour}`, direction })).json() as { '@id': string })['@id'];
    const [gateIn, gateOut] = [await point('in'), await point('out')];
    setClock(new Date(startOf(hour).getTime() - 20 * 60_000));
    const out = await (await send('/soft_entries', 'POST', { crossingPointId: gateOut, targetId: iriOf(fx, 'contacts', member.id) })).json() as { isBlocking: boolean };
    expect(out.isBlocking).toBe(false);
    expect(await showed()).toBeNull();
    const entry = await send('/soft_entries', 'POST', { crossingPointId: gateIn, targetId: iriOf(fx, 'contacts', member.id) });
    expect(entry.status, await entry.clone().text()).toBe(201);
    const body = await entry.json() as { isBlocking: boolean; reasons: string[] };
    expect(body.isBlocking, body.reasons.join(',')).toBe(false);
    expect(await showed()).toBe(true);
    setClock(NOW);
  });
});

describe('late cancellations', () => {
  it('a fee scenario opens an incident at the first late cancellation', async () => {
    expect((await scenario('/late_cancel_scenarios', { threshold: 1, penalty: 'fee', amount: 1500, name: 'Late fee' })).status).toBe(201);
    const member = await addMember(fx, 'b');
    const event = await classNow();
    const seat = await booked(fx, event.id, member.id);
    setClock(new Date(startOf(hour).getTime() - 3_600_000));
    expect((await transition(fx, seat.id)).status).toBe(200);
    setClock(NOW);
    const owed = await (await getDb()).select().from(incidents).where(and(eq(incidents.tenantId, fx.tenant.id), eq(incidents.contactId, member.id)));
    expect(owed.map((i) => [i.amount, i.reason, i.state])).toEqual([[1500, 'late_cancel_fee', 'open']]);
  });
});

describe('the attendance sheet', () => {
  it('is a PDF in the club\'s language with the names, their spots and a box each', async () => {
    const event = await classNow();
    const member = await addMember(fx, 'b', { name: 'Zoë' });
    await booked(fx, event.id, member.id);
    const res = await send(`/class_events/${event.id}/print`, 'GET');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfTextLines(new Uint8Array(await res.arrayBuffer()))).join('\n');
    expect(text).toContain('Feuille de présence');
    expect(text).toContain('Inscrits (1 sur 10)');
    await expectProblem(await send(`/class_events/${event.id}/print`, 'GET', undefined, fx.partner), 403, 'api.error.scope.unauthorized-endpoint');
  });
});
