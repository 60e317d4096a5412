// What the member's account page says about cancelling online, before the wizard starts: a member
// whose debt blocks them (the blocking_debt accounting tag comes with it) is told to settle the debt,
// the thing they can act on from the debts page, not only that cancelling is not available; a block
// of another kind is still said as such.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { openIncident } from '../../lib/domain/finance/open-incident';
import { listMemberSubscriptions } from '../../lib/domain/portal/member-subscriptions';
import { setClock } from '../../lib/time/clock';
import { NOW, addContact, addSubscription, addTag, configureOnline, openSettings, setup, type Fixture } from '../subscriptions/helpers';

let fx: Fixture;
beforeAll(async () => {
  setClock(NOW);
  fx = await setup();
  // As the demo's clubs do: the debt's accounting tag is a prohibited tag, beside a club's own.
  await configureOnline(fx, fx.clubs.a, { ...openSettings(fx), prohibitedTags: ['blocking_debt', 'on_hold'] });
});
afterAll(() => setClock(null));

const statusOf = async (contactId: number) =>
  (await listMemberSubscriptions({ tenant: fx.tenant, actor: { kind: 'member', contactId } }))[0]!.online;

describe('the online cancellation status the account page shows', () => {
  it('is available to a member in good standing', async () => {
    const member = await addContact(fx, fx.clubs.a, 'Good');
    await addSubscription(fx, { contactId: member.id });
    expect(await statusOf(member.id)).toEqual({ kind: 'available' });
  });

  it('names the debt, though the debt also blocks the member through its accounting tag', async () => {
    const member = await addContact(fx, fx.clubs.a, 'Owing');
    await addSubscription(fx, { contactId: member.id });
    const db = await getDb();
    await db.transaction((tx) => openIncident(tx, { tenantId: fx.tenant.id, contactId: member.id, invoiceId: null, amount: 4990, reason: 'debit_rejected' }));
    expect(await statusOf(member.id)).toEqual({ kind: 'refused', code: 'api.error.subscription-cancel-online.contact-debt-over-limit' });
  });

  it('says a block that is not a debt as a block', async () => {
    const member = await addContact(fx, fx.clubs.a, 'Blocked');
    await addSubscription(fx, { contactId: member.id });
    await addTag(fx, member.id, 'on_hold');
    expect(await statusOf(member.id)).toEqual({ kind: 'refused', code: 'api.error.subscription-cancel-online.contact-tag-prohibited' });
  });
});
