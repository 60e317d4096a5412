import type { OpenAPIHono } from '@hono/zod-openapi';
import { createContact } from '../../domain/contacts/create-contact';
import { deleteContact } from '../../domain/contacts/delete-contact';
import { eraseContact } from '../../domain/contacts/erase-contact';
import { getContactOrThrow } from '../../domain/contacts/get-contact';
import { listContacts } from '../../domain/contacts/list-contacts';
import { migrateContact } from '../../domain/contacts/migrate-contact';
import { searchNetworkContacts } from '../../domain/contacts/search-network-contacts';
import { updateContact } from '../../domain/contacts/update-contact';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendCollection, sendItem } from '../hydra';
import { pageOf, pagingQuery } from '../paging';
import { idParam } from '../params';
import { apiRoute, collectionSchema, errorResponses, jsonContent } from '../route';
import { contactCreateBody, contactPatchBody, contactSchema, emailQuery, limitedContactSchema, migrateBody } from '../schemas/contacts';
import { serializeContact, serializeLimitedContact } from '../serializers/contacts';

const tags = ['Contacts'];
const partner = { scope: 'partner', contact: 'allow' } as const;

const list = apiRoute(partner, {
  method: 'get', path: '/contacts', tags,
  summary: 'Find the contact with an e-mail (URL-encoded), in the whole network; without `email`, every contact, paged',
  description: 'A contact-scoped token cannot search (403 api.error.auth.contact-scope); a club-scoped token sees its club.',
  request: { query: pagingQuery.extend({ email: emailQuery.shape.email.optional() }) },
  responses: { 200: jsonContent(collectionSchema('Contact', contactSchema), 'Contacts'), ...errorResponses(400, 401, 403) },
});
const networkSearch = apiRoute(partner, {
  method: 'get', path: '/network/contact_search', tags, summary: 'Find a contact by e-mail in any club of the network (limited view)',
  request: { query: pagingQuery.extend(emailQuery.shape) },
  responses: { 200: jsonContent(collectionSchema('LimitedContact', limitedContactSchema), 'Contacts'), ...errorResponses(400, 401, 403) },
});
const create = apiRoute({ scope: 'partner', contact: 'deny' }, {
  method: 'post', path: '/contacts', tags, summary: 'Create a contact (prospect by default, or temp)',
  request: { body: { required: true, content: { 'application/json': { schema: contactCreateBody } } } },
  responses: { 201: jsonContent(contactSchema, 'The contact'), ...errorResponses(400, 401, 403, 413, 415, 422) },
});
const readPaths = [['/contacts/{id}', false], ['/contact/{id}', true]] as const;
const read = (path: string, hide: boolean) => apiRoute(partner, {
  method: 'get', path, tags, hide, summary: 'Read a contact, with its tags', request: { params: idParam },
  responses: { 200: jsonContent(contactSchema, 'The contact'), ...errorResponses(401, 403, 404) },
});
const patch = apiRoute(partner, {
  method: 'patch', path: '/contacts/{id}', tags, summary: 'Change a contact\'s identity (merge patch)',
  request: {
    params: idParam,
    body: { required: true, content: { 'application/merge-patch+json': { schema: contactPatchBody }, 'application/json': { schema: contactPatchBody } } },
  },
  responses: { 200: jsonContent(contactSchema, 'The contact'), ...errorResponses(400, 401, 403, 404, 413, 415) },
});
const remove = apiRoute({ scope: 'admin', contact: 'deny' }, {
  method: 'delete', path: '/contacts/{id}', tags, summary: 'Delete a contact (admin); it is then a 404', request: { params: idParam },
  description: 'A contact with money history (an invoice, payment, incident, payable object, ledger posting, or a sale beyond an empty cart) '
    + 'is a 409 api.error.contact.has-financial-history and stays as it is: erase it instead.',
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404, 409) },
});
const erase = apiRoute({ scope: 'admin', contact: 'deny' }, {
  method: 'post', path: '/contacts/{id}/erase', tags, summary: 'Erase a person\'s data (admin); its money history stays',
  description: 'Blanks identity, contact details, address, picture, the IBANs of its mandates (revoked) and its opt-ins; removes its '
    + 'ordinary tags; keeps invoices, payments, incidents, sales and the ledger. Emits contact.updated. Erasing again changes nothing.',
  request: { params: idParam },
  responses: { 200: jsonContent(contactSchema, 'The erased contact'), ...errorResponses(401, 403, 404, 409) },
});
const migrate = apiRoute({ scope: 'partner', contact: 'require' }, {
  method: 'put', path: '/contacts/{id}/migrate', tags,
  summary: 'Migrate a prospect into a temp contact of another club (authenticated as the source contact)',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: migrateBody } } } },
  responses: { 204: { description: 'Migrated' }, ...errorResponses(400, 401, 403, 404, 413, 415) },
});

export function registerContactRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(list, async (c) => {
    const { email, ...paging } = c.req.valid('query');
    const page = pageOf(paging);
    const found = await listContacts({ ...c.get('ctx'), ...(email !== undefined ? { email } : {}), page });
    return sendCollection(c, 'Contact', found, page, (contact) => serializeContact(c.get('tenant').token, contact));
  });

  app.openapi(networkSearch, async (c) => {
    const { email, ...paging } = c.req.valid('query');
    const found = await searchNetworkContacts({ ...c.get('ctx'), email });
    return sendCollection(c, 'LimitedContact', found, pageOf(paging), (contact) => serializeLimitedContact(c.get('tenant').token, contact));
  });

  app.openapi(create, async (c) => {
    const contact = await createContact({ ...c.get('ctx'), input: c.req.valid('json') });
    const id = iri(c.get('tenant').token, 'contacts', contact.id);
    return sendItem(c, serializeContact(c.get('tenant').token, contact), 201, { location: `/api${id}` });
  });

  for (const [path, hide] of readPaths) {
    app.openapi(read(path, hide), async (c) => {
      const contact = await getContactOrThrow(c.get('ctx'), c.req.valid('param').id);
      return sendItem(c, serializeContact(c.get('tenant').token, contact));
    });
  }

  app.openapi(patch, async (c) => {
    const contact = await updateContact({ ...c.get('ctx'), contactId: c.req.valid('param').id, patch: c.req.valid('json') });
    return sendItem(c, serializeContact(c.get('tenant').token, contact));
  });

  app.openapi(remove, async (c) => {
    await deleteContact({ ...c.get('ctx'), contactId: c.req.valid('param').id });
    return c.body(null, 204);
  });

  app.openapi(erase, async (c) => {
    const contact = await eraseContact({ ...c.get('ctx'), contactId: c.req.valid('param').id });
    return sendItem(c, serializeContact(c.get('tenant').token, contact));
  });

  app.openapi(migrate, async (c) => {
    const { targetContactId, targetClubId } = c.req.valid('json');
    await migrateContact({ ...c.get('ctx'), sourceId: c.req.valid('param').id, targetId: targetContactId, targetClubId });
    return c.body(null, 204);
  });
}
