import type { Executor } from '../../db/client';
import { emitEvent } from '../../events/emit-event';
import { iri } from '../../iri';
import type { TenantRef } from '../context';

/** contact.created / updated / deleted, with the keys of the spec's table. */
export function emitContactEvent(
  tx: Executor, tenant: TenantRef, event: 'contact.created' | 'contact.updated' | 'contact.deleted',
  contact: { id: number; clubId: number },
): Promise<void> {
  return emitEvent(tx, {
    tenantId: tenant.id,
    event,
    object: { contactId: iri(tenant.token, 'contacts', contact.id), clubId: iri(tenant.token, 'clubs', contact.clubId) },
    clubId: contact.clubId,
  });
}
