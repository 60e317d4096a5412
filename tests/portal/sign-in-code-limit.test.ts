// Issue 29 item 7: when the limit of sign-in codes is reached, the member is told so and when a new
// code can be sent, the same for an e-mail that is nobody's; asking for a new code keeps the code
// typed in the field, and that code still signs in (docs/decisions.md, "Member portal").
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listSandboxMessages } from '../../lib/domain/sandbox/list-sandbox-messages';
import { forgetSignInCodeWindows } from '../../lib/limits/sign-in-code-window';
import { createTenantFixture, type TenantFixture } from '../factories';

const request = vi.hoisted(() => ({ language: 'en-GB,en;q=0.9' }));

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.9', 'accept-language': request.language, 'x-page-path': '/' }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));

const { memberSignIn } = await import('../../app/[clientToken]/actions');
const { MEMBER_SIGN_IN_START } = await import('../../app/[clientToken]/sign-in-state');

let fx: TenantFixture;
beforeAll(async () => {
  fx = await createTenantFixture();
});
beforeEach(async () => {
  await forgetSignInCodeWindows();
  request.language = 'en-GB,en;q=0.9';
});

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

async function codesTo(email: string): Promise<string[]> {
  const { items } = await listSandboxMessages({ tenant: fx.tenant, to: email, page: { page: 1, itemsPerPage: 100 } });
  return items.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1] ?? '');
}

describe('the limit of sign-in codes', () => {
  it('says the limit is reached and in how many minutes a new code can be sent, for a member and for nobody alike', async () => {
    const answers = [];
    for (const email of [fx.emails.alice, `nobody@${fx.token}.test`]) {
      for (let i = 0; i < 5; i += 1) {
        expect(await memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: fx.token, email, intent: 'send-code' }))).toMatchObject({ step: 'code' });
      }
      answers.push(await memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: fx.token, email, intent: 'send-code' })));
    }
    const limit = 'You have asked for the most sign-in codes allowed for now. A new code can be sent in 15 minutes.';
    expect(answers).toEqual([
      { step: 'email', email: fx.emails.alice, error: limit },
      { step: 'email', email: `nobody@${fx.token}.test`, error: limit },
    ]);
    expect(await codesTo(fx.emails.alice)).toHaveLength(5);
  });

  it('on the code step, keeps the code typed and says it still works; in French too', async () => {
    const email = fx.emails.bob;
    await memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: fx.token, email, intent: 'send-code' }));
    const [first] = await codesTo(email);
    // Asking for a new code with the first one typed keeps it in the field.
    expect(await memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: fx.token, email, code: first!, intent: 'resend-code' })))
      .toEqual({ step: 'code', email, resent: true, code: first });
    for (let i = 0; i < 3; i += 1) await memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: fx.token, email, intent: 'resend-code' }));
    request.language = 'fr-FR,fr;q=0.9';
    const refused = await memberSignIn(MEMBER_SIGN_IN_START, formOf({ clientToken: fx.token, email, code: first!, intent: 'resend-code' }));
    expect(refused).toEqual({
      step: 'code', email, resent: false, code: first,
      error: 'Vous avez demandé le nombre maximal de codes de connexion pour le moment. Un nouveau code pourra être envoyé dans 15 minutes.'
        + ' Le dernier code envoyé reste valable jusqu’à son expiration\u00a0: saisissez-le ci-dessus.',
    });
    // The first code, sent before four others, still signs in.
    const signedIn = await memberSignIn(refused, formOf({ clientToken: fx.token, email, code: first!, intent: 'sign-in' })).then(() => null, (e: unknown) => e);
    expect((signedIn as { digest?: string }).digest).toMatch(/^NEXT_REDIRECT;replace;/);
  });
});
