import type { PayableObjectView } from '../../domain/payments/payable-object-view';
import { iri } from '../../iri';
import type { Resource } from '../hydra';

export function payableObjectIri(token: string, id: number): string {
  return iri(token, 'payable_objects', id);
}

/**
 * The widget flow (no return addresses, stored empty) answers redirectUrl "" and its page as
 * widgetUrl; the redirect flow its provider page as redirectUrl, as Stadline's samples read them.
 */
export function serializePayableObject(token: string, p: PayableObjectView): Resource {
  const targets = p.targetIds.map((id) => iri(token, p.kind === 'incidents' ? 'incidents' : 'sales', id));
  const widget = p.validUrl === '';
  const at = p.completedAt?.toISOString() ?? null;
  return {
    '@id': payableObjectIri(token, p.id), '@type': 'PayableObject', id: p.id, state: p.state, amount: p.amount,
    availableAmountUsed: p.availableUsed, currency: p.currency, contactId: iri(token, 'contacts', p.contactId),
    clubId: iri(token, 'clubs', p.clubId), clubCode: p.clubCode, checkout: iri(token, 'checkouts', p.checkoutId),
    payableObjects: p.kind === 'web_wallet' ? {} : { [p.kind]: targets }, webWallet: p.kind === 'web_wallet',
    useWebWallet: p.useWebWallet, useAvailableAmount: p.availableUsed > 0,
    redirectUrl: widget ? '' : p.redirectUrl, webRedirectUrl: widget ? null : p.redirectUrl, widgetUrl: widget ? p.redirectUrl : null,
    token: p.token, externalReference: p.providerReference, validUrl: p.validUrl, cancelUrl: p.cancelUrl,
    payment: p.paymentId === null ? null : iri(token, 'payments', p.paymentId),
    logs: [{ state: 'requested', at: p.createdAt.toISOString() }, ...(at && p.state !== 'requested' ? [{ state: p.state, at }] : [])],
    outcomeNote: p.outcomeNote, createdAt: p.createdAt.toISOString(), completedAt: at, canceledAt: p.state === 'canceled' ? at : null,
  };
}
