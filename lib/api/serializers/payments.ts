import type { PayableObject } from '../../db/schema';
import { iri } from '../../iri';
import type { Resource } from '../hydra';

export function payableObjectIri(token: string, id: number): string {
  return iri(token, 'payable_objects', id);
}

export function serializePayableObject(token: string, p: PayableObject): Resource {
  const targets = p.targetIds.map((id) => iri(token, p.kind === 'incidents' ? 'incidents' : 'sales', id));
  return {
    '@id': payableObjectIri(token, p.id), '@type': 'PayableObject', id: p.id, state: p.state, amount: p.amount,
    availableAmountUsed: p.availableUsed, currency: p.currency, contactId: iri(token, 'contacts', p.contactId),
    clubId: iri(token, 'clubs', p.clubId), checkout: iri(token, 'checkouts', p.checkoutId),
    payableObjects: p.kind === 'web_wallet' ? {} : { [p.kind]: targets }, webWallet: p.kind === 'web_wallet',
    redirectUrl: p.redirectUrl, token: p.token, validUrl: p.validUrl, cancelUrl: p.cancelUrl, outcomeNote: p.outcomeNote,
    createdAt: p.createdAt.toISOString(), completedAt: p.completedAt?.toISOString() ?? null,
  };
}
