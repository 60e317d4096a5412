import type { PayableObject } from '../../db/schema';
import type { GlobalKey } from '../tenancy/tenant-lookups';

/**
 * A payable object's keys unique across tenants (tenant_lookups): its token, and its provider's
 * reference, by which the provider's events name it before any tenant is known.
 */
export function paymentKeys(po: Pick<PayableObject, 'provider' | 'providerReference' | 'token'>): GlobalKey[] {
  return [
    { kind: 'payment_token', key: po.token },
    { kind: 'payment_reference', provider: po.provider, key: po.providerReference },
  ];
}
