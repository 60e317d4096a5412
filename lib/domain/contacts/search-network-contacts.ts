import { and, eq, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import { contacts, type Contact } from '../../db/schema';
import type { OperationContext } from '../context';
import type { Page } from '../paging';
import { assertMaySearchContacts } from './contact-access';
import { normalizeEmailQuery } from './normalize-email-query';

export type LimitedContact = Pick<Contact, 'id' | 'number' | 'birthDate' | 'familyName' | 'gender' | 'givenName' | 'pictureId' | 'clubId' | 'state' | 'mobile' | 'landline'>;

const searchStatement = preparedStatement('network_contact_by_email', (db, name) => db.select({
  id: contacts.id, number: contacts.number, birthDate: contacts.birthDate, familyName: contacts.familyName,
  gender: contacts.gender, givenName: contacts.givenName, pictureId: contacts.pictureId, clubId: contacts.clubId,
  state: contacts.state, mobile: contacts.mobile, landline: contacts.landline,
}).from(contacts)
  .where(and(eq(contacts.tenantId, sql.placeholder('tenantId')), sql`lower(${contacts.email}) = lower(${sql.placeholder('email')})`))
  .limit(1).prepare(name));

/** GET /network/contact_search?email=: the contact in any club of the network, as the limited view needs it. */
export async function searchNetworkContacts(ctx: OperationContext & { email: string }): Promise<Page<LimitedContact>> {
  assertMaySearchContacts(ctx.actor);
  const rows = await (await searchStatement()).execute({ tenantId: ctx.tenant.id, email: normalizeEmailQuery(ctx.email) });
  return { items: rows, totalItems: rows.length };
}
