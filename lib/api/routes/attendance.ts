// Attendance (CONTRACT §14): who came to a class, and its printed attendance sheet.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { markAttendance } from '../../domain/planning/mark-attendance';
import { printAttendanceSheet } from '../../domain/planning/print-attendance-sheet';
import { tenantToken, type ApiEnv } from '../env';
import { sendCollection } from '../hydra';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { attendeeSchema } from '../schemas/booking';
import { attendanceBody } from '../schemas/planning';
import { serializeAttendee } from '../serializers/booking';

const tags = ['Planning'];
const admin = { scope: 'admin', contact: 'deny' } as const;

const mark = apiRoute(admin, {
  method: 'post', path: '/class_events/{id}/attendance', tags,
  summary: 'Record who came (staff and coaches, admin): `showed: false` counts as a no-show at once; answers the class\'s booked attendees',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: attendanceBody } } } },
  responses: { 200: jsonContent(collectionSchema('Attendee', attendeeSchema), 'The booked attendees'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});
const print = apiRoute(admin, {
  method: 'get', path: '/class_events/{id}/print', tags, summary: 'The attendance sheet, as a PDF in the club\'s language: names, spots, a box to tick',
  request: { params: idParam },
  responses: { 200: { description: 'The sheet', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, ...errorResponses(401, 403, 404) },
});

export function registerAttendanceRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(mark, async (c) => {
    const marks = c.req.valid('json').attendees.map((a) => ({ attendeeId: a.attendee, showed: a.showed }));
    const marked = await markAttendance({ ...c.get('ctx'), classEventId: c.req.valid('param').id, marks });
    return sendCollection(c, 'Attendee', { items: marked, totalItems: marked.length }, { page: 1, itemsPerPage: Math.max(marked.length, 1) },
      (a) => serializeAttendee(tenantToken(c), a));
  });
  app.openapi(print, async (c) => {
    const id = c.req.valid('param').id;
    const pdf = await printAttendanceSheet({ ...c.get('ctx'), classEventId: id });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="class-${id}.pdf"` });
  });
}
