import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { cancelSubscriptionOnline } from '../../domain/subscriptions/cancel-subscription-online';
import { deleteSubscription } from '../../domain/subscriptions/delete-subscription';
import { getCancellationDates } from '../../domain/subscriptions/get-cancellation-dates';
import { getSubscriptionOrThrow } from '../../domain/subscriptions/get-subscription';
import { getSubscriptionOptionOrThrow } from '../../domain/subscriptions/get-subscription-option';
import { importSubscription } from '../../domain/subscriptions/import-subscription';
import { listSubscriptions } from '../../domain/subscriptions/list-subscriptions';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { contactQuery, datesQuery, subscriptionDateBounds, subscriptionDateQuery, onlineCancellationBody, optionSchema, subscriptionImportBody, subscriptionSchema } from '../schemas/subscriptions';
import { serializeOption, serializeSubscription, serializeSubscriptionSummary } from '../serializers/subscriptions';

const tags = ['Subscriptions'];
const partner = { scope: 'partner', contact: 'allow' } as const;
const admin = { scope: 'admin', contact: 'deny' } as const;

const list = apiRoute(partner, {
  method: 'get', path: '/subscriptions', tags, summary: 'A contact\'s subscriptions', request: { query: pagingQuery.extend(contactQuery.shape).extend(subscriptionDateQuery.shape) },
  responses: { 200: jsonContent(collectionSchema('Subscription', subscriptionSchema), 'Subscriptions'), ...errorResponses(400, 401, 403, 404) },
});
const summary = apiRoute(partner, {
  method: 'get', path: '/subscription_summary', tags, summary: 'All of a contact\'s subscriptions in one answer',
  request: { query: z.object({ contact: contactQuery.shape.contact.unwrap() }) },
  responses: {
    200: jsonContent(z.object({ contactId: z.string(), subscriptions: z.array(subscriptionSchema) }).openapi('SubscriptionSummary'), 'Summary'),
    ...errorResponses(400, 401, 403, 404),
  },
});
const read = apiRoute(partner, {
  method: 'get', path: '/subscriptions/{id}', tags, summary: 'Read a subscription', request: { params: idParam },
  responses: { 200: jsonContent(subscriptionSchema, 'The subscription'), ...errorResponses(401, 403, 404) },
});
const readOption = apiRoute(partner, {
  method: 'get', path: '/subscription_options/{id}', tags, summary: 'Read a subscription option', request: { params: idParam },
  responses: { 200: jsonContent(optionSchema, 'The option'), ...errorResponses(401, 403, 404) },
});
const create = apiRoute(admin, {
  method: 'post', path: '/subscriptions', tags, summary: 'Import a subscription (admin)',
  request: { body: { required: true, content: { 'application/json': { schema: subscriptionImportBody } } } },
  responses: { 201: jsonContent(subscriptionSchema, 'The subscription'), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
});
const remove = apiRoute(admin, {
  method: 'delete', path: '/subscriptions/{id}', tags, summary: 'Delete a subscription (admin)', request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});
const dates = apiRoute(partner, {
  method: 'get', path: '/subscriptions/{id}/cancellation_dates', tags: ['Cancellation'],
  summary: 'The permitted cancellation dates (204 when there is none)', request: { params: idParam, query: datesQuery },
  responses: {
    200: jsonContent(z.object({ dates: z.array(z.object({ date: z.string() })) }).openapi('CancellationDates'), 'Dates'),
    204: { description: 'No date is available' }, ...errorResponses(400, 401, 403, 404),
  },
});
const cancelOnline = apiRoute(partner, {
  method: 'post', path: '/subscriptions/{id}/online_cancellation', tags: ['Cancellation'],
  summary: 'A member cancels online (every club rule is checked)',
  description: 'Refusals, first failure wins: 409 lock, missing-date, missing-motive-id, invalid-date, not-enabled, '
    + 'subscription-contact-different-club, already-canceled, motive-id-not-include, contact-tag-not-eligible, contact-tag-prohibited, '
    + 'contact-debt-over-limit, invalid-cancel-date, cancellation-date-invalid, daily-quota-exceeded (api.error.subscription-cancel-online.*).',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: onlineCancellationBody } } } },
  responses: { 201: jsonContent(subscriptionSchema, 'The subscription with its new cancellation'), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
});

export function registerSubscriptionRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(list, async (c) => {
    const query = c.req.valid('query');
    const page = pageOf(query);
    const { contact } = query;
    const dates = subscriptionDateBounds(query);
    const result = await listSubscriptions({ ...c.get('ctx'), ...(contact ? { contactId: contact } : {}), dates, page });
    return sendCollection(c, 'Subscription', result, page, (s) => serializeSubscription(c.get('tenant').token, s));
  });
  app.openapi(summary, async (c) => {
    const contactId = c.req.valid('query').contact;
    const result = await listSubscriptions({ ...c.get('ctx'), contactId, page: { page: 1, itemsPerPage: 100 } });
    return c.json(serializeSubscriptionSummary(c.get('tenant').token, contactId, result.items) as never, 200);
  });
  app.openapi(read, async (c) => sendItem(c, serializeSubscription(c.get('tenant').token, await getSubscriptionOrThrow(c.get('ctx'), c.req.valid('param').id))));
  app.openapi(readOption, async (c) => sendItem(c, serializeOption(c.get('tenant').token, await getSubscriptionOptionOrThrow(c.get('ctx'), c.req.valid('param').id))));
  app.openapi(create, async (c) => {
    const { options, ...input } = c.req.valid('json');
    const subscription = await importSubscription({ ...c.get('ctx'), input: { ...input, options: options.map(({ package: packageId, ...o }) => ({ ...o, packageId })) } });
    return sendItem(c, serializeSubscription(c.get('tenant').token, subscription), 201, { location: `/api${iri(c.get('tenant').token, 'subscriptions', subscription.id)}` });
  });
  app.openapi(remove, async (c) => {
    await deleteSubscription({ ...c.get('ctx'), subscriptionId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(dates, async (c) => {
    const { receptionDate, restrict } = c.req.valid('query');
    const found = await getCancellationDates({ ...c.get('ctx'), subscriptionId: c.req.valid('param').id, restrict, ...(receptionDate ? { receptionDate } : {}) });
    if (found === null) return c.body(null, 204);
    return c.json({ dates: found.map((date) => ({ date })) }, 200);
  });
  app.openapi(cancelOnline, async (c) => {
    const body = c.req.valid('json');
    const subscription = await cancelSubscriptionOnline({
      ...c.get('ctx'), subscriptionId: c.req.valid('param').id,
      cancellationDate: body.cancellationDate, motiveId: body.cancellationMotiveId, comment: body.comment,
    });
    // The resource created is the cancellation, the newest of the subscription's (CONTRACT §1: 201 with Location).
    const created = iri(c.get('tenant').token, 'cancellations', subscription.cancellations.at(-1)!.id);
    return sendItem(c, serializeSubscription(c.get('tenant').token, subscription), 201, { location: `/api${created}` });
  });
}
