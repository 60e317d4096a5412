import { z, type OpenAPIHono } from '@hono/zod-openapi';
import type { CatalogContextInput } from '../../domain/catalog/catalog-context';
import { createOffer } from '../../domain/catalog/create-offer';
import { createProduct } from '../../domain/catalog/create-product';
import { deleteOffer } from '../../domain/catalog/delete-offer';
import { deleteProduct } from '../../domain/catalog/delete-product';
import { getAllowedDebitDays } from '../../domain/catalog/get-allowed-debit-days';
import { getDebitSchedule } from '../../domain/catalog/get-debit-schedule';
import { getOfferOrThrow } from '../../domain/catalog/get-offer';
import { getProductOrThrow } from '../../domain/catalog/get-product';
import { listCatalogOffers } from '../../domain/catalog/list-catalog-offers';
import { listCatalogProducts } from '../../domain/catalog/list-catalog-products';
import { updateOffer } from '../../domain/catalog/update-offer';
import { updateProduct } from '../../domain/catalog/update-product';
import { paginate } from '../../domain/paging';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendCollection, sendItem, type Resource } from '../hydra';
import { pageOf } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import {
  allowedDebitDaySchema, allowedDebitDaysQuery, debitScheduleQuery, debitScheduleSchema, offerCreateBody, offerPatchBody, offerSchema,
  offersQuery, offerWithProductSchema, productCreateBody, productPatchBody, productSchema, productsQuery, type CatalogQuery,
} from '../schemas/catalog';
import { serializeDebitSchedule, serializeOffer, serializeOfferWithProduct, serializeProduct } from '../serializers/catalog';

const tags = ['Catalog'];
const partner = { scope: 'partner', contact: 'allow' } as const;
const admin = { scope: 'admin', contact: 'deny' } as const;
const contextNote = 'Context (CONTRACT §9.1): context[channel] among the offer\'s channels; context[club]: products of that club or of every club; '
  + 'context[date] (default today in the club\'s time zone) within the offer\'s validity; context[debt]: offers whose maxDebt is null or at least the debt; '
  + 'context[contactTag][]: a product\'s requiredTags all among them (none given: only products without required tags); context[contactId]: '
  + 'the contact\'s club, debt and valid tags fill the parameters not given. Without a club, the acting club (x-user-club-id) is used.';
const json = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const patchJson = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/merge-patch+json': { schema }, 'application/json': { schema } } });

const listProducts = apiRoute(partner, {
  method: 'get', path: '/products', tags, summary: 'The catalog: products with at least one offer on sale in the context, 30 a page',
  description: contextNote, request: { query: productsQuery },
  responses: { 200: jsonContent(collectionSchema('Product', productSchema), 'Products'), ...errorResponses(400, 401, 403) },
});
const readProduct = apiRoute(partner, {
  method: 'get', path: '/products/{id}', tags, summary: 'Read a product (its offers on sale)', request: { params: idParam },
  responses: { 200: jsonContent(productSchema, 'The product'), ...errorResponses(400, 401, 403, 404) },
});
const createProductRoute = apiRoute(admin, {
  method: 'post', path: '/products', tags, summary: 'Create a product (admin)', request: { body: json(productCreateBody) },
  responses: { 201: jsonContent(productSchema, 'The product'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const patchProductSpec = {
  tags, summary: 'Change a product (admin): the fields given', request: { params: idParam, body: patchJson(productPatchBody) },
  responses: { 200: jsonContent(productSchema, 'The product'), ...errorResponses(400, 401, 403, 404, 413, 415) },
};
const patchProduct = apiRoute(admin, { method: 'patch', path: '/products/{id}', ...patchProductSpec });
const putProduct = apiRoute(admin, { method: 'put', path: '/products/{id}', ...patchProductSpec, summary: 'As PATCH /products/{id} (CONTRACT §1)' });
const deleteProductRoute = apiRoute(admin, {
  method: 'delete', path: '/products/{id}', tags, summary: 'Delete a product never sold, archive one already sold (admin)',
  request: { params: idParam }, responses: { 204: { description: 'Deleted or archived' }, ...errorResponses(400, 401, 403, 404) },
});

const listOffers = apiRoute(partner, {
  method: 'get', path: '/offers', tags, summary: 'Offers on sale in the context, each with its product embedded',
  description: `product: one product's offers. ${contextNote}`, request: { query: offersQuery },
  responses: { 200: jsonContent(collectionSchema('Offer', offerWithProductSchema), 'Offers'), ...errorResponses(400, 401, 403) },
});
const readOffer = apiRoute(partner, {
  method: 'get', path: '/offers/{id}', tags, summary: 'Read an offer', request: { params: idParam },
  responses: { 200: jsonContent(offerSchema, 'The offer'), ...errorResponses(400, 401, 403, 404) },
});
const createOfferRoute = apiRoute(admin, {
  method: 'post', path: '/offers', tags, summary: 'Create an offer of a product (admin)',
  description: 'Refused (400, violation on the entry): api.error.offer.interval-not-in-rhythm, occurrence-without-span (offset P0W and loop 0), '
    + 'price-mismatch (priceTI ≠ priceTE + tax, on the offer or an entry), schedule-without-rhythm, rhythm-without-schedule, invalid-validity. '
    + 'priceTE and tax left out: the one-off price is tax-free.',
  request: { body: json(offerCreateBody) },
  responses: { 201: jsonContent(offerSchema, 'The offer'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const patchOfferSpec = {
  tags, summary: 'Change an offer (admin): the fields given, the whole offer checked again', request: { params: idParam, body: patchJson(offerPatchBody) },
  responses: { 200: jsonContent(offerSchema, 'The offer'), ...errorResponses(400, 401, 403, 404, 413, 415) },
};
const patchOffer = apiRoute(admin, { method: 'patch', path: '/offers/{id}', ...patchOfferSpec });
const putOffer = apiRoute(admin, { method: 'put', path: '/offers/{id}', ...patchOfferSpec, summary: 'As PATCH /offers/{id} (CONTRACT §1)' });
const deleteOfferRoute = apiRoute(admin, {
  method: 'delete', path: '/offers/{id}', tags, summary: 'Delete an offer never sold, archive one already sold (admin)',
  request: { params: idParam }, responses: { 204: { description: 'Deleted or archived' }, ...errorResponses(400, 401, 403, 404) },
});
const debitScheduleRoute = apiRoute(partner, {
  method: 'get', path: '/offers/{id}/debit_schedule', tags: ['Direct debit'],
  summary: 'What is paid at once and the first 12 debits of an offer taken on startDate (fewer when fixed-term)',
  description: 'debitDay (1-28) for monthly offers, debitWeekDay (0 = Sunday .. 6 = Saturday) for week rhythms; without either, each '
    + 'period is debited on its first day. See docs/decisions.md (Catalog) for isProrated.',
  request: { params: idParam, query: debitScheduleQuery },
  responses: { 200: jsonContent(debitScheduleSchema, 'The schedule'), ...errorResponses(400, 401, 403, 404) },
});
const allowedDebitDaysRoute = apiRoute(partner, {
  method: 'get', path: '/allowed_debit_days', tags: ['Direct debit'],
  summary: 'The acting club\'s debit days, each with its first date on or after startDate, earliest first',
  request: { query: allowedDebitDaysQuery },
  responses: { 200: jsonContent(collectionSchema('AllowedDebitDay', allowedDebitDaySchema), 'Debit days'), ...errorResponses(400, 401, 403) },
});

function contextOf(query: CatalogQuery): CatalogContextInput {
  const tagList = query['context[contactTag]'] || query['context[contactTag][]']
    ? [...(query['context[contactTag]'] ?? []), ...(query['context[contactTag][]'] ?? [])] : undefined;
  const context: CatalogContextInput = {
    channel: query['context[channel]'], clubId: query['context[club]'], date: query['context[date]'], debt: query['context[debt]'],
    contactTags: tagList, contactId: query['context[contactId]'], type: query.type,
  };
  return Object.fromEntries(Object.entries(context).filter(([, v]) => v !== undefined)) as CatalogContextInput;
}

export function registerCatalogRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(listProducts, async (c) => {
    const query = c.req.valid('query');
    const page = pageOf(query);
    const found = await listCatalogProducts({ ...c.get('ctx'), context: contextOf(query), page });
    return sendCollection(c, 'Product', found, page, (p) => serializeProduct(c.get('tenant').token, p));
  });
  app.openapi(readProduct, async (c) => sendItem(c, serializeProduct(c.get('tenant').token, await getProductOrThrow(c.get('ctx'), c.req.valid('param').id))));
  app.openapi(createProductRoute, async (c) => {
    const { club, ...input } = c.req.valid('json');
    const product = await createProduct({ ...c.get('ctx'), input: { ...input, clubId: club } });
    return sendItem(c, serializeProduct(c.get('tenant').token, product), 201, { location: `/api${iri(c.get('tenant').token, 'products', product.id)}` });
  });
  const changeProduct = async (id: number, body: z.output<typeof productPatchBody>, c: { get: (k: 'ctx') => ApiEnv['Variables']['ctx'] }) => {
    const { club, ...patch } = body;
    return updateProduct({ ...c.get('ctx'), productId: id, patch: { ...patch, ...(club !== undefined ? { clubId: club } : {}) } });
  };
  app.openapi(patchProduct, async (c) => sendItem(c, serializeProduct(c.get('tenant').token, await changeProduct(c.req.valid('param').id, c.req.valid('json'), c))));
  app.openapi(putProduct, async (c) => sendItem(c, serializeProduct(c.get('tenant').token, await changeProduct(c.req.valid('param').id, c.req.valid('json'), c))));
  app.openapi(deleteProductRoute, async (c) => {
    await deleteProduct({ ...c.get('ctx'), productId: c.req.valid('param').id });
    return c.body(null, 204);
  });

  app.openapi(listOffers, async (c) => {
    const query = c.req.valid('query');
    const page = pageOf(query);
    const found = await listCatalogOffers({ ...c.get('ctx'), context: contextOf(query), ...(query.product ? { productId: query.product } : {}), page });
    return sendCollection(c, 'Offer', found, page, (o) => serializeOfferWithProduct(c.get('tenant').token, o));
  });
  app.openapi(readOffer, async (c) => sendItem(c, serializeOffer(c.get('tenant').token, await getOfferOrThrow(c.get('ctx'), c.req.valid('param').id))));
  app.openapi(createOfferRoute, async (c) => {
    const { product, articleBehaviors, ...input } = c.req.valid('json');
    const offer = await createOffer({ ...c.get('ctx'), input: { ...input, productId: product, isProrated: articleBehaviors?.implementation.isProrated ?? false } });
    return sendItem(c, serializeOffer(c.get('tenant').token, offer), 201, { location: `/api${iri(c.get('tenant').token, 'offers', offer.id)}` });
  });
  const changeOffer = async (id: number, body: z.output<typeof offerPatchBody>, c: { get: (k: 'ctx') => ApiEnv['Variables']['ctx'] }) => {
    const { articleBehaviors, ...patch } = body;
    return updateOffer({ ...c.get('ctx'), offerId: id, patch: { ...patch, ...(articleBehaviors ? { isProrated: articleBehaviors.implementation.isProrated } : {}) } });
  };
  app.openapi(patchOffer, async (c) => sendItem(c, serializeOffer(c.get('tenant').token, await changeOffer(c.req.valid('param').id, c.req.valid('json'), c))));
  app.openapi(putOffer, async (c) => sendItem(c, serializeOffer(c.get('tenant').token, await changeOffer(c.req.valid('param').id, c.req.valid('json'), c))));
  app.openapi(deleteOfferRoute, async (c) => {
    await deleteOffer({ ...c.get('ctx'), offerId: c.req.valid('param').id });
    return c.body(null, 204);
  });

  app.openapi(debitScheduleRoute, async (c) => {
    const { startDate, debitDay, debitWeekDay } = c.req.valid('query');
    const schedule = await getDebitSchedule({
      ...c.get('ctx'), offerId: c.req.valid('param').id, startDate,
      ...(debitDay !== undefined ? { debitDay } : {}), ...(debitWeekDay !== undefined ? { debitWeekDay } : {}),
    });
    return c.json(serializeDebitSchedule(c.get('tenant').token, schedule), 200);
  });
  app.openapi(allowedDebitDaysRoute, async (c) => {
    const { startDate, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const days = await getAllowedDebitDays({ ...c.get('ctx'), ...(startDate ? { startDate } : {}) });
    // Not resources of their own: members are the spec's bare { debitDay, date }.
    return sendCollection(c, 'AllowedDebitDay', paginate(days, page), page, (day) => day as unknown as Resource);
  });
}
