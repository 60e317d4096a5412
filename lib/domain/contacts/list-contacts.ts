import type { OperationContext } from '../context';
import type { Page, PageRequest } from '../paging';
import { findContactsByEmail } from './find-contacts-by-email';
import { withTags, type ContactWithTags } from './get-contact';
import { searchContacts } from './search-contacts';

/** GET /contacts: the contact with `email` when given (the spec's existence check), else every contact, paged. */
export async function listContacts(ctx: OperationContext & { email?: string; page: PageRequest }): Promise<Page<ContactWithTags>> {
  if (ctx.email !== undefined) return findContactsByEmail({ ...ctx, email: ctx.email });
  const result = await searchContacts({ ...ctx, query: '' });
  return { items: await withTags(ctx.tenant.id, result.items), totalItems: result.totalItems };
}
