// "Send me this as PDF every Monday" (lib/domain/insight/dashboard-subscription.ts and
// send-weekly-dashboards.ts): the job queues one e-mail per staff member and week, with the dashboard
// as a PDF, however often it runs; only after the week's Monday 07:00 on the club's clock, and never
// for someone who may not read the dashboard.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { dashboardSubscriptions, messageOutbox, staffUsers } from '../../lib/db/schema';
import { getDashboardSubscription, setDashboardSubscription } from '../../lib/domain/insight/dashboard-subscription';
import { sendWeeklyDashboards } from '../../lib/domain/insight/send-weekly-dashboards';
import { insertStaff } from '../../lib/seed/tenant-builder';
import { setClock } from '../../lib/time/clock';
import { setup, type Fixture } from '../sales/helpers';
import { pdfTextLines } from '../sales/pdf-text';

let fx: Fixture;
let owner: number;
let desk: number;

const staffId = async (email: string) => (await (await getDb()).select({ id: staffUsers.id }).from(staffUsers)
  .where(and(eq(staffUsers.tenantId, fx.tenant.id), eq(staffUsers.email, email))))[0]!.id;
const mail = async () => (await getDb()).select().from(messageOutbox)
  .where(and(eq(messageOutbox.tenantId, fx.tenant.id), like(messageOutbox.dedupeKey, 'dashboard-weekly:%'))).orderBy(messageOutbox.id);

beforeAll(async () => {
  fx = await setup();
  await insertStaff(await getDb(), fx.tenant, { email: `desk@${fx.token}.test`, name: 'Desk', password: 'desk-password', role: 'staff' });
  [owner, desk] = [await staffId(fx.staff.email), await staffId(`desk@${fx.token}.test`)];
});
afterAll(() => setClock(null));

describe('the weekly dashboard e-mail', () => {
  it('is a staff member\'s one subscription, refused to desk staff', async () => {
    setClock(new Date('2026-03-04T10:00:00Z')); // a Wednesday
    const ctx = { tenant: fx.tenant, actor: { kind: 'staff' as const, userId: owner, role: 'owner' as const } };
    await setDashboardSubscription({ ...ctx, on: true, clubId: null, locale: 'en' });
    expect(await setDashboardSubscription({ ...ctx, on: true, clubId: fx.clubs.a, locale: 'fr' })).toMatchObject({ clubId: fx.clubs.a, locale: 'fr' });
    expect(await getDashboardSubscription(ctx)).toMatchObject({ staffUserId: owner, clubId: fx.clubs.a, locale: 'fr' });
    await expect(setDashboardSubscription({ tenant: fx.tenant, actor: { kind: 'staff', userId: desk, role: 'staff' }, on: true, clubId: null, locale: 'en' }))
      .rejects.toMatchObject({ code: 'api.error.scope.unauthorized-endpoint' });
  });

  it('is queued once a week from Monday 07:00 on the club\'s clock, however often the job runs', async () => {
    setClock(new Date('2026-03-09T05:30:00Z')); // Monday 06:30 in Paris
    await sendWeeklyDashboards();
    expect(await mail()).toHaveLength(0);

    setClock(new Date('2026-03-09T06:05:00Z')); // 07:05
    await sendWeeklyDashboards();
    setClock(new Date('2026-03-11T12:00:00Z')); // again on Wednesday
    await sendWeeklyDashboards();
    const [first, ...others] = await mail();
    expect(others).toHaveLength(0);
    expect(first).toMatchObject({ dedupeKey: `dashboard-weekly:${owner}:2026-03-09`, recipient: fx.staff.email, subject: 'Tableau de bord de Club A, semaine du 9 mars 2026' });
    const [pdf] = first!.attachments!;
    expect(pdf).toMatchObject({ filename: 'dashboard-2026-03-09.pdf', contentType: 'application/pdf', encoding: 'base64' });
    const text = (await pdfTextLines(Buffer.from(pdf!.content, 'base64'))).join('\n');
    expect(text).toContain('Tableau de bord de Club A');
    expect(text).toContain('Chiffres au 9 mars 2026.');
    expect(text).toContain('Impayés par ancienneté');

    setClock(new Date('2026-03-16T06:05:00Z')); // the next Monday
    await sendWeeklyDashboards();
    await sendWeeklyDashboards();
    expect((await mail()).map((m) => m.dedupeKey)).toEqual([`dashboard-weekly:${owner}:2026-03-09`, `dashboard-weekly:${owner}:2026-03-16`]);
  });

  it('waits for the next Monday after a subscription made past 07:00, and sends nothing to one who may no longer read it', async () => {
    const db = await getDb();
    await db.insert(dashboardSubscriptions).values({ tenantId: fx.tenant.id, staffUserId: desk, clubId: null, locale: 'en', createdAt: new Date('2026-03-01T00:00:00Z') });
    setClock(new Date('2026-03-16T09:00:00Z')); // 10:00, the owner switches to the network
    await setDashboardSubscription({ tenant: fx.tenant, actor: { kind: 'staff', userId: owner, role: 'owner' }, on: false, clubId: null, locale: 'en' });
    await setDashboardSubscription({ tenant: fx.tenant, actor: { kind: 'staff', userId: owner, role: 'owner' }, on: true, clubId: null, locale: 'en' });
    setClock(new Date('2026-03-17T09:00:00Z'));
    await sendWeeklyDashboards();
    expect(await mail()).toHaveLength(2);
    setClock(new Date('2026-03-23T06:05:00Z'));
    await sendWeeklyDashboards();
    const last = (await mail()).at(-1)!;
    expect(last).toMatchObject({ dedupeKey: `dashboard-weekly:${owner}:2026-03-23`, subject: 'Dashboard of the whole network, week of 23 March 2026' });
    expect((await mail()).some((m) => m.dedupeKey.includes(`:${desk}:`))).toBe(false);
  });
});
