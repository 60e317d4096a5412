// The member's private calendar feed over real HTTP, through the request listener server.ts uses (the
// page side answered by the feed's route handler, as Next would): a booking made through the API is in
// the feed; a revoked token, a malformed one and another tenant's answer 404. And the booking
// confirmation e-mail carries the class as an .ics attachment.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '../../app/[clientToken]/calendar/[feed]/route';
import { feedTokenOf, renewFeedToken } from '../../lib/calendar/feed-token';
import { getDb } from '../../lib/db/client';
import { sandboxMessages } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { createTenantFixture, type TenantFixture } from '../factories';
import { NOW, addMember, booked, createClass, setupBooking, type BookingFixture } from '../booking/helpers';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';

let fx: BookingFixture;
let other: TenantFixture;
let server: Server;
let base: string;

// The page side of the listener: only the feed's route, as Next would route it.
const pages = getRequestListener(async (request) => {
  const match = /^\/([^/]+)\/calendar\/([^/]+)$/.exec(new URL(request.url).pathname);
  if (!match) return new Response('no page', { status: 404 });
  return GET(request, { params: Promise.resolve({ clientToken: match[1]!, feed: match[2]! }) });
});

beforeAll(async () => {
  setClock(NOW);
  [fx, other] = await Promise.all([setupBooking(), createTenantFixture()]);
  const { createRequestListener } = await import('../../lib/server/request-listener');
  server = createServer(createRequestListener(pages));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  setClock(null);
  await new Promise<void>((done) => { server.close(() => done()); });
});

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('GET /{clientToken}/calendar/{token}.ics', () => {
  it('lists a booking made through the API, in UTC, with the club zone; a revoked token is then 404', async () => {
    const member = await addMember(fx, 'a', { name: 'feed' });
    const event = await createClass(fx, 'a', '2026-03-12T18:30');
    const seat = await booked(fx, event.id, member.id);
    const token = await feedTokenOf(fx.tenant.id, member.id);
    expect(await feedTokenOf(fx.tenant.id, member.id)).toBe(token);

    const res = await fetch(`${base}/${fx.token}/calendar/${token}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const text = unfold(await res.text());
    expect(text).toContain('X-WR-TIMEZONE:Europe/Paris');
    expect(text).toContain(`UID:booking-${fx.tenant.id}-${seat.id}@calendar.club-platform`);
    // 18:30 in Paris in March (UTC+1).
    expect(text).toContain('DTSTART:20260312T173000Z');
    expect(text).toContain('SUMMARY:Yoga a');
    expect(text).toContain('LOCATION:Club A\\, Studio a');

    const fresh = await renewFeedToken(fx.tenant.id, member.id);
    expect(fresh).not.toBe(token);
    expect((await fetch(`${base}/${fx.token}/calendar/${token}.ics`)).status).toBe(404);
    expect((await fetch(`${base}/${fx.token}/calendar/${fresh}.ics`)).status).toBe(200);
  });

  it('answers 404 to another tenant\'s token, an unknown one, a malformed one and a missing .ics', async () => {
    const theirs = await feedTokenOf(other.tenant.id, other.contacts.alice);
    expect((await fetch(`${base}/${other.token}/calendar/${theirs}.ics`)).status).toBe(200);
    expect((await fetch(`${base}/${fx.token}/calendar/${theirs}.ics`)).status).toBe(404);
    expect((await fetch(`${base}/${fx.token}/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetch(`${base}/${fx.token}/calendar/nope.ics`)).status).toBe(404);
    const mine = await feedTokenOf(fx.tenant.id, fx.contacts.alice);
    expect((await fetch(`${base}/${fx.token}/calendar/${mine}`)).status).toBe(404);
    expect((await fetch(`${base}/unknown-tenant/calendar/${mine}.ics`)).status).toBe(404);
  });

  it('leaves out bookings older than 30 days', async () => {
    const member = await addMember(fx, 'b', { name: 'past' });
    const event = await createClass(fx, 'b', '2026-03-13T09:00', { name: 'Kept' });
    await booked(fx, event.id, member.id);
    const text = unfold(await (await fetch(`${base}/${fx.token}/calendar/${await feedTokenOf(fx.tenant.id, member.id)}.ics`)).text());
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('X-WR-TIMEZONE:Europe/Berlin');
    setClock(new Date(NOW.getTime() + 40 * 86_400_000));
    try {
      const later = unfold(await (await fetch(`${base}/${fx.token}/calendar/${await feedTokenOf(fx.tenant.id, member.id)}.ics`)).text());
      expect(later).not.toContain('BEGIN:VEVENT');
    } finally {
      setClock(NOW);
    }
  });
});

describe('the booking confirmation e-mail', () => {
  it('is sent in the member\'s language with the class as an .ics attachment (same UID as the feed)', async () => {
    const member = await addMember(fx, 'a', { name: 'mail' });
    const event = await createClass(fx, 'a', '2026-03-14T10:00', { name: 'Pilates' });
    const seat = await booked(fx, event.id, member.id);
    await deliverPendingMessages();
    const db = await getDb();
    const [mail] = await db.select().from(sandboxMessages)
      .where(and(eq(sandboxMessages.tenantId, fx.tenant.id), eq(sandboxMessages.to, member.email.toLowerCase())))
      .orderBy(desc(sandboxMessages.id));
    // Club A speaks French by default.
    expect(mail).toMatchObject({ channel: 'email', subject: expect.stringMatching(/^Réservé : Pilates le /) });
    expect(mail!.body).toContain('Pilates');
    expect(mail!.attachments).toHaveLength(1);
    const [ics] = mail!.attachments!;
    expect(ics).toMatchObject({ filename: 'booking.ics', contentType: expect.stringMatching(/^text\/calendar; charset=utf-8/) });
    const text = unfold(ics!.content);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`UID:booking-${fx.tenant.id}-${seat.id}@calendar.club-platform`);
    expect(text).toContain('DTSTART:20260314T090000Z');
    expect(text).toContain('SUMMARY:Pilates');
  });

  it('is not sent for a waiting-list place', async () => {
    const event = await createClass(fx, 'a', '2026-03-15T10:00', { attendingLimit: 1, queueLimit: 1 });
    await booked(fx, event.id, (await addMember(fx, 'a')).id);
    const waiting = await addMember(fx, 'a', { name: 'waiting' });
    expect((await booked(fx, event.id, waiting.id)).state).toBe('queued');
    await deliverPendingMessages();
    const db = await getDb();
    const mails = await db.select().from(sandboxMessages)
      .where(and(eq(sandboxMessages.tenantId, fx.tenant.id), eq(sandboxMessages.to, waiting.email.toLowerCase())));
    expect(mails).toHaveLength(0);
  });
});
