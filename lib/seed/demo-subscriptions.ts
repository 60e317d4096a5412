// The demo members' subscriptions, one of each kind (issue 5), dated from the day of seeding so the
// demo always shows a commitment still running, one ended, and dates that can be cancelled online.
// A fixed-term or upfront one is engaged through its end, as a sale of its product makes it (CONTRACT §9.1).
import type { Executor } from '../db/client';
import type { TenantRef } from '../domain/context';
import { addDays, addMonths } from '../time/calendar';
import { now } from '../time/clock';
import { dateInZone } from '../time/zone';
import { insertSubscription } from './tenant-builder';

export async function seedDemoSubscriptions(
  tx: Executor, tenant: TenantRef, clubs: { pb: number; pn: number },
  members: { alice: number; bob: number; carol: number; dave: number; erin: number },
): Promise<void> {
  const today = dateInZone(now(), 'Europe/Paris');
  const yearFrom = (start: string) => addDays(addMonths(start, 12), -1);
  const monthly = { paymentType: 'direct_debit' as const, rhythmBilling: 'monthly' as const };

  const aliceStart = addMonths(today, -4);
  await insertSubscription(tx, tenant, {
    ...monthly, contactId: members.alice, clubId: clubs.pb, name: 'Monthly Club (12-month commitment)',
    startDate: aliceStart, engagedThrough: yearFrom(aliceStart),
  }, [{ name: 'Sauna and spa' }, { name: 'Member insurance', mandatory: true }]);

  const bobStart = addMonths(today, -14);
  await insertSubscription(tx, tenant, {
    ...monthly, contactId: members.bob, clubId: clubs.pb, name: 'Monthly Club', startDate: bobStart, engagedThrough: yearFrom(bobStart),
  });

  const carolStart = addMonths(today, -15);
  await insertSubscription(tx, tenant, {
    paymentType: 'upfront', rhythmBilling: 'monthly', contactId: members.carol, clubId: clubs.pn, name: 'Yearly upfront',
    startDate: carolStart, engagedThrough: yearFrom(carolStart), endDate: yearFrom(carolStart), state: 'ended',
  });

  const daveStart = addMonths(today, -1);
  await insertSubscription(tx, tenant, {
    ...monthly, fixedTerm: true, contactId: members.dave, clubId: clubs.pb, name: 'Six-month pass',
    startDate: daveStart, engagedThrough: addDays(addMonths(daveStart, 6), -1), endDate: addDays(addMonths(daveStart, 6), -1),
  });

  const erinStart = addMonths(today, -2);
  await insertSubscription(tx, tenant, {
    paymentType: 'upfront', rhythmBilling: 'monthly', contactId: members.erin, clubId: clubs.pn, name: 'Yearly upfront',
    startDate: erinStart, engagedThrough: yearFrom(erinStart), endDate: yearFrom(erinStart),
  });
}
