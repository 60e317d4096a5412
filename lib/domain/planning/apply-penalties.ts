import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { attendees, classEvents, clubs, contacts, penaltyApplications, penaltyScenarios, type PenaltyKind } from '../../db/schema';
import { penaltyMail } from '../../mail/penalty-mails';
import { mailer } from '../../mail/mailer';
import { addDays } from '../../time/calendar';
import { dateInZone } from '../../time/zone';
import { contactLanguageColumn } from '../contacts/contact-language';
import type { TenantRef } from '../context';
import { openIncident } from '../finance/open-incident';

/**
 * After a no-show was recorded or a late cancellation made (in the caller's transaction): each of the
 * club's scenarios of that kind whose threshold the contact now reaches applies once, counting the
 * marks of its last `periodDays` made after its previous application to this contact, so one reaching
 * applies it once. `block_booking` refuses the contact's bookings in the club until its end;
 * `fee` opens an incident. The member is told by e-mail in their language.
 */
export async function applyPenalties(tx: Executor, tenant: TenantRef, input: { kind: PenaltyKind; clubId: number; contactId: number; at: Date }): Promise<void> {
  const scenarios = await tx.select().from(penaltyScenarios)
    .where(and(eq(penaltyScenarios.tenantId, tenant.id), eq(penaltyScenarios.clubId, input.clubId), eq(penaltyScenarios.kind, input.kind)));
  if (scenarios.length === 0) return;
  // One contact's penalties are decided one at a time: two marks at once cannot both apply one reaching.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${tenant.id}, ${-input.contactId})`);
  const [club] = await tx.select({ name: clubs.name, timeZone: clubs.timeZone }).from(clubs)
    .where(and(eq(clubs.tenantId, tenant.id), eq(clubs.id, input.clubId))).limit(1);
  for (const scenario of scenarios) {
    const [last] = await tx.select({ appliedAt: penaltyApplications.appliedAt }).from(penaltyApplications)
      .where(and(eq(penaltyApplications.tenantId, tenant.id), eq(penaltyApplications.scenarioId, scenario.id), eq(penaltyApplications.contactId, input.contactId)))
      .orderBy(desc(penaltyApplications.appliedAt)).limit(1);
    const periodStart = new Date(input.at.getTime() - scenario.periodDays * 86_400_000);
    const since = last && last.appliedAt > periodStart ? last.appliedAt : periodStart;
    const markedAt = input.kind === 'no_show' ? attendees.showedRecordedAt : attendees.canceledAt;
    const mark = input.kind === 'no_show' ? eq(attendees.showed, false) : eq(attendees.lateCancel, true);
    const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(attendees)
      .innerJoin(classEvents, and(eq(classEvents.tenantId, attendees.tenantId), eq(classEvents.id, attendees.classEventId)))
      .where(and(eq(attendees.tenantId, tenant.id), eq(attendees.contactId, input.contactId), eq(classEvents.clubId, input.clubId), mark,
        gt(markedAt, since), lte(markedAt, input.at)));
    if ((counted?.n ?? 0) < scenario.threshold) continue;
    const today = dateInZone(input.at, club!.timeZone);
    const endsOn = scenario.penalty === 'block_booking' ? addDays(today, scenario.blockDays! - 1) : null;
    const incident = scenario.penalty === 'fee'
      ? await openIncident(tx, { tenantId: tenant.id, contactId: input.contactId, invoiceId: null, amount: scenario.amount!, reason: `${input.kind}_fee` })
      : null;
    await tx.insert(penaltyApplications).values({
      tenantId: tenant.id, scenarioId: scenario.id, clubId: input.clubId, contactId: input.contactId, kind: input.kind,
      penalty: scenario.penalty, appliedAt: input.at, endsOn, incidentId: incident?.id ?? null,
    });
    const [person] = await tx.select({ email: contacts.email, givenName: contacts.givenName, language: contactLanguageColumn }).from(contacts)
      .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.id, input.contactId))).limit(1);
    if (person) {
      const mail = penaltyMail(person.language, {
        givenName: person.givenName, clubName: club!.name, kind: input.kind, count: counted!.n, periodDays: scenario.periodDays,
        penalty: endsOn ? { blockedUntil: endsOn } : { amount: scenario.amount! },
      });
      await mailer().send(tx, { tenantId: tenant.id, to: person.email, ...mail, dedupeKey: `penalty:${scenario.id}:${input.contactId}:${input.at.getTime()}` });
    }
  }
}

/** The last day (YYYY-MM-DD) a block on the contact's bookings in the club lasts, or null when none is in force on `today`. */
export async function bookingBlockedUntil(tx: Executor, tenantId: number, clubId: number, contactId: number, today: string): Promise<string | null> {
  const [block] = await tx.select({ endsOn: penaltyApplications.endsOn }).from(penaltyApplications)
    .where(and(eq(penaltyApplications.tenantId, tenantId), eq(penaltyApplications.clubId, clubId), eq(penaltyApplications.contactId, contactId),
      eq(penaltyApplications.penalty, 'block_booking'), isNull(penaltyApplications.liftedAt), sql`${penaltyApplications.endsOn} >= ${today}::date`))
    .orderBy(desc(penaltyApplications.endsOn)).limit(1);
  return block?.endsOn ?? null;
}
