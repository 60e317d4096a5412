// The class schedule and bookings, per club and across clubs that share bookings (open booking).
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { batchCancelAttendees } from '../../domain/booking/batch-cancel-attendees';
import { bookClass } from '../../domain/booking/book-class';
import { cancelAttendee } from '../../domain/booking/cancel-attendee';
import { getAttendeeOrThrow } from '../../domain/booking/get-attendee';
import { getClassEventView } from '../../domain/booking/get-class-event-view';
import { listAttendees } from '../../domain/booking/list-attendees';
import { listSchedule } from '../../domain/booking/list-schedule';
import { scheduleScope } from '../../domain/booking/schedule-scope';
import { iri } from '../../iri';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { attendeeQuery, attendeeSchema, attendeeTransitionBody, batchCancelBody, bookingBody, classEventQuery, classEventSchema } from '../schemas/booking';
import { serializeAttendee, serializeClassEvent } from '../serializers/booking';

const tags = ['Booking'];
const partner = { scope: 'partner', contact: 'allow' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const schedule = (path: string, network: boolean) => apiRoute(partner, {
  method: 'get', path, tags,
  summary: network ? 'Classes of the acting club and of the clubs sharing bookings with it' : 'Classes of the acting club',
  request: { query: pagingQuery.extend(classEventQuery.shape) },
  responses: { 200: jsonContent(collectionSchema('ClassEvent', classEventSchema), 'Classes'), ...errorResponses(400, 401, 403) },
});
const readEvent = apiRoute(partner, {
  method: 'get', path: '/class_events/{id}', tags, summary: 'Read a class', request: { params: idParam },
  responses: { 200: jsonContent(classEventSchema, 'The class'), ...errorResponses(401, 403, 404) },
});
const attendeeList = (path: string, network: boolean) => apiRoute(partner, {
  method: 'get', path, tags, summary: network ? 'Bookings across sharing clubs' : 'Bookings of the acting club\'s classes',
  request: { query: pagingQuery.extend(attendeeQuery.shape) },
  responses: { 200: jsonContent(collectionSchema('Attendee', attendeeSchema), 'Attendees'), ...errorResponses(400, 401, 403) },
});
const book = (path: string, network: boolean) => apiRoute(network ? { scope: 'partner', contact: 'require' } : partner, {
  method: 'post', path, tags,
  summary: network ? 'Book a class in a club sharing bookings (contact-scoped token: the booking contact)' : 'Book a class (a seat, else a queue place)',
  request: { body: json(bookingBody) },
  responses: { 201: jsonContent(attendeeSchema, 'The booking'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});
const readAttendee = apiRoute(partner, {
  method: 'get', path: '/attendees/{id}', tags, summary: 'Read a booking', request: { params: idParam },
  responses: { 200: jsonContent(attendeeSchema, 'The booking'), ...errorResponses(401, 403, 404) },
});
const transition = apiRoute(partner, {
  method: 'post', path: '/attendees/{id}/transitions', tags, summary: 'Cancel a booking; a freed seat goes to the oldest queued attendee',
  request: { params: idParam, body: json(attendeeTransitionBody) },
  responses: { 200: jsonContent(attendeeSchema, 'The booking'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});

const batchCancel = apiRoute({ scope: 'admin', contact: 'deny' }, {
  method: 'post', path: '/attendees/batch_cancel', tags,
  summary: 'Cancel several bookings at once (admin), each as a single cancellation (freed seats go to the queue); all or none',
  request: { body: json(batchCancelBody) },
  responses: { 200: jsonContent(z.object({ canceled: z.number().int() }).openapi('AttendeeBatchCancelResult'), 'How many were cancelled'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});

export function registerBookingRoutes(app: OpenAPIHono<ApiEnv>) {
  const token = tenantToken;
  for (const [path, network] of [['/events', false], ['/class_events', false], ['/club_network/class_events', true]] as const) {
    app.openapi(schedule(path, network), async (c) => {
      const query = c.req.valid('query');
      const page = pageOf(query);
      const result = await listSchedule({ ...c.get('ctx'), network, query, page });
      return sendCollection(c, 'ClassEvent', result, page, (e) => serializeClassEvent(token(c), e));
    });
  }
  app.openapi(readEvent, async (c) => sendItem(c, serializeClassEvent(token(c), await getClassEventView(c.get('ctx'), c.req.valid('param').id))));

  for (const [path, network] of [['/attendees', false], ['/club_network/attendees', true]] as const) {
    app.openapi(attendeeList(path, network), async (c) => {
      const { classEvent, contactId, state, ...paging } = c.req.valid('query');
      const page = pageOf(paging);
      const scope = await scheduleScope(c.get('ctx'), network);
      const result = await listAttendees({ ...c.get('ctx'), scope: scope.clubIds, page,
        ...(classEvent ? { classEventId: classEvent } : {}), ...(contactId ? { contactId } : {}), ...(state ? { states: [state] } : {}) });
      return sendCollection(c, 'Attendee', result, page, (a) => serializeAttendee(token(c), a));
    });
    app.openapi(book(path, network), async (c) => {
      const { classEvent, contactId, spot, channel } = c.req.valid('json');
      const attendee = await bookClass({ ...c.get('ctx'), classEventId: classEvent, ...(contactId ? { contactId } : {}),
        ...(spot !== undefined ? { spot } : {}), ...(channel ? { channel } : {}) });
      return sendItem(c, serializeAttendee(token(c), attendee), 201, { location: `/api${iri(token(c), 'attendees', attendee.id)}` });
    });
  }
  app.openapi(batchCancel, async (c) => c.json(await batchCancelAttendees({ ...c.get('ctx'), attendeeIds: c.req.valid('json').attendees }), 200));
  app.openapi(readAttendee, async (c) => sendItem(c, serializeAttendee(token(c), await getAttendeeOrThrow(c.get('ctx'), c.req.valid('param').id))));
  app.openapi(transition, async (c) => {
    const attendee = await cancelAttendee({ ...c.get('ctx'), attendeeId: c.req.valid('param').id });
    return sendItem(c, serializeAttendee(token(c), attendee));
  });
}
