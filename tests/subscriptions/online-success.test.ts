// POST /subscriptions/{id}/online_cancellation when every rule passes: the answer, the accepted
// cancellation, the options cascade, the e-mail, who may call it, and the daily quota.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { contacts } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { call, iriOf, tokenFor } from '../factories';
import { expectProblem, expectViolation, expectIgnored } from '../problem';
import {
  addContact, addSubscription, cancelOnline, cascadedFrom, configureOnline, idOf, motiveIri, NOW, openSettings, post, read, setup,
  subscriptionIri, TODAY, validBody, type Fixture,
} from './helpers';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

async function openFixture(settings = {}): Promise<Fixture> {
  const fx = await setup();
  await configureOnline(fx, fx.clubs.a, { ...openSettings(fx), ...settings });
  return fx;
}

describe('a successful online cancellation', () => {
  it('answers 201 with the Subscription, its new cancellation and its end date', async () => {
    const fx = await openFixture();
    const id = await addSubscription(fx);
    const res = await cancelOnline(fx, id, validBody(fx));
    expect(res.status, await res.clone().text()).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ '@context': '/contexts/Subscription', '@id': subscriptionIri(fx, id), '@type': 'Subscription', id });
    expect(body.cancellations).toEqual([expect.stringMatching(new RegExp(`^/${fx.token}/cancellations/\\d+$`))]);
    expect(res.headers.get('location')).toBe(`/api${body.cancellations[0]}`);
    expect(body).toMatchObject({ endDate: '2026-06-14', state: 'active' });
    expect(await read(fx, `/subscriptions/${id}`)).toMatchObject({ endDate: '2026-06-14', cancellations: body.cancellations });
  });

  it('records an accepted cancellation on the member channel, received today, with the motive and comment', async () => {
    const fx = await openFixture();
    const id = await addSubscription(fx);
    const { cancellations } = await (await cancelOnline(fx, id, validBody(fx))).json();
    expect(await read(fx, cancellations[0].slice(fx.token.length + 1))).toEqual({
      '@id': cancellations[0], '@type': 'Cancellation', id: idOf(cancellations[0]), subscription: subscriptionIri(fx, id), subscriptionOption: null,
      receptionDate: TODAY, cancellationDate: '2026-06-14', cancellationMotiveId: motiveIri(fx, fx.motives[0]!), comment: 'Moving to Lyon',
      status: 'accepted', inputChannel: 'member', type: 'simple',
      contact: { '@id': iriOf(fx, 'contacts', fx.contacts.alice), familyName: 'Test', givenName: 'Alice', number: 'C1' },
      refundPolicy: 'period_end', createCreditNote: true,
    });
    const { comment: _comment, ...withoutComment } = validBody(fx);
    const second = await addSubscription(fx);
    const res = await cancelOnline(fx, second, withoutComment);
    expect(res.status).toBe(201);
    expect((await read(fx, (await res.json()).cancellations[0].slice(fx.token.length + 1))).comment).toBe('');
  });

  it('cancels every option, the mandatory one too, with accepted cancellations on the same date', async () => {
    const fx = await openFixture();
    const id = await addSubscription(fx, {}, [{ name: 'Sauna' }, { name: 'Insurance', mandatory: true }]);
    const { cancellations, options } = await (await cancelOnline(fx, id, validBody(fx))).json();
    for (const option of options as string[]) {
      expect(await read(fx, option.slice(fx.token.length + 1))).toMatchObject({ endDate: '2026-06-14', state: 'active' });
    }
    const cascaded = await cascadedFrom(fx, idOf(cancellations[0]));
    expect(cascaded.map((c) => [c.subscriptionOptionId, c.status, c.cancellationDate, c.inputChannel])).toEqual(
      options.map((o: string) => [idOf(o), 'accepted', '2026-06-14', 'member']));
    const optionCancellation = await read(fx, `/cancellations/${cascaded[0]!.id}`);
    expect(optionCancellation).toMatchObject({ subscription: null, subscriptionOption: options[0], status: 'accepted' });
    // The staff list shows the member's request, not the cascade.
    const listed = await read<{ id: number }[]>(fx, `/cancellations?subscription=${encodeURIComponent(subscriptionIri(fx, id))}`);
    expect(listed.map((c) => c.id)).toEqual([idOf(cancellations[0])]);
  });

  it('e-mails the member a confirmation with the effective date, in their club\'s language (sandbox messages)', async () => {
    const fx = await openFixture();
    await cancelOnline(fx, await addSubscription(fx), validBody(fx));
    const messages = await read<{ channel: string; subject: string; body: string }[]>(fx, `/sandbox/messages?to=${encodeURIComponent(fx.emails.alice)}`);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.channel).toBe('email');
    expect(messages[0]!.subject).toBe('Votre abonnement Monthly Club est résilié');
    expect(messages[0]!.body).toContain('Votre abonnement prend fin le 14 juin 2026');
  });

  it('e-mails the confirmation in the member\'s own language when they chose one', async () => {
    const fx = await openFixture();
    await (await getDb()).update(contacts).set({ language: 'en' }).where(and(eq(contacts.tenantId, fx.tenant.id), eq(contacts.id, fx.contacts.alice)));
    await cancelOnline(fx, await addSubscription(fx), validBody(fx));
    const [message] = await read<{ subject: string; body: string }[]>(fx, `/sandbox/messages?to=${encodeURIComponent(fx.emails.alice)}`);
    expect(message?.subject).toBe('Your Monthly Club is cancelled');
    expect(message?.body).toContain('Your subscription ends on 14 June 2026');
  });
});

describe('retrying', () => {
  it('with the same Idempotency-Key replays the first answer instead of refusing an already-cancelled subscription', async () => {
    const fx = await openFixture();
    const id = await addSubscription(fx);
    const send = () => call(`/${fx.token}/subscriptions/${id}/online_cancellation`, {
      token: fx.partner, method: 'POST', body: validBody(fx), headers: { 'idempotency-key': `cancel-${id}` },
    });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect((await read<{ cancellations: string[] }>(fx, `/subscriptions/${id}`)).cancellations).toHaveLength(1);
    // Without the key, a second request is refused.
    await expectProblem(await cancelOnline(fx, id, validBody(fx)), 400, 'api.error.subscription-cancel-online.already-canceled');
  });
});

describe('who may cancel', () => {
  it('the subscription\'s own contact token, or a club token of its club', async () => {
    const fx = await openFixture();
    const alice = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.alice });
    expect((await cancelOnline(fx, await addSubscription(fx), validBody(fx), alice)).status).toBe(201);
    const clubA = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.a });
    expect((await cancelOnline(fx, await addSubscription(fx), validBody(fx), clubA)).status).toBe(201);
  });

  it('not another contact\'s token (403 contact-scope), nor another club\'s (403), nor another tenant (404)', async () => {
    const fx = await openFixture();
    const id = await addSubscription(fx);
    const bob = await tokenFor(fx, 'partner', { grant: 'contact', email: fx.emails.bob });
    await expectProblem(await cancelOnline(fx, id, validBody(fx), bob), 403, 'api.error.auth.contact-scope');
    const clubB = await tokenFor(fx, 'partner', { grant: 'club', clubId: fx.clubs.b });
    await expectProblem(await cancelOnline(fx, id, validBody(fx), clubB), 403, 'api.error.scope.unauthorized-club');
    const other = await setup();
    await expectProblem(await call(`/${other.token}/subscriptions/${id}/online_cancellation`, { token: other.partner, method: 'POST', body: validBody(other) }),
      404, 'api.error.not-found');
    await expectProblem(await cancelOnline(fx, 999_999_999, validBody(fx)), 404, 'api.error.not-found');
    expect((await read(fx, `/subscriptions/${id}`)).cancellations).toEqual([]);
  });

  it('refuses unknown fields and an over-long comment before any rule', async () => {
    const fx = await openFixture();
    const id = await addSubscription(fx);
    await expectIgnored(await cancelOnline(fx, id, { ...validBody(fx), status: 'accepted' }), 'status');
    await expectViolation(await cancelOnline(fx, id, { ...validBody(fx), comment: 'x'.repeat(2001) }), 'comment');
  });
});

describe('the daily quota', () => {
  it('counts the club\'s online cancellations of today, in the club\'s time zone', async () => {
    const fx = await openFixture({ dailyQuota: 2 });
    const cancelFor = async (name: string) => {
      const member = await addContact(fx, fx.clubs.a, name);
      return cancelOnline(fx, await addSubscription(fx, { contactId: member.id }), validBody(fx));
    };
    expect((await cancelFor('First')).status).toBe(201);
    expect((await cancelFor('Second')).status).toBe(201);
    await expectProblem(await cancelFor('Third'), 400, 'api.error.subscription-cancel-online.daily-quota-exceeded');
    // 22:59 UTC is still March 10 in Paris; 23:00 UTC is March 11 there.
    setClock(new Date('2026-03-10T22:59:00Z'));
    await expectProblem(await cancelFor('Fourth'), 400, 'api.error.subscription-cancel-online.daily-quota-exceeded');
    setClock(new Date('2026-03-10T23:00:00Z'));
    expect((await cancelFor('Fifth')).status).toBe(201);
  });

  it('is per club, and does not count cascaded option cancellations nor back-office ones', async () => {
    const fx = await openFixture({ dailyQuota: 1 });
    await configureOnline(fx, fx.clubs.b, { ...openSettings(fx), dailyQuota: 1 });
    const staffMade = await post(fx, '/cancellations', { subscription: subscriptionIri(fx, await addSubscription(fx)), cancellationDate: '2026-06-14' });
    await post(fx, `/cancellations/${(await staffMade.json()).id}/transitions`, { transition: 'accept' });
    const withOptions = await addSubscription(fx, {}, [{ name: 'Sauna' }, { name: 'Towels' }]);
    expect((await cancelOnline(fx, withOptions, validBody(fx))).status).toBe(201);
    const inBerlin = await addSubscription(fx, { contactId: fx.contacts.bob, clubId: fx.clubs.b });
    expect((await cancelOnline(fx, inBerlin, validBody(fx))).status).toBe(201);
    await expectProblem(await cancelOnline(fx, await addSubscription(fx), validBody(fx)), 400, 'api.error.subscription-cancel-online.daily-quota-exceeded');
  });
});
