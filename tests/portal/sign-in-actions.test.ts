// The sign-in forms' server actions (app/[clientToken]/actions.ts memberSignIn,
// admin/staff-sign-in-action.ts staffSignIn): each step's next state, the refusals in the request's
// language, the session cookie next-auth reads, and where a sign-in leads. The request (its headers
// and cookie jar, which Next hands an action) is the only thing stood in for; the database is real.
import { decode } from 'next-auth/jwt';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSecret } from '../../lib/secrets/auth-secret';
import { listSandboxMessages } from '../../lib/domain/sandbox/list-sandbox-messages';
import { createTenantFixture, type TenantFixture } from '../factories';

const request = vi.hoisted(() => ({ path: '/', jar: new Map<string, { value: string; options: Record<string, unknown> }>() }));

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.7', 'accept-language': 'en-GB,en;q=0.9', 'x-page-path': request.path }),
  cookies: async () => ({
    get: () => undefined,
    set: (name: string, value: string, options: Record<string, unknown>) => request.jar.set(name, { value, options }),
  }),
}));

const { memberSignIn } = await import('../../app/[clientToken]/actions');
const { staffSignIn } = await import('../../app/[clientToken]/admin/staff-sign-in-action');
const { MEMBER_SIGN_IN_START, STAFF_SIGN_IN_START } = await import('../../app/[clientToken]/sign-in-state');

let fx: TenantFixture;
beforeAll(async () => {
  fx = await createTenantFixture();
});
beforeEach(() => {
  request.jar.clear();
  request.path = `/${fx.token}`;
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** What redirect() threw: the path it leads to. */
async function redirectOf(action: Promise<unknown>): Promise<string> {
  const error: unknown = await action.then(() => null, (thrown: unknown) => thrown);
  const digest = (error as { digest?: string } | null)?.digest ?? '';
  expect(digest).toMatch(/^NEXT_REDIRECT;replace;/);
  return digest.split(';')[2]!;
}

async function sessionIdentity() {
  const cookie = request.jar.get('next-auth.session-token');
  expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
  const token = await decode({ token: cookie!.value, secret: await authSecret() });
  return token?.identity;
}

async function newestCode(email: string): Promise<string> {
  const [newest] = (await listSandboxMessages({ tenant: fx.tenant, to: email, page: { page: 1, itemsPerPage: 1 } })).items;
  const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
  if (!code) throw new Error('no code in the sandbox e-mail');
  return code;
}

describe('member sign-in', () => {
  it('asks for a valid e-mail address, keeping what was typed', async () => {
    expect(await memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: fx.token, email: 'not an address', intent: 'send-code' }))).toEqual({
      step: 'email', email: 'not an address', error: 'Enter a valid e-mail address.',
    });
  });

  it('answers the same for a member and for an unknown address, and says an unknown tenant is unavailable', async () => {
    for (const email of [fx.emails.alice, `nobody@${fx.token}.test`]) {
      expect(await memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: fx.token, email: ` ${email} `, intent: 'send-code' }))).toEqual({
        step: 'code', email, resent: false,
      });
    }
    expect(await memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: 'no-such-tenant', email: fx.emails.alice }))).toMatchObject({
      step: 'email', error: 'Signing in is not possible right now. Please try again in a moment.',
    });
  });

  it('refuses a wrong code on the code step, then signs in with the right one and goes to the page asked for', async () => {
    request.path = `/${fx.token}?next=${encodeURIComponent(`/${fx.token}/account/debts`)}`;
    const asked = await memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: fx.token, email: fx.emails.alice, intent: 'send-code' }));
    expect(asked).toMatchObject({ step: 'code' });
    const code = await newestCode(fx.emails.alice);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await memberSignIn(asked, formOf({ clientToken: fx.token, email: fx.emails.alice, code: wrong, intent: 'sign-in' }))).toEqual({
      step: 'code', email: fx.emails.alice, resent: false, error: 'This code is not valid or has expired. Check it, or ask for a new one.',
    });
    expect(request.jar.size).toBe(0);

    // Enter in the code field sends no button: signing in is meant.
    expect(await redirectOf(memberSignIn(asked, formOf({ clientToken: fx.token, email: fx.emails.alice, code })))).toBe(`/${fx.token}/account/debts`);
    expect(await sessionIdentity()).toEqual({ role: 'member', tenant: fx.token, contactId: fx.contacts.alice, name: 'Alice Test', email: fx.emails.alice });
  });

  it('goes to the account page when the page asked for is not one of the tenant\'s', async () => {
    request.path = `/${fx.token}?next=${encodeURIComponent('https://evil.example/')}`;
    await memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: fx.token, email: fx.emails.bob, intent: 'send-code' }));
    const code = await newestCode(fx.emails.bob);
    expect(await redirectOf(memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: fx.token, email: fx.emails.bob, code, intent: 'sign-in' }))))
      .toBe(`/${fx.token}/account`);
  });

  it('sends a new code on the code step, or goes back to the e-mail step with the address typed', async () => {
    const form = { clientToken: fx.token, email: fx.emails.alice };
    expect(await memberSignIn(MEMBER_SIGN_IN_START, formOf({ ...form, intent: 'resend-code' }))).toEqual({ step: 'code', email: fx.emails.alice, resent: true });
    expect(await memberSignIn(MEMBER_SIGN_IN_START, formOf({ ...form, intent: 'other-email' }))).toEqual({ step: 'email', email: fx.emails.alice });
  });
});

describe('staff sign-in', () => {
  it('refuses a wrong password, keeping the e-mail, and opens no session', async () => {
    expect(await staffSignIn(STAFF_SIGN_IN_START, formOf({ clientToken: fx.token, email: fx.staff.email, password: 'wrong' }))).toEqual({
      email: fx.staff.email, error: 'The e-mail or password is not correct.',
    });
    expect(await staffSignIn(STAFF_SIGN_IN_START, formOf({ clientToken: fx.token, email: fx.staff.email }))).toMatchObject({
      error: 'The e-mail or password is not correct.',
    });
    expect(request.jar.size).toBe(0);
  });

  it('signs in and stays on the back-office page it stood in for', async () => {
    request.path = `/${fx.token}/admin/clubs/${fx.clubs.a}`;
    const form = formOf({ clientToken: fx.token, email: fx.staff.email, password: fx.staff.password });
    expect(await redirectOf(staffSignIn(STAFF_SIGN_IN_START, form))).toBe(`/${fx.token}/admin/clubs/${fx.clubs.a}`);
    expect(await sessionIdentity()).toMatchObject({ role: 'staff', tenant: fx.token, staffRole: 'owner', email: fx.staff.email });
  });
});
