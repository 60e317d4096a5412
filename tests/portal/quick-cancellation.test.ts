// "Résilier votre contrat" (issue 29, L215-1-1): the quick cancellation reuses cancelSubscriptionOnline
// (the partner API's and the wizard's operation): the earliest permitted date, the member's motive or
// the club's default, the confirmation e-mail with the end date and the effects. The anonymous form
// answers the same for any details, cancels only when name, e-mail and number all name the member,
// writes only to the contract's address, and is rate limited per e-mail whether or not it is a member's.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { cancellations, clubs, contacts, sandboxMessages, subscriptions } from '../../lib/db/schema';
import { cancelContractQuickly } from '../../lib/domain/portal/cancel-contract-quickly';
import { requestContractCancellation } from '../../lib/domain/portal/request-contract-cancellation';
import { CANCELLATION_REQUESTS_PER_EMAIL } from '../../lib/limits/cancellation-limits';
import { RateLimitedError } from '../../lib/limits/rate-limit';
import { setClock } from '../../lib/time/clock';
import { NOW, addContact, addDebt, addSubscription, configureOnline, motiveIri, openSettings, setup, type Fixture } from '../subscriptions/helpers';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';

let fx: Fixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  await configureOnline(fx, fx.clubs.a, { ...openSettings(fx), includedCancellationMotives: [motiveIri(fx, fx.motives[0]!), motiveIri(fx, fx.motives[1]!)] });
});
afterAll(() => setClock(null));

const member = (contactId: number) => ({ tenant: fx.tenant, actor: { kind: 'member' as const, contactId } });

async function mailsTo(email: string) {
  await deliverPendingMessages();
  const db = await getDb();
  return db.select().from(sandboxMessages).where(and(eq(sandboxMessages.tenantId, fx.tenant.id), eq(sandboxMessages.to, email.toLowerCase())));
}

async function stateOf(subscriptionId: number) {
  const db = await getDb();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const rows = await db.select().from(cancellations).where(and(eq(cancellations.subscriptionId, subscriptionId), eq(cancellations.tenantId, fx.tenant.id)));
  return { endDate: row!.endDate, cancellations: rows.filter((c) => c.subscriptionOptionId === null) };
}

async function memberNumber(contactId: number): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ number: contacts.number }).from(contacts).where(eq(contacts.id, contactId));
  return row!.number;
}

describe('a signed-in member cancels quickly', () => {
  it('ends on the earliest permitted date with the first included motive, and mails the end date and the effects', async () => {
    const who = await addContact(fx, fx.clubs.a, 'Quick');
    const id = await addSubscription(fx, { contactId: who.id }, [{ name: 'Towel' }]);
    const done = await cancelContractQuickly({ ...member(who.id), subscriptionId: id });
    // Committed until 2026-06-14, which is a renewal date and 30 days' notice away: the earliest.
    expect(done.endDate).toBe('2026-06-14');
    const state = await stateOf(id);
    expect(state.endDate).toBe('2026-06-14');
    expect(state.cancellations).toMatchObject([{ status: 'accepted', inputChannel: 'member', motiveId: fx.motives[0], cancellationDate: '2026-06-14' }]);
    const [mail] = await mailsTo(who.email);
    expect(mail!.subject).toContain('Monthly Club');
    // The contact's language is the club's default (fr): the end date, the day received, the effects.
    expect(mail!.body).toContain('14 juin 2026');
    expect(mail!.body).toContain('10 mars 2026');
    expect(mail!.body).toMatch(/aucun prélèvement/);
    expect(mail!.body).toContain('Towel');
  });

  it('keeps the motive the member chose when the club accepts it, else takes the club\'s default', async () => {
    const db = await getDb();
    await db.update(clubs).set({ defaultCancellationMotiveId: fx.motives[1]! }).where(and(eq(clubs.tenantId, fx.tenant.id), eq(clubs.id, fx.clubs.a)));
    const chooser = await addContact(fx, fx.clubs.a, 'Chooser');
    const chosen = await addSubscription(fx, { contactId: chooser.id });
    await cancelContractQuickly({ ...member(chooser.id), subscriptionId: chosen, motiveId: fx.motives[0] });
    expect((await stateOf(chosen)).cancellations[0]!.motiveId).toBe(fx.motives[0]);
    const silent = await addContact(fx, fx.clubs.a, 'Silent');
    const other = await addSubscription(fx, { contactId: silent.id });
    // Motive 2 is not included online: the club's default is taken instead of a refusal.
    await cancelContractQuickly({ ...member(silent.id), subscriptionId: other, motiveId: fx.motives[2] });
    expect((await stateOf(other)).cancellations[0]!.motiveId).toBe(fx.motives[1]);
    await db.update(clubs).set({ defaultCancellationMotiveId: null }).where(and(eq(clubs.tenantId, fx.tenant.id), eq(clubs.id, fx.clubs.a)));
  });

  it('is refused by the operation\'s own rules: a second time, another member\'s contract', async () => {
    const who = await addContact(fx, fx.clubs.a, 'Twice');
    const id = await addSubscription(fx, { contactId: who.id });
    await cancelContractQuickly({ ...member(who.id), subscriptionId: id });
    await expect(cancelContractQuickly({ ...member(who.id), subscriptionId: id }))
      .rejects.toMatchObject({ code: 'api.error.subscription-cancel-online.already-canceled' });
    const stranger = await addContact(fx, fx.clubs.a, 'Stranger');
    const theirs = await addSubscription(fx, { contactId: stranger.id });
    await expect(cancelContractQuickly({ ...member(who.id), subscriptionId: theirs })).rejects.toBeInstanceOf(Error);
    expect((await stateOf(theirs)).cancellations).toEqual([]);
  });
});

describe('someone not signed in asks to cancel', () => {
  it('cancels when the name, the e-mail and the contract number are the member\'s, whatever their case and accents', async () => {
    const who = await addContact(fx, fx.clubs.a, 'Anon');
    const id = await addSubscription(fx, { contactId: who.id });
    const answer = await requestContractCancellation({ tenant: fx.tenant, name: '  test  ANÔN ', email: who.email.toUpperCase(), reference: `#${id}` });
    expect(answer).toBeUndefined();
    expect((await stateOf(id)).cancellations).toMatchObject([{ status: 'accepted', cancellationDate: '2026-06-14' }]);
    const mails = await mailsTo(who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('14 juin 2026');
  });

  it('with the member number, cancels every active contract of the member', async () => {
    const who = await addContact(fx, fx.clubs.a, 'Numbered');
    const first = await addSubscription(fx, { contactId: who.id });
    const second = await addSubscription(fx, { contactId: who.id, name: 'Second Club' });
    await requestContractCancellation({ tenant: fx.tenant, name: 'Numbered Test', email: who.email, reference: (await memberNumber(who.id)).toLowerCase() });
    expect((await stateOf(first)).endDate).toBe('2026-06-14');
    expect((await stateOf(second)).endDate).toBe('2026-06-14');
    expect(await mailsTo(who.email)).toHaveLength(2);
  });

  it('answers the same and changes nothing for a wrong name, e-mail or number, and writes to nobody', async () => {
    const who = await addContact(fx, fx.clubs.a, 'Guarded');
    const id = await addSubscription(fx, { contactId: who.id });
    const other = await addContact(fx, fx.clubs.a, 'Neighbour');
    const theirs = await addSubscription(fx, { contactId: other.id });
    const wrong = [
      { name: 'Someone Else', email: who.email, reference: String(id) },
      { name: 'Guarded Test', email: `nobody@${fx.token}.test`, reference: String(id) },
      { name: 'Guarded Test', email: who.email, reference: String(theirs) },
      { name: 'Guarded Test', email: who.email, reference: 'C999999' },
      { name: 'Guarded Test', email: other.email, reference: String(theirs) },
    ];
    for (const details of wrong) expect(await requestContractCancellation({ tenant: fx.tenant, ...details })).toBeUndefined();
    expect((await stateOf(id)).cancellations).toEqual([]);
    expect((await stateOf(theirs)).cancellations).toEqual([]);
    expect(await mailsTo(who.email)).toEqual([]);
    expect(await mailsTo(other.email)).toEqual([]);
    expect(await mailsTo(`nobody@${fx.token}.test`)).toEqual([]);
  });

  it('when the club\'s rules refuse it, says why to the contract\'s address only, and the contract goes on', async () => {
    const who = await addContact(fx, fx.clubs.a, 'Owing');
    const id = await addSubscription(fx, { contactId: who.id });
    await addDebt(fx, who.id, 4990);
    await requestContractCancellation({ tenant: fx.tenant, name: 'Owing Test', email: who.email, reference: String(id) });
    expect((await stateOf(id))).toEqual({ endDate: null, cancellations: [] });
    const [mail] = await mailsTo(who.email);
    expect(mail!.subject).toContain('Monthly Club');
    expect(mail!.body).toMatch(/ne peut pas être faite en ligne/);
  });

  it('is limited per e-mail, a member\'s or not, with the same refusal', async () => {
    const who = await addContact(fx, fx.clubs.a, 'Hasty');
    for (const email of [who.email, `ghost@${fx.token}.test`]) {
      for (let i = 0; i < CANCELLATION_REQUESTS_PER_EMAIL; i++) {
        await requestContractCancellation({ tenant: fx.tenant, name: 'Wrong', email, reference: '1', address: `10.0.0.${i}` });
      }
      const refused = requestContractCancellation({ tenant: fx.tenant, name: 'Wrong', email, reference: '1', address: '10.0.1.1' });
      await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
      await expect(refused).rejects.toMatchObject({ code: 'api.error.rate-limited' });
    }
  });
});
