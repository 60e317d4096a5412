import type { OpenAPIHono } from '@hono/zod-openapi';
import { addSaleArticle } from '../../domain/sales/add-sale-article';
import { checkSale } from '../../domain/sales/check-sale';
import { createSale } from '../../domain/sales/create-sale';
import { getPaymentOrThrow } from '../../domain/sales/get-payment';
import { getSaleOrThrow } from '../../domain/sales/get-sale';
import { getSaleArticleOrThrow } from '../../domain/sales/get-sale-article';
import { getSaleContract } from '../../domain/sales/get-sale-contract';
import { getCheckout } from '../../domain/sales/get-checkout';
import { listCheckouts } from '../../domain/sales/list-checkouts';
import { setCheckoutProvider } from '../../domain/payments/set-web-checkout-provider';
import { paySale } from '../../domain/sales/pay-sale';
import { postponeSaleDue } from '../../domain/sales/postpone-sale-due';
import { refreshSaleContact } from '../../domain/sales/refresh-sale-contact';
import { removeSaleArticle } from '../../domain/sales/remove-sale-article';
import { transitionSale } from '../../domain/sales/transition-sale';
import { bestLocale } from '../../i18n/locales';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf } from '../paging';
import { idParam } from '../params';
import { ignoreFields } from '../middleware/lenient-input';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import {
  articleBody, checkoutProviderBody, checkoutSchema, checkoutsQuery, paymentBody, paymentSchema, postponeBody, saleArticleSchema, saleCreateBody, saleSchema,
  saleTransitionBody, SALE_ADDRESS_NOT_KEPT,
} from '../schemas/sales';
import { serializeCheckout, serializePayment, serializeSale, serializeSaleArticle } from '../serializers/sales';

const tags = ['Sales'];
const partner = { scope: 'partner', contact: 'allow' } as const;
const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);
const checkCodes = 'api.error.sale.empty, contact-incomplete, tag-restriction, age-restriction, start-date-required, contact-blocked, '
  + 'option-without-subscription';

const listCheckoutsRoute = apiRoute(partner, {
  method: 'get', path: '/checkouts', tags, summary: 'The checkouts money is taken at: a web and a desk checkout per club',
  request: { query: checkoutsQuery },
  responses: { 200: jsonContent(collectionSchema('Checkout', checkoutSchema), 'Checkouts'), ...errorResponses(400, 401, 403) },
});
const getCheckoutRoute = apiRoute(partner, {
  method: 'get', path: '/checkouts/{id}', tags, summary: 'One checkout: its club, currency, provider and the cash in its drawer',
  request: { params: idParam },
  responses: { 200: jsonContent(checkoutSchema, 'The checkout'), ...errorResponses(400, 401, 403, 404) },
});
const patchCheckoutRoute = apiRoute({ scope: 'admin', contact: 'deny' }, {
  method: 'patch', path: '/checkouts/{id}', tags, summary: 'Choose a web checkout\'s card payment provider: the sandbox, or Stripe with the club\'s keys (admin)',
  description: 'Stripe needs paymentProviderConfiguration.publicKey (pk_live_ or pk_test_) and accountId (acct_, the club\'s connected account), '
    + 'each refused with a violation when it does not look like one. A front desk is refused on webPaymentProviderType.',
  request: {
    params: idParam,
    body: { required: true, content: { 'application/merge-patch+json': { schema: checkoutProviderBody }, 'application/json': { schema: checkoutProviderBody } } },
  },
  responses: { 200: jsonContent(checkoutSchema, 'The checkout'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const createSaleRoute = apiRoute(partner, {
  method: 'post', path: '/sales', tags, summary: 'Open a cart for a contact in a club',
  description: 'clubCode must be the club\'s (api.error.sale.club-code-mismatch). Names, number and address not given are copied from the contact. '
    + 'The checkout is the club\'s web checkout unless checkout is given.',
  request: { body: json(saleCreateBody) }, responses: { 201: jsonContent(saleSchema, 'The sale'), ...writeErrors },
});
const readSaleRoute = apiRoute(partner, {
  method: 'get', path: '/sales/{id}', tags, summary: 'Read a sale: its articles, total, paid and remaining amounts, invoice',
  request: { params: idParam }, responses: { 200: jsonContent(saleSchema, 'The sale'), ...errorResponses(400, 401, 403, 404) },
});
const addArticleRoute = apiRoute(partner, {
  method: 'post', path: '/sales/{id}/articles', tags, summary: 'Put an offer in a cart',
  description: 'Refused: api.error.sale.not-a-cart; api.error.sale.offer-not-available (not on sale today in the sale\'s club); '
    + 'api.error.sale.article-tag-restriction (a required tag neither the contact nor the cart\'s other articles give, 6.8.0); '
    + 'api.error.sale.debit-day-not-allowed (not one of the club\'s debit days). Age is judged by the check, not here.',
  request: { params: idParam, body: json(articleBody) }, responses: { 201: jsonContent(saleArticleSchema, 'The article'), ...writeErrors },
});
const readArticleRoute = apiRoute(partner, {
  method: 'get', path: '/sale_articles/{id}', tags, summary: 'Read an article of a sale',
  request: { params: idParam }, responses: { 200: jsonContent(saleArticleSchema, 'The article'), ...errorResponses(400, 401, 403, 404) },
});
const removeArticleRoute = apiRoute(partner, {
  method: 'delete', path: '/sale_articles/{id}', tags,
  summary: 'Remove an article from a cart, with its children and every article whose required tags are no longer met',
  request: { params: idParam }, responses: { 204: { description: 'Removed' }, ...errorResponses(400, 401, 403, 404) },
});
const checkRoute = apiRoute(partner, {
  method: 'get', path: '/sales/{id}/check', tags, summary: 'Whether the sale may be validated: 204, or 400 with every violation',
  description: `Violation codes: ${checkCodes}.`,
  request: { params: idParam }, responses: { 204: { description: 'The sale may be validated' }, ...errorResponses(400, 401, 403, 404) },
});
const payRoute = apiRoute(partner, {
  method: 'post', path: '/sales/{id}/payments', tags, summary: 'Record a payment (each call is one payment: send an Idempotency-Key)',
  description: 'mean: cash; cheque (cheques adding up to amount); card (paymentCards adding up to amount, network Visa, Mastercard, Amex or '
    + 'External); <Brand>Web (an online payment its provider validated). The sale keeps what it lacks; the rest, and all of it while the '
    + 'sale\'s check fails, goes to the contact\'s available amount. A cart paid in full whose check passes is validated: invoice, behaviours.',
  request: { params: idParam, body: json(paymentBody) }, responses: { 201: jsonContent(paymentSchema, 'The payment'), ...writeErrors },
});
const postponeRoute = apiRoute(partner, {
  method: 'post', path: '/sales/{id}/postpone_due', tags, summary: 'Validate a cart with its payment deferred to a date',
  description: `The date is today or later (api.error.sale.due-date-past). The check must pass (${checkCodes}). The invoice is in_progress `
    + 'with lateDueDate = date; the behaviours run.',
  request: { params: idParam, body: json(postponeBody) }, responses: { 200: jsonContent(saleSchema, 'The validated sale'), ...writeErrors },
});
const transitionRoute = apiRoute(partner, {
  method: 'post', path: '/sales/{id}/transitions', tags, summary: 'validate a cart of zero total, or cancel a cart',
  description: 'validate: api.error.sale.amount-not-zero unless the total is 0, then the check must pass. cancel: what was paid goes to the '
    + 'contact\'s available amount. Both only on a cart (api.error.sale.not-a-cart).',
  request: { params: idParam, body: json(saleTransitionBody) }, responses: { 200: jsonContent(saleSchema, 'The sale'), ...writeErrors },
});
const updateContactRoute = apiRoute(partner, {
  method: 'put', path: '/sales/{id}/update_contact', tags,
  summary: 'As PUT /sale/{id}/update_contact: refresh the sale\'s contact number and names from its contact',
  request: { params: idParam }, responses: { 204: { description: 'Refreshed' }, ...errorResponses(401, 403, 404) },
});
const contractRoute = apiRoute(partner, {
  method: 'get', path: '/sales/{id}/contract', tags, summary: 'The sale\'s contract, as a PDF: contact, club, articles, amounts, debit schedules',
  description: 'In the language of Accept-Language (fr or en), else the contact\'s language.',
  request: { params: idParam },
  responses: {
    200: { description: 'The contract', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
    ...errorResponses(400, 401, 403, 404),
  },
});
const readPaymentRoute = apiRoute(partner, {
  method: 'get', path: '/payments/{id}', tags, summary: 'Read a payment',
  request: { params: idParam }, responses: { 200: jsonContent(paymentSchema, 'The payment'), ...errorResponses(400, 401, 403, 404) },
});

export function registerSalesRoutes(app: OpenAPIHono<ApiEnv>) {
  const token = (c: { get: (key: 'tenant') => { token: string } }) => c.get('tenant').token;

  app.openapi(listCheckoutsRoute, async (c) => {
    const { club, type, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const found = await listCheckouts({ ...c.get('ctx'), page, ...(club ? { clubId: club } : {}), ...(type ? { type } : {}) });
    return sendCollection(c, 'Checkout', found, page, (checkout) => serializeCheckout(token(c), checkout));
  });
  app.openapi(getCheckoutRoute, async (c) => sendItem(c, serializeCheckout(token(c), await getCheckout({ ...c.get('ctx'), id: c.req.valid('param').id })), 200));
  app.openapi(patchCheckoutRoute, async (c) => {
    const body = c.req.valid('json');
    const view = await setCheckoutProvider({
      ...c.get('ctx'), id: c.req.valid('param').id, webPaymentProviderType: body.webPaymentProviderType, configuration: body.paymentProviderConfiguration,
    });
    return sendItem(c, serializeCheckout(token(c), view), 200);
  });
  app.openapi(createSaleRoute, async (c) => {
    const { checkout, checkoutId, ...input } = c.req.valid('json');
    // Checked by the schema, but the sale has no place for them (CONTRACT §10): named as not kept.
    ignoreFields(c, SALE_ADDRESS_NOT_KEPT.filter((field) => input.address?.[field] != null).map((field) => `address.${field}`));
    const chosen = checkout ?? checkoutId;
    const sale = await createSale({ ...c.get('ctx'), input: { ...input, ...(chosen !== undefined ? { checkoutId: chosen } : {}) } });
    return sendItem(c, serializeSale(token(c), sale), 201, { location: `/api${iri(token(c), 'sales', sale.id)}` });
  });
  app.openapi(readSaleRoute, async (c) => sendItem(c, serializeSale(token(c), await getSaleOrThrow({ ...c.get('ctx'), saleId: c.req.valid('param').id }))));
  app.openapi(addArticleRoute, async (c) => {
    const { parent, ...body } = c.req.valid('json');
    const article = await addSaleArticle({ ...c.get('ctx'), saleId: c.req.valid('param').id, ...body, parentId: parent ?? null });
    return sendItem(c, serializeSaleArticle(token(c), article, true), 201, { location: `/api${iri(token(c), 'sale_articles', article.id)}` });
  });
  app.openapi(readArticleRoute, async (c) =>
    sendItem(c, serializeSaleArticle(token(c), await getSaleArticleOrThrow({ ...c.get('ctx'), articleId: c.req.valid('param').id }), true)));
  app.openapi(removeArticleRoute, async (c) => {
    await removeSaleArticle({ ...c.get('ctx'), articleId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(checkRoute, async (c) => {
    await checkSale({ ...c.get('ctx'), saleId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(payRoute, async (c) => {
    const { checkout, ...body } = c.req.valid('json');
    const payment = await paySale({ ...c.get('ctx'), saleId: c.req.valid('param').id, ...body, ...(checkout !== undefined ? { checkoutId: checkout } : {}) });
    return sendItem(c, serializePayment(token(c), payment), 201, { location: `/api${iri(token(c), 'payments', payment.id)}` });
  });
  app.openapi(postponeRoute, async (c) => {
    const sale = await postponeSaleDue({ ...c.get('ctx'), saleId: c.req.valid('param').id, date: c.req.valid('json').date });
    return sendItem(c, serializeSale(token(c), sale));
  });
  app.openapi(transitionRoute, async (c) => {
    const sale = await transitionSale({ ...c.get('ctx'), saleId: c.req.valid('param').id, transition: c.req.valid('json').transition });
    return sendItem(c, serializeSale(token(c), sale));
  });
  app.openapi(updateContactRoute, async (c) => {
    await refreshSaleContact({ ...c.get('ctx'), saleId: c.req.valid('param').id });
    return c.body(null, 204);
  });
  app.openapi(contractRoute, async (c) => {
    const id = c.req.valid('param').id;
    const pdf = await getSaleContract({ ...c.get('ctx'), saleId: id, locale: bestLocale(c.req.header('accept-language')) });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf', 'content-disposition': `inline; filename="sale-${id}.pdf"`, vary: 'accept-language',
    });
  });
  app.openapi(readPaymentRoute, async (c) =>
    sendItem(c, serializePayment(token(c), await getPaymentOrThrow({ ...c.get('ctx'), paymentId: c.req.valid('param').id }))));
}
