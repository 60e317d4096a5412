// The one frame of the server actions (app/[clientToken]/run-action.ts): who may act, the schema,
// field errors, and the sentence of each refusal, for staff, members and visitors. The session and the
// request's headers are the only things stood in for (Next reads them from a request); the database is the real one.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { MemberWebIdentity, StaffWebIdentity } from '../../lib/auth/identity';
import { getContactOrThrow } from '../../lib/domain/contacts/get-contact';
import { DomainError, invalidField } from '../../lib/domain/errors';
import { sentenceFor } from '../../lib/i18n/server-sentences';
import { createTenantFixture, type TenantFixture } from '../factories';

const session = vi.hoisted(() => ({ identity: null as StaffWebIdentity | MemberWebIdentity | null }));
const revalidatePath = vi.hoisted(() => vi.fn());

vi.mock('next/cache', () => ({ revalidatePath }));
// The request's headers, which Next hands an action from its request (the sign-in reads the address).
// An English browser: the refusals are worded in the request's language (i18n/request.ts).
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9', 'accept-language': 'en-GB,en;q=0.9' }),
  cookies: async () => ({ get: () => undefined }),
}));
vi.mock('@/lib/auth/session', () => ({
  staffOf: async (tenant: { token: string }) => (session.identity?.role === 'staff' && session.identity.tenant === tenant.token ? session.identity : null),
  memberOf: async (tenant: { token: string }) => (session.identity?.role === 'member' && session.identity.tenant === tenant.token ? session.identity : null),
  staffActor: (staff: StaffWebIdentity) => ({ kind: 'staff', userId: staff.userId, role: staff.staffRole }),
}));

const { runAction, fieldsOf, nullIfMissingForMember } = await import('../../app/[clientToken]/run-action');

let fx: TenantFixture;
const staff = (staffRole: StaffWebIdentity['staffRole'] = 'owner'): StaffWebIdentity => ({
  role: 'staff', tenant: fx.token, userId: 1, staffRole, name: 'Owner', email: fx.staff.email,
});
const member = (contactId: number): MemberWebIdentity => ({ role: 'member', tenant: fx.token, contactId, name: 'Alice', email: fx.emails.alice });

beforeAll(async () => {
  fx = await createTenantFixture();
});
beforeEach(() => {
  session.identity = null;
  revalidatePath.mockClear();
});

const nameSchema = z.object({ name: z.string().trim().min(1, 'Give it a name.'), size: z.number().max(10) }).strict();

describe('who may act', () => {
  it('reads who acts from the session of this tenant: nobody, or a session of another tenant, is signed out', async () => {
    const run = vi.fn(async () => 'done');
    for (const who of ['staff', 'member'] as const) {
      expect(await runAction({ clientToken: fx.token, who, run })).toEqual({
        ok: false, code: 'web.auth.signed-out', message: sentenceFor('web.auth.signed-out', 'en'), fieldErrors: {},
      });
    }
    session.identity = { ...staff(), tenant: 'another' };
    expect(await runAction({ clientToken: fx.token, who: 'staff', run })).toMatchObject({ ok: false, code: 'web.auth.signed-out' });
    session.identity = staff();
    expect(await runAction({ clientToken: fx.token, who: 'member', run })).toMatchObject({ ok: false, code: 'web.auth.signed-out' });
    expect(await runAction({ clientToken: 'no-such-tenant', who: 'staff', run })).toMatchObject({ ok: false, code: 'web.auth.signed-out' });
    expect(await runAction({ clientToken: 42, who: 'staff', run })).toMatchObject({ ok: false, code: 'web.auth.signed-out' });
    expect(run).not.toHaveBeenCalled();
  });

  it('gives staff their actor and the member theirs, never an id sent by the browser', async () => {
    session.identity = staff('manager');
    expect(await runAction({ clientToken: fx.token, who: 'staff', run: async (ctx) => ctx.actor })).toEqual({
      ok: true, value: { kind: 'staff', userId: 1, role: 'manager' },
    });
    session.identity = member(fx.contacts.alice);
    expect(await runAction({ clientToken: fx.token, who: 'member', run: async (ctx) => ctx.actor })).toEqual({
      ok: true, value: { kind: 'member', contactId: fx.contacts.alice },
    });
  });

  it('refuses staff whose role is not among those allowed, before reading the input', async () => {
    session.identity = staff('manager');
    const run = vi.fn(async () => null);
    const refused = await runAction({ clientToken: fx.token, who: 'staff', role: ['owner'], schema: nameSchema, input: {}, run });
    expect(refused).toEqual({
      ok: false, code: 'api.error.scope.unauthorized-endpoint', message: sentenceFor('api.error.scope.unauthorized-endpoint', 'en'), fieldErrors: {},
    });
    expect(run).not.toHaveBeenCalled();
    session.identity = staff('owner');
    expect(await runAction({ clientToken: fx.token, who: 'staff', role: ['owner'], run })).toEqual({ ok: true, value: null });
  });
});

describe('input and refusals', () => {
  it('parses the input with the forms\' messages and puts each violation beside its field; staff also read what has no field', async () => {
    session.identity = staff();
    const run = vi.fn(async () => null);
    const result = await runAction({
      clientToken: fx.token, who: 'staff', schema: nameSchema, input: { name: ' ', size: 11, extra: 1 }, fields: fieldsOf(['name', 'size']), run,
    });
    expect(result).toEqual({
      ok: false, code: 'api.error.validation.invalid',
      message: `${sentenceFor('api.error.validation.invalid', 'en')} This form sent a field that cannot be changed.`,
      fieldErrors: { name: 'Give it a name.', size: 'At most 10.' },
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('hands `run` the parsed input and reads the back office again, unless told the browser leaves the page', async () => {
    session.identity = staff();
    expect(await runAction({ clientToken: fx.token, who: 'staff', schema: nameSchema, input: { name: ' Yoga ', size: 3 }, run: async (_ctx, v) => v }))
      .toEqual({ ok: true, value: { name: 'Yoga', size: 3 } });
    expect(revalidatePath).toHaveBeenCalledWith(`/${fx.token}/admin`, 'layout');
    revalidatePath.mockClear();
    await runAction({ clientToken: fx.token, who: 'staff', refreshPage: false, run: async () => null });
    session.identity = member(fx.contacts.alice);
    await runAction({ clientToken: fx.token, who: 'member', run: async () => null });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('says a domain refusal in its sentence, a domain violation beside its field (aliased), and an unforeseen failure calmly', async () => {
    session.identity = staff();
    const fields = fieldsOf(['motiveId'], { cancellationMotiveId: 'motiveId' });
    // A violation the catalog has no sentence for keeps the domain's words; one it has is worded by it.
    const violation = invalidField('cancellationMotiveId', 'archived', 'This motive is archived.');
    expect(await runAction({ clientToken: fx.token, who: 'staff', fields, run: async () => { throw violation; } })).toEqual({
      ok: false, code: 'api.error.validation.invalid', message: sentenceFor('api.error.validation.invalid', 'en'), fieldErrors: { motiveId: 'This motive is archived.' },
    });
    const unknown = invalidField('cancellationMotiveId', 'not-found', 'No such motive.');
    expect(await runAction({ clientToken: fx.token, who: 'staff', fields, run: async () => { throw unknown; } }))
      .toMatchObject({ fieldErrors: { motiveId: 'This motive is not one of the network’s.' } });
    const taken = new DomainError('api.error.club.code-already-used', 'Taken.');
    expect(await runAction({ clientToken: fx.token, who: 'staff', run: async () => { throw taken; } }))
      .toMatchObject({ ok: false, code: 'api.error.club.code-already-used', message: 'Another club already uses this code.' });
    expect(await runAction({ clientToken: fx.token, who: 'staff', run: async () => { throw new Error('boom'); } })).toEqual({
      ok: false, code: 'api.error.internal', message: sentenceFor('api.error.internal', 'en'), fieldErrors: {},
    });
  });
});

describe('what a member reads', () => {
  it('reads another contact\'s data, a missing item and an id that names nothing alike: missing', async () => {
    session.identity = member(fx.contacts.alice);
    const missing = { ok: false, code: 'api.error.not-found', message: sentenceFor('api.error.not-found', 'en'), fieldErrors: {} };
    expect(await runAction({ clientToken: fx.token, who: 'member', run: (ctx) => getContactOrThrow(ctx, fx.contacts.bob) })).toEqual(missing);
    expect(await runAction({ clientToken: fx.token, who: 'member', run: (ctx) => getContactOrThrow(ctx, 2_000_000_000) })).toEqual(missing);
    const unknownClass = invalidField('classEvent', 'not-found', 'No class of this network has this id.');
    expect(await runAction({ clientToken: fx.token, who: 'member', run: async () => { throw unknownClass; } })).toEqual(missing);
    // An action may word "missing" for what it is about.
    expect(await runAction({ clientToken: fx.token, who: 'member', say: { missing: 'web.booking.not-found' }, run: (ctx) => getContactOrThrow(ctx, fx.contacts.bob) }))
      .toMatchObject({ ok: false, code: 'web.booking.not-found', message: 'This class or booking no longer exists. The timetable shows what is on now.' });
    expect((await runAction({ clientToken: fx.token, who: 'member', run: (ctx) => getContactOrThrow(ctx, fx.contacts.alice) })).ok).toBe(true);
  });

  it('reads the same rule on a page: another contact\'s item or a missing one is null (the page\'s 404), any other refusal is thrown', async () => {
    const ctx = { tenant: fx.tenant, actor: { kind: 'member', contactId: fx.contacts.alice } } as const;
    expect(await nullIfMissingForMember(getContactOrThrow(ctx, fx.contacts.bob))).toBeNull();
    expect(await nullIfMissingForMember(getContactOrThrow(ctx, 2_000_000_000))).toBeNull();
    expect((await nullIfMissingForMember(getContactOrThrow(ctx, fx.contacts.alice)))?.id).toBe(fx.contacts.alice);
    const legal = new DomainError('api.error.optin.legal-not-modifiable', 'Legal.');
    await expect(nullIfMissingForMember(Promise.reject(legal))).rejects.toBe(legal);
  });

  it('reads sentences only: the domain\'s own words for a violation are for staff', async () => {
    session.identity = member(fx.contacts.alice);
    const legal = new DomainError('api.error.optin.legal-not-modifiable', 'Legal.', [{ propertyPath: 'isAuthorized', code: 'legal-not-modifiable', message: 'Legal information cannot be turned off.' }]);
    expect(await runAction({ clientToken: fx.token, who: 'member', run: async () => { throw legal; } })).toEqual({
      ok: false, code: 'api.error.optin.legal-not-modifiable', message: sentenceFor('api.error.optin.legal-not-modifiable', 'en'), fieldErrors: {},
    });
    expect(await runAction({ clientToken: fx.token, who: 'member', schema: nameSchema, input: {}, run: async () => null }))
      .toEqual({ ok: false, code: 'api.error.validation.invalid', message: sentenceFor('api.error.validation.invalid', 'en'), fieldErrors: {} });
  });
});

// The sign-in actions themselves: tests/portal/sign-in-actions.test.ts.
describe('signing in (a visitor)', () => {
  it('says a rate limit in words: too many attempts, try again in a few minutes', async () => {
    const limited = new DomainError('api.error.rate-limited', 'Too many requests.');
    expect(await runAction({ clientToken: fx.token, who: 'visitor', run: async () => { throw limited; } })).toEqual({
      ok: false, code: 'api.error.rate-limited', message: 'Too many attempts, try again in a few minutes.', fieldErrors: {},
    });
  });
});
