// A member's new e-mail (issue 29 item 4): the code goes to the new address in the member's
// language, only that code changes the address, an address another contact has is refused, and
// tries are bounded.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contacts, sandboxMessages } from '../../lib/db/schema';
import { DomainError } from '../../lib/domain/errors';
import { confirmEmailChange, requestEmailChange } from '../../lib/domain/portal/change-member-email';
import { createTenantFixture, type TenantFixture } from '../factories';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';

let fx: TenantFixture;
const alice = () => ({ tenant: fx.tenant, actor: { kind: 'member' as const, contactId: fx.contacts.alice } });
const bob = () => ({ tenant: fx.tenant, actor: { kind: 'member' as const, contactId: fx.contacts.bob } });

beforeAll(async () => {
  fx = await createTenantFixture();
}, 60_000);

async function codeSentTo(email: string): Promise<{ code: string; subject: string }> {
  await deliverPendingMessages();
  const db = await getDb();
  const mails = await db.select().from(sandboxMessages).where(and(eq(sandboxMessages.tenantId, fx.tenant.id), eq(sandboxMessages.to, email.toLowerCase())));
  const last = mails.at(-1)!;
  const subject = last.subject ?? '';
  return { code: /\b(\d{6})\b/.exec(subject)![1]!, subject };
}
async function emailOf(contactId: number): Promise<string | null> {
  const [row] = await (await getDb()).select({ email: contacts.email }).from(contacts).where(and(eq(contacts.tenantId, fx.tenant.id), eq(contacts.id, contactId)));
  return row!.email;
}
async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('changing a member\'s e-mail', () => {
  it('sends a code to the new address; the code changes the address, a wrong one does not', async () => {
    const next = `alice.new@${fx.token}.test`;
    await requestEmailChange({ ...alice(), email: next });
    const { code } = await codeSentTo(next);
    const wrong = await refusal(confirmEmailChange({ ...alice(), email: next, code: code === '000000' ? '111111' : '000000' }));
    expect(wrong.violations?.[0]?.propertyPath).toBe('code');
    // The code belongs to that address and that member: not another address, not another member.
    expect((await refusal(confirmEmailChange({ ...alice(), email: `other@${fx.token}.test`, code }))).violations?.[0]?.propertyPath).toBe('code');
    expect((await refusal(confirmEmailChange({ ...bob(), email: next, code }))).violations?.[0]?.propertyPath).toBe('code');
    expect(await emailOf(fx.contacts.alice)).toBe(fx.emails.alice);
    await confirmEmailChange({ ...alice(), email: next, code });
    expect(await emailOf(fx.contacts.alice)).toBe(next);
  });

  it('refuses an address that is not one, the same address, and another contact\'s', async () => {
    expect((await refusal(requestEmailChange({ ...bob(), email: 'not-an-email' }))).violations?.[0]?.propertyPath).toBe('email');
    expect((await refusal(requestEmailChange({ ...bob(), email: fx.emails.bob }))).violations?.[0]?.code).toBe('unchanged');
    expect((await refusal(requestEmailChange({ ...bob(), email: `alice.new@${fx.token}.test` }))).code).toBe('api.error.contact.email-already-used');
  });

  it('counts tries: past five in a quarter hour even the right code waits', async () => {
    const next = `bob.new@${fx.token}.test`;
    await requestEmailChange({ ...bob(), email: next });
    const { code } = await codeSentTo(next);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await refusal(confirmEmailChange({ ...bob(), email: next, code: wrong }));
    expect((await refusal(confirmEmailChange({ ...bob(), email: next, code }))).code).toBe('api.error.rate-limited');
    expect(await emailOf(fx.contacts.bob)).toBe(fx.emails.bob);
  });
});
