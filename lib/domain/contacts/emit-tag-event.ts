import type { Executor } from '../../db/client';
import type { ContactTag } from '../../db/schema';
import { emitEvent } from '../../events/emit-event';
import { iri } from '../../iri';
import type { TenantRef } from '../context';

/** contact_tag.* for ordinary tags, accounting_contact_tag.* for the accounting ones (spec's table). */
export function emitTagEvent(
  tx: Executor, tenant: TenantRef, change: 'created' | 'updated' | 'deleted', tag: ContactTag, contactClubId: number,
): Promise<void> {
  const contactId = iri(tenant.token, 'contacts', tag.contactId);
  return tag.accounting
    ? emitEvent(tx, { tenantId: tenant.id, event: `accounting_contact_tag.${change}`, clubId: contactClubId,
      object: { accountingContactTagId: iri(tenant.token, 'contact_tags', tag.id), contactId } })
    : emitEvent(tx, { tenantId: tenant.id, event: `contact_tag.${change}`, clubId: contactClubId,
      object: { contactTagId: iri(tenant.token, 'contact_tags', tag.id), contactId } });
}
