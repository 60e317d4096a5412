// POST /contact_migration_requests and its transitions (CONTRACT §10): the collection's flow
// "#2 Migrating a contact": a code e-mailed to the contact, then validated, moves it to the club.
import { and, count, desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { sandboxMessages } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { contactToken, createContact, eventsOf, lastSeq, partnerToken } from './helpers';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';

const NOW = new Date('2026-11-20T10:00:00Z');
const json = { accept: 'application/json' };
const minutes = (n: number) => setClock(new Date(NOW.getTime() + n * 60_000));
beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

async function mails(fx: TenantFixture, to: string): Promise<{ subject: string | null; body: string }[]> {
  await deliverPendingMessages();
  return (await getDb()).select({ subject: sandboxMessages.subject, body: sandboxMessages.body }).from(sandboxMessages)
    .where(and(eq(sandboxMessages.tenantId, fx.tenant.id), eq(sandboxMessages.to, to.toLowerCase()), eq(sandboxMessages.channel, 'email')))
    .orderBy(desc(sandboxMessages.id));
}
async function mailCount(fx: TenantFixture, to: string): Promise<number> {
  await deliverPendingMessages();
  const [row] = await (await getDb()).select({ n: count() }).from(sandboxMessages)
    .where(and(eq(sandboxMessages.tenantId, fx.tenant.id), eq(sandboxMessages.to, to.toLowerCase())));
  return row!.n;
}
const codeOf = async (fx: TenantFixture, to: string) => /\b(\d{6})\b/.exec((await mails(fx, to))[0]!.body)![1]!;

async function ask(fx: TenantFixture, contactIri: string, club = fx.clubs.b, token?: string): Promise<Response> {
  return call(`/${fx.token}/contact_migration_requests`, {
    token: token ?? (await partnerToken(fx)), method: 'POST', body: { contactId: contactIri, clubId: iriOf(fx, 'clubs', club) }, headers: json,
  });
}
async function transition(fx: TenantFixture, requestIri: string, body: Record<string, unknown>, token?: string): Promise<Response> {
  // As the collection calls it: {environment} + the request's IRI + /transitions.
  return call(`${requestIri}/transitions`, { token: token ?? (await partnerToken(fx)), method: 'POST', body, headers: json });
}

describe('contact migration requests', () => {
  it('e-mails a code, and validating it moves the contact to the club with its identity, tags and opt-ins', async () => {
    const fx = await createTenantFixture();
    const partner = await partnerToken(fx);
    const source = await createContact(fx, { givenName: 'Moving', familyName: 'Person', mobile: '0611223344', clubId: iriOf(fx, 'clubs', fx.clubs.a) });
    const email = String(source.email);
    expect((await call(`/${fx.token}/contact_tags`, { token: partner, method: 'POST', body: { contactId: source['@id'], name: 'vip', validFrom: '2020-01-01' } })).status).toBe(201);
    const optins = await (await call(`/${fx.token}/optins?contactId=${source['@id']}&channel=email&type=news`, { token: partner, headers: json })).json();
    expect((await call(`/${fx.token}/optins/${optins[0].id}`, { token: partner, method: 'PUT', body: { isAuthorized: true } })).status).toBe(200);

    const res = await ask(fx, source['@id']);
    expect(res.status, await res.clone().text()).toBe(201);
    const request = await res.json();
    expect(request).toEqual({
      '@id': iriOf(fx, 'contact_migration_requests', request.id), '@type': 'ContactMigrationRequest', id: request.id,
      contactId: source['@id'], clubId: iriOf(fx, 'clubs', fx.clubs.b), state: 'pending',
      expiresAt: '2026-11-20T10:15:00.000Z', resultTargetId: null,
    });
    expect(res.headers.get('location')).toBe(`/api${request['@id']}`);
    const [mail] = await mails(fx, email);
    expect(mail!.subject).toContain('Club B');
    const code = await codeOf(fx, email);
    const seq = await lastSeq(fx.tenant.id);

    minutes(5);
    const validated = await transition(fx, request['@id'], { transition: 'validate', code });
    expect(validated.status, await validated.clone().text()).toBe(200);
    const done = await validated.json();
    expect(done).toMatchObject({ '@id': request['@id'], state: 'validated', contactId: source['@id'] });
    expect(done.resultTargetId).toMatch(new RegExp(`^/${fx.token}/contacts/\\d+$`));
    expect(done.resultTargetId).not.toBe(source['@id']);

    await expectProblem(await call(`/${fx.token}/contacts/${source.id}`, { token: partner }), 404, 'api.error.not-found');
    const moved = await (await call(`/${fx.token}${done.resultTargetId.slice(fx.token.length + 1)}`, { token: partner, headers: json })).json();
    expect(moved).toMatchObject({
      clubId: iriOf(fx, 'clubs', fx.clubs.b), state: 'prospect', email, givenName: 'Moving', familyName: 'Person', mobile: '0611223344',
    });
    expect(moved.tags.map((t: { name: string }) => t.name)).toEqual(['vip']);
    const movedOptins = await (await call(`/${fx.token}/optins?contactId=${done.resultTargetId}&channel=email&type=news`, { token: partner, headers: json })).json();
    expect(movedOptins[0].isAuthorized).toBe(true);
    expect((await eventsOf(fx.tenant.id, seq)).map((e) => [e.event, e.object])).toEqual([
      ['contact.deleted', { contactId: source['@id'], clubId: iriOf(fx, 'clubs', fx.clubs.a) }],
      ['contact.updated', { contactId: done.resultTargetId, clubId: iriOf(fx, 'clubs', fx.clubs.b) }],
    ]);
    // Read back; validated once, it cannot be validated again.
    const read = await (await call(`/${fx.token}/contact_migration_requests/${request.id}`, { token: partner, headers: json })).json();
    expect(read).toEqual(done);
    await expectProblem(await transition(fx, request['@id'], { transition: 'validate', code }), 400, 'api.error.contact-migration-request.not-pending');
    // The moved contact is updated with PUT, as the collection's last step does.
    const put = await call(`/${fx.token}${done.resultTargetId.slice(fx.token.length + 1)}`, { token: partner, method: 'PUT', body: { givenName: 'Test Update' } });
    expect((await put.json()).givenName).toBe('Test Update');
  });

  it('counts wrong codes (tries left in detail), expires after 5 or after 15 minutes, and cancels', async () => {
    const fx = await createTenantFixture();
    const source = await createContact(fx);
    const request = await (await ask(fx, source['@id'])).json();
    const code = await codeOf(fx, String(source.email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [4, 3, 2, 1]) {
      const res = await expectProblem(await transition(fx, request['@id'], { transition: 'validate', code: wrong }), 400, 'api.error.contact-migration-request.invalid-code');
      expect(res.detail).toBe(`Wrong code: ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
    await expectProblem(await transition(fx, request['@id'], { transition: 'validate', code: wrong }), 400, 'api.error.contact-migration-request.expired');
    await expectProblem(await transition(fx, request['@id'], { transition: 'validate', code }), 400, 'api.error.contact-migration-request.expired');
    const read = await (await call(`/${fx.token}/contact_migration_requests/${request.id}`, { token: await partnerToken(fx), headers: json })).json();
    expect(read.state).toBe('expired');

    const late = await (await ask(fx, source['@id'])).json();
    const lateCode = await codeOf(fx, String(source.email));
    minutes(15);
    await expectProblem(await transition(fx, late['@id'], { transition: 'validate', code: lateCode }), 400, 'api.error.contact-migration-request.expired');

    const canceled = await (await ask(fx, source['@id'], fx.clubs.c)).json();
    const res = await transition(fx, canceled['@id'], { transition: 'cancel' });
    expect(res.status).toBe(200);
    expect((await res.json()).state).toBe('canceled');
    await expectProblem(await transition(fx, canceled['@id'], { transition: 'validate', code: '123456' }), 400, 'api.error.contact-migration-request.not-pending');
    // The contact never moved.
    expect((await (await call(`/${fx.token}/contacts/${source.id}`, { token: await partnerToken(fx), headers: json })).json()).clubId).toBe(iriOf(fx, 'clubs', fx.clubs.a));
  });

  it('refuses the same club, a non-prospect, wrong IRIs and a missing code, sending nothing', async () => {
    const fx = await createTenantFixture();
    const source = await createContact(fx);
    await expectProblem(await ask(fx, source['@id'], fx.clubs.a), 400, 'api.error.contact-migration.same-club');
    // Alice is a client.
    await expectProblem(await ask(fx, iriOf(fx, 'contacts', fx.contacts.alice)), 400, 'api.error.contact-migration.source-not-prospect');
    await expectViolation(await ask(fx, iriOf(fx, 'contacts', 999_999)), 'contactId', 'not-found');
    const post = async (body: unknown) => call(`/${fx.token}/contact_migration_requests`, { token: await partnerToken(fx), method: 'POST', body });
    await expectViolation(await post({ contactId: source['@id'], clubId: iriOf(fx, 'contacts', fx.clubs.b) }), 'clubId', 'invalid-iri');
    await expectViolation(await post({ contactId: source['@id'], clubId: String(fx.clubs.b) }), 'clubId', 'invalid-iri');
    await expectViolation(await post({ contactId: source['@id'], clubId: iriOf(fx, 'clubs', 999_999) }), 'clubId', 'not-found');
    expect(await mailCount(fx, String(source.email))).toBe(0);
    const request = await (await ask(fx, source['@id'])).json();
    await expectViolation(await transition(fx, request['@id'], { transition: 'validate' }), 'code', 'required');
    await expectViolation(await transition(fx, request['@id'], { transition: 'accept', code: '123456' }), 'transition');
    await expectProblem(await call(`/${fx.token}/contact_migration_requests/999999`, { token: await partnerToken(fx) }), 404, 'api.error.not-found');
  });

  it('sends at most 3 codes per contact in 15 minutes, then 429 with retry-after and no e-mail', async () => {
    const fx = await createTenantFixture();
    const source = await createContact(fx);
    for (const at of [0, 5, 10]) {
      minutes(at);
      expect((await ask(fx, source['@id'])).status).toBe(201);
    }
    minutes(11);
    const refused = await ask(fx, source['@id']);
    expect(refused.headers.get('retry-after')).toBe('240');
    await expectProblem(refused, 429, 'api.error.contact-migration-request.too-many-requests');
    expect(await mailCount(fx, String(source.email))).toBe(3);
    minutes(15.1);
    expect((await ask(fx, source['@id'])).status).toBe(201);
  });

  it('is for partner clients: a contact token is refused, a club-bound one keeps to its club\'s contacts', async () => {
    const fx = await createTenantFixture();
    const source = await createContact(fx);
    await expectProblem(await ask(fx, source['@id'], fx.clubs.b, await contactToken(fx, String(source.email))), 403, 'api.error.scope.unauthorized-endpoint');
    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    await expectProblem(await ask(fx, source['@id'], fx.clubs.b, clubB), 403, 'api.error.scope.unauthorized-club');
    const clubA = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    const request = await (await ask(fx, source['@id'], fx.clubs.b, clubA)).json();
    await expectProblem(await call(`/${fx.token}/contact_migration_requests/${request.id}`, { token: clubB }), 403, 'api.error.scope.unauthorized-club');
    const other = await createTenantFixture();
    await expectProblem(await call(`/${other.token}/contact_migration_requests/${request.id}`, { token: await partnerToken(other) }), 404, 'api.error.not-found');
  });
});
