import type { CancellationMotive, SubscriptionOption } from '../../db/schema';
import type { SubscriptionDetail } from '../../domain/subscriptions/get-subscription';
import type { CancellationView } from '../../domain/subscriptions/with-contacts';
import { iri } from '../../iri';
import type { Resource } from '../hydra';

export function serializeSubscription(token: string, s: SubscriptionDetail): Resource {
  return {
    '@id': iri(token, 'subscriptions', s.id), '@type': 'Subscription', id: s.id,
    contactId: iri(token, 'contacts', s.contactId),
    // The contact as an object too, as partners' clients read it (`contact['@id']`, docs/decisions.md).
    contact: { '@id': iri(token, 'contacts', s.contactId) },
    clubId: iri(token, 'clubs', s.clubId),
    offerId: s.offerId === null ? null : iri(token, 'offers', s.offerId), name: s.name, paymentType: s.paymentType,
    fixedTerm: s.fixedTerm, startDate: s.startDate, engagedThrough: s.engagedThrough, endDate: s.endDate,
    rhythmBilling: s.rhythmBilling, state: s.state === 'active' && s.suspendedToday ? 'suspended' : s.state,
    options: s.options.map((o) => iri(token, 'subscription_options', o.id)),
    cancellations: s.cancellations.map((c) => iri(token, 'cancellations', c.id)),
  };
}

export function serializeOption(token: string, o: SubscriptionOption): Resource {
  return {
    '@id': iri(token, 'subscription_options', o.id), '@type': 'SubscriptionOption', id: o.id,
    subscription: iri(token, 'subscriptions', o.subscriptionId), name: o.name, mandatory: o.mandatory,
    package: o.packageId === null ? null : iri(token, 'packages', o.packageId), endDate: o.endDate, state: o.state,
  };
}

export function serializeCancellation(token: string, c: CancellationView): Resource {
  return {
    '@id': iri(token, 'cancellations', c.id), '@type': 'Cancellation', id: c.id,
    subscription: c.subscriptionId === null ? null : iri(token, 'subscriptions', c.subscriptionId),
    subscriptionOption: c.subscriptionOptionId === null ? null : iri(token, 'subscription_options', c.subscriptionOptionId),
    receptionDate: c.receptionDate, cancellationDate: c.cancellationDate,
    cancellationMotiveId: c.motiveId === null ? null : iri(token, 'cancellation_motives', c.motiveId),
    comment: c.comment, status: c.status, inputChannel: c.inputChannel, type: c.type,
    contact: { '@id': iri(token, 'contacts', c.contactId), ...c.contact },
    refundPolicy: c.refundPolicy, createCreditNote: c.createCreditNote,
  };
}

export function serializeMotive(token: string, m: CancellationMotive): Resource {
  return { '@id': iri(token, 'cancellation_motives', m.id), '@type': 'CancellationMotive', id: m.id, name: m.name };
}

/** GET /subscription_summary: not a collection but one object (CONTRACT §6). */
export function serializeSubscriptionSummary(token: string, contactId: number, list: SubscriptionDetail[]) {
  return { contactId: iri(token, 'contacts', contactId), subscriptions: list.map((s) => serializeSubscription(token, s)) };
}
