import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { contacts, subscriptions } from '../../db/schema';
import { limitContractCancellationRequest } from '../../limits/cancellation-limits';
import { cancellationNotDoneMail } from '../../mail/cancellation-mails';
import { mailer } from '../../mail/mailer';
import { emailLookupKey } from '../auth/email-lookup';
import { contactLanguageColumn } from '../contacts/contact-language';
import type { TenantRef } from '../context';
import { DomainError } from '../errors';
import { subscriptionClub } from '../subscriptions/subscription-club';
import { cancelContractQuickly } from './cancel-contract-quickly';
import { contractReference, sameMemberName } from './contract-identity';

export interface ContractCancellationRequest {
  tenant: TenantRef;
  name: string;
  email: string;
  /** The contract's number (its subscription's) or the member's number. */
  reference: string;
  motiveId?: number | null;
  /** The caller's address, for the per-address limit. */
  address?: string;
}

/**
 * The "Résilier votre contrat" form for someone not signed in (L215-1-1: no account may be required).
 * It answers nothing, whatever was typed: a wrong name, e-mail or number reads exactly like a right
 * one, so the form tells nobody who is a member. When all three name a member, each contract named
 * (the contract number: that one; the member number: every active contract) is cancelled by
 * cancelContractQuickly, which e-mails its confirmation to the contract's address; a contract the
 * club's rules keep from being cancelled online gets an e-mail saying why, to the same address. No
 * e-mail ever goes to an address that is not the member's. Counted per e-mail and per address first
 * (a RateLimitedError past either).
 */
export async function requestContractCancellation(input: ContractCancellationRequest): Promise<void> {
  const email = emailLookupKey(input.email);
  if (email === null) return;
  await limitContractCancellationRequest(input.tenant.id, email, input.address);
  const reference = contractReference(input.reference);
  if (!reference) return;
  const db = await getDb();
  const [contact] = await db.select({
    id: contacts.id, number: contacts.number, email: contacts.email, givenName: contacts.givenName, familyName: contacts.familyName,
    language: contactLanguageColumn,
  }).from(contacts).where(and(eq(contacts.tenantId, input.tenant.id), sql`lower(${contacts.email}) = lower(${email})`)).limit(1);
  if (!contact || !sameMemberName(input.name, contact)) return;
  if (reference.kind === 'member' && reference.number !== contact.number.toUpperCase()) return;

  const named = await db.select({ id: subscriptions.id, name: subscriptions.name, clubId: subscriptions.clubId }).from(subscriptions).where(and(
    eq(subscriptions.tenantId, input.tenant.id), eq(subscriptions.contactId, contact.id),
    reference.kind === 'contract' ? eq(subscriptions.id, reference.subscriptionId) : eq(subscriptions.state, 'active'),
  )).orderBy(asc(subscriptions.id));

  const actor = { kind: 'member', contactId: contact.id } as const;
  for (const subscription of named) {
    try {
      await cancelContractQuickly({ tenant: input.tenant, actor, subscriptionId: subscription.id, motiveId: input.motiveId });
    } catch (error) {
      if (!(error instanceof DomainError) || !error.code.startsWith('api.error.subscription-cancel-online.')) throw error;
      // The request was received but the club's rules keep it from being done online: the member
      // learns it where the confirmation would have gone, with the reason and whom to ask.
      await inTransaction(async (tx) => {
        const { club, today } = await subscriptionClub(tx, input.tenant.id, subscription.clubId);
        const mail = cancellationNotDoneMail(contact.language, {
          givenName: contact.givenName, subscriptionName: subscription.name, clubName: club.name, receivedOn: today, reasonCode: error.code,
        });
        await mailer().send(tx, { tenantId: input.tenant.id, to: contact.email, ...mail, dedupeKey: `cancellation-not-done:${subscription.id}:${randomUUID()}` });
      });
    }
  }
}
