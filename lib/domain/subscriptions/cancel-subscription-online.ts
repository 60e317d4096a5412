import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isLockNotAvailable } from '../../db/lock-errors';
import { inTransaction } from '../../db/transaction';
import { cancellations } from '../../db/schema';
import { subscriptionCancelledMail } from '../../mail/mail-texts';
import { mailer } from '../../mail/mailer';
import type { OperationContext } from '../context';
import { getContactOrThrow } from '../contacts/get-contact';
import { DomainError } from '../errors';
import { contactDebt } from '../finance/contact-debt';
import { applyAcceptedCancellation } from './accept-cancellation-effects';
import { getSubscriptionOrThrow, type SubscriptionDetail } from './get-subscription';
import {
  checkDate, checkDebt, checkEnabled, checkInput, checkMotive, checkNotCancelled, checkQuota, checkSameClub, checkTags,
} from './online-cancellation-checks';
import { subscriptionClub } from './subscription-club';

export interface OnlineCancellationInput {
  subscriptionId: number;
  /** As sent: validated here, because its refusals come after the lock in the contract's order. */
  cancellationDate: unknown;
  /** The motive's id; null when sent but not a motive IRI of this tenant; undefined when missing. */
  motiveId: number | null | undefined;
  comment: string | undefined;
}

/** The club's online cancellations created on this day (its own calendar): the cascade is not counted. */
async function onlineCancellationsOn(tx: Executor, tenantId: number, clubId: number, day: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(cancellations).where(and(
    eq(cancellations.tenantId, tenantId), eq(cancellations.clubId, clubId), eq(cancellations.createdOn, day),
    eq(cancellations.inputChannel, 'member'), isNull(cancellations.parentId)));
  return row?.n ?? 0;
}

/**
 * POST /subscriptions/{id}/online_cancellation: a member cancels; every club rule is checked, first
 * failure wins (CONTRACT §6). The cancellation is created accepted, on the member channel, and takes
 * effect at once (end date, options cascade). A request racing another on the same subscription is a 409.
 */
export async function cancelSubscriptionOnline(ctx: OperationContext & OnlineCancellationInput): Promise<SubscriptionDetail> {
  const { tenant } = ctx;
  try {
    return await inTransaction(async (tx) => {
      const subscription = await getSubscriptionOrThrow(ctx, ctx.subscriptionId, tx, 'nowait');
      const date = checkInput(ctx.cancellationDate, ctx.motiveId);
      const { club, today } = await subscriptionClub(tx, tenant.id, subscription.clubId);
      checkEnabled(club, subscription);
      const contact = await getContactOrThrow({ tenant, actor: { kind: 'system' } }, subscription.contactId, tx);
      checkSameClub(contact, subscription);
      checkNotCancelled(subscription);
      checkMotive(club, ctx.motiveId!);
      checkTags(club, contact.tags, today);
      checkDebt(club, await contactDebt(tx, tenant.id, contact.id));
      checkDate(club, subscription, date, today);
      if (club.onlineCancellation.dailyQuota !== null) {
        // The club row is locked from here to commit: two members cannot both take the last place of
        // the quota. Read again under the lock, so the quota counted is the one in force. Without a
        // quota nothing is locked: members of one club do not wait for each other.
        const { club: locked } = await subscriptionClub(tx, tenant.id, club.id, true);
        checkQuota(locked, await onlineCancellationsOn(tx, tenant.id, club.id, today));
      }

      const [cancellation] = await tx.insert(cancellations).values({
        tenantId: tenant.id, subscriptionId: subscription.id, contactId: contact.id, clubId: club.id,
        receptionDate: today, cancellationDate: date, motiveId: ctx.motiveId!, comment: ctx.comment ?? '',
        status: 'accepted', inputChannel: 'member', createdOn: today,
      }).returning();
      await applyAcceptedCancellation(tx, cancellation!);
      // The contact belongs to the subscription's club (checkSameClub): its default language is theirs.
      const mail = subscriptionCancelledMail(contact.language ?? club.defaultLanguage, {
        givenName: contact.givenName, subscriptionName: subscription.name, clubName: club.name, endDate: date, receivedOn: today,
        options: subscription.options.filter((o) => o.state === 'active').map((o) => o.name),
      });
      await mailer().send(tx, { tenantId: tenant.id, to: contact.email, ...mail, dedupeKey: `subscription-cancelled:${cancellation!.id}` });
      return getSubscriptionOrThrow({ tenant, actor: { kind: 'system' } }, subscription.id, tx);
    });
  } catch (error) {
    if (isLockNotAvailable(error)) {
      throw new DomainError('api.error.subscription-cancel-online.locked', 'A cancellation of this subscription is already being processed.');
    }
    throw error;
  }
}
