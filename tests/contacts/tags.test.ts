// POST /contact_tags and DELETE /contact_tags/{id}: a contact's tags, blocking tags, and their events.
import { afterEach, describe, expect, it } from 'vitest';
import { addContactTag } from '../../lib/domain/contacts/add-contact-tag';
import { setClock } from '../../lib/time/clock';
import { call, createTenantFixture, iriOf, tokenFor, type TenantFixture } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import { contactToken, eventsOf, lastSeq, ld, partnerToken } from './helpers';

afterEach(() => setClock(null));

async function addTag(fx: TenantFixture, body: Record<string, unknown>, token?: string): Promise<Response> {
  return call(`/${fx.token}/contact_tags`, { token: token ?? (await partnerToken(fx)), method: 'POST', body, headers: ld });
}

async function contactOf(fx: TenantFixture, id: number) {
  const res = await call(`/${fx.token}/contacts/${id}`, { token: await partnerToken(fx), headers: { accept: 'application/json' } });
  expect(res.status).toBe(200);
  return (await res.json()) as { tags: Record<string, unknown>[]; blocked: boolean };
}

describe('contact tags', () => {
  it('tags a contact, shows the tag on the contact, and removes it', async () => {
    const fx = await createTenantFixture();
    const contactId = iriOf(fx, 'contacts', fx.contacts.alice);
    const res = await addTag(fx, { contactId, name: 'vip', validFrom: '2026-01-01', validThrough: '2026-12-31' });
    expect(res.status).toBe(201);
    const tag = await res.json();
    expect(tag).toEqual({
      '@context': '/contexts/ContactTag', '@id': iriOf(fx, 'contact_tags', tag.id), '@type': 'ContactTag', id: tag.id,
      name: 'vip', validFrom: '2026-01-01', validThrough: '2026-12-31', contactId,
    });
    expect(res.headers.get('location')).toBe(`/api${tag['@id']}`);
    const { '@context': _ld, ...shown } = tag;
    expect((await contactOf(fx, fx.contacts.alice)).tags).toEqual([shown]);

    const removed = await call(`/${fx.token}/contact_tags/${tag.id}`, { token: await partnerToken(fx), method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await contactOf(fx, fx.contacts.alice)).tags).toEqual([]);
    await expectProblem(await call(`/${fx.token}/contact_tags/${tag.id}`, { token: await partnerToken(fx), method: 'DELETE' }), 404, 'api.error.not-found');
  });

  it('starts a tag today when no validFrom is given, and keeps it open-ended', async () => {
    const fx = await createTenantFixture();
    setClock(new Date('2026-03-14T10:00:00Z'));
    const tag = await (await addTag(fx, { contactId: iriOf(fx, 'contacts', fx.contacts.bob), name: 'trial' })).json();
    expect(tag).toMatchObject({ validFrom: '2026-03-14', validThrough: null });
  });

  it('marks a contact blocked while a tag starting with "blocking" is valid', async () => {
    const fx = await createTenantFixture();
    setClock(new Date('2026-06-15T12:00:00Z'));
    const contactId = iriOf(fx, 'contacts', fx.contacts.bob);
    await addTag(fx, { contactId, name: 'not-blocking', validFrom: '2026-01-01' });
    await addTag(fx, { contactId, name: 'blocking_old', validFrom: '2025-01-01', validThrough: '2026-06-14' });
    await addTag(fx, { contactId, name: 'blocking_later', validFrom: '2026-06-16' });
    expect((await contactOf(fx, fx.contacts.bob)).blocked).toBe(false);

    const blocking = await (await addTag(fx, { contactId, name: 'blocking_debt', validFrom: '2026-06-15', validThrough: '2026-06-15' })).json();
    const contact = await contactOf(fx, fx.contacts.bob);
    expect(contact.blocked).toBe(true);
    expect(contact.tags.map((t) => t.name)).toEqual(['not-blocking', 'blocking_old', 'blocking_later', 'blocking_debt']);

    await call(`/${fx.token}/contact_tags/${blocking.id}`, { token: await partnerToken(fx), method: 'DELETE' });
    expect((await contactOf(fx, fx.contacts.bob)).blocked).toBe(false);
    setClock(new Date('2026-06-16T12:00:00Z'));
    expect((await contactOf(fx, fx.contacts.bob)).blocked).toBe(true);
  });

  it('judges tags on the day of the contact\'s club, in every read, and starts an undated tag on that day', async () => {
    const fx = await createTenantFixture();
    // 22:30 in UTC is already the next day in Berlin, Bob's club.
    setClock(new Date('2026-06-15T22:30:00Z'));
    const contactId = iriOf(fx, 'contacts', fx.contacts.bob);
    await addTag(fx, { contactId, name: 'blocking_from_16', validFrom: '2026-06-16' });
    expect((await contactOf(fx, fx.contacts.bob)).blocked).toBe(true);
    const byEmail = await call(`/${fx.token}/contacts?email=${encodeURIComponent(fx.emails.bob)}`, { token: await partnerToken(fx), headers: { accept: 'application/json' } });
    expect(((await byEmail.json()) as { blocked: boolean }[])[0]?.blocked).toBe(true);
    const undated = await (await addTag(fx, { contactId, name: 'trial' })).json();
    expect(undated).toMatchObject({ validFrom: '2026-06-16' });
  });

  it('emits contact_tag.created and .deleted with exactly contactTagId and contactId, and no contact.updated', async () => {
    const fx = await createTenantFixture();
    const seq = await lastSeq(fx.tenant.id);
    const contactId = iriOf(fx, 'contacts', fx.contacts.bob);
    const tag = await (await addTag(fx, { contactId, name: 'blocking_manual' })).json();
    await call(`/${fx.token}/contact_tags/${tag.id}`, { token: await partnerToken(fx), method: 'DELETE' });
    expect((await eventsOf(fx.tenant.id, seq)).map((e) => [e.event, e.object, e.clubId])).toEqual([
      ['contact_tag.created', { contactTagId: tag['@id'], contactId }, fx.clubs.b],
      ['contact_tag.deleted', { contactTagId: tag['@id'], contactId }, fx.clubs.b],
    ]);
  });

  it('refuses dates that are not calendar dates, or an end before the start', async () => {
    const fx = await createTenantFixture();
    const contactId = iriOf(fx, 'contacts', fx.contacts.bob);
    await expectViolation(await addTag(fx, { contactId, name: 'x', validFrom: '2026-02-30' }), 'validFrom');
    await expectViolation(await addTag(fx, { contactId, name: 'x', validThrough: '31/12/2026' }), 'validThrough');
    await expectViolation(await addTag(fx, { contactId, name: 'x', validFrom: '2026-05-02', validThrough: '2026-05-01' }), 'validThrough');
    expect((await addTag(fx, { contactId, name: 'x', validFrom: '2026-05-01', validThrough: '2026-05-01' })).status).toBe(201);
  });

  it('needs a name and a contact of this tenant, and refuses other fields', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const contactId = iriOf(fx, 'contacts', fx.contacts.bob);
    await expectViolation(await addTag(fx, { contactId }), 'name', 'required');
    await expectViolation(await addTag(fx, { contactId, name: '  ' }), 'name');
    await expectViolation(await addTag(fx, { name: 'vip' }), 'contactId', 'required');
    await expectViolation(await addTag(fx, { contactId: String(fx.contacts.bob), name: 'vip' }), 'contactId', 'invalid-iri');
    await expectViolation(await addTag(fx, { contactId: iriOf(other, 'contacts', other.contacts.bob), name: 'vip' }), 'contactId', 'invalid-iri');
    await expectViolation(await addTag(fx, { contactId: iriOf(fx, 'contacts', other.contacts.bob), name: 'vip' }), 'contactId', 'not-found');
    expect((await contactOf(fx, fx.contacts.bob)).tags).toEqual([]);
    // Whether a tag is an accounting tag is not the caller's to say: ignored, the tag is an ordinary one.
    await expectIgnored(await addTag(fx, { contactId, name: 'vip', accounting: true }), 'accounting');
  });

  it('refuses contact-scoped tokens, and club-scoped tokens outside their club', async () => {
    const fx = await createTenantFixture();
    const contactId = iriOf(fx, 'contacts', fx.contacts.bob);
    await expectProblem(await addTag(fx, { contactId, name: 'vip' }, await contactToken(fx, fx.emails.bob)), 403, 'api.error.scope.unauthorized-endpoint');
    const clubA = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    await expectProblem(await addTag(fx, { contactId, name: 'vip' }, clubA), 403, 'api.error.scope.unauthorized-club');
    const tag = await (await addTag(fx, { contactId, name: 'vip' })).json();
    await expectProblem(await call(`/${fx.token}/contact_tags/${tag.id}`, { token: clubA, method: 'DELETE' }), 403, 'api.error.scope.unauthorized-club');
    await expectProblem(await call(`/${fx.token}/contact_tags/${tag.id}`, { token: await contactToken(fx, fx.emails.bob), method: 'DELETE' }), 403, 'api.error.scope.unauthorized-endpoint');
    expect((await contactOf(fx, fx.contacts.bob)).tags).toHaveLength(1);
  });

  it('leaves accounting tags to finance: they cannot be removed through the API', async () => {
    const fx = await createTenantFixture();
    // Finance sets blocking_debt while a debt is open (no API adds accounting tags).
    const debt = await addContactTag({ tenant: fx.tenant, actor: { kind: 'system' }, input: { contactId: fx.contacts.bob, name: 'blocking_debt', accounting: true } });
    const seq = await lastSeq(fx.tenant.id);
    for (const token of [await partnerToken(fx), await tokenFor(fx, 'admin')]) {
      await expectProblem(await call(`/${fx.token}/contact_tags/${debt.id}`, { token, method: 'DELETE' }), 400, 'api.error.contact-tag.accounting');
    }
    const contact = await contactOf(fx, fx.contacts.bob);
    expect(contact.blocked).toBe(true);
    expect(contact.tags.map((t) => t.name)).toEqual(['blocking_debt']);
    expect(await eventsOf(fx.tenant.id, seq)).toEqual([]);
  });

  it('answers 404 when deleting another tenant\'s tag', async () => {
    const [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
    const theirs = await (await addTag(other, { contactId: iriOf(other, 'contacts', other.contacts.bob), name: 'vip' })).json();
    await expectProblem(await call(`/${fx.token}/contact_tags/${theirs.id}`, { token: await partnerToken(fx), method: 'DELETE' }), 404, 'api.error.not-found');
    expect((await contactOf(other, other.contacts.bob)).tags).toHaveLength(1);
  });
});
