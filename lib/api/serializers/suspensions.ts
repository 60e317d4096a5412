import type { SubscriptionSuspension } from '../../db/schema';
import { suspensionLength } from '../../domain/subscriptions/suspension-shift';
import { iri } from '../../iri';
import type { Resource } from '../hydra';

export function serializeSuspension(token: string, s: SubscriptionSuspension): Resource {
  return {
    '@id': iri(token, 'suspensions', s.id), '@type': 'Suspension', id: s.id,
    subscription: iri(token, 'subscriptions', s.subscriptionId), contact: iri(token, 'contacts', s.contactId), club: iri(token, 'clubs', s.clubId),
    startDate: s.startDate, endDate: s.endDate, days: suspensionLength(s), reason: s.reason, state: s.state,
    createdAt: s.createdAt.toISOString(), decidedAt: s.decidedAt?.toISOString() ?? null,
  };
}
