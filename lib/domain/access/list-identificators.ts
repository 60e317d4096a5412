import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { identificators, type Identificator, type IdentificatorType } from '../../db/schema';
import type { OperationContext } from '../context';
import { assertMayFilterByContact } from '../contacts/assert-may-filter-by-contact';
import { fetchPage, type Page, type PageRequest } from '../paging';
import { identificatorReach } from './identificator-scope';

/** GET /identificators: the tenant's identificators in reach, by contact, number and type, oldest first. */
export async function listIdentificators(ctx: OperationContext & {
  contactIds?: number[]; numbers?: string[]; types?: IdentificatorType[]; page: PageRequest;
}): Promise<Page<Identificator>> {
  const db = await getDb();
  for (const contactId of ctx.contactIds ?? []) await assertMayFilterByContact(ctx, contactId, db);
  const where: SQL[] = identificatorReach(ctx, db);
  if (ctx.contactIds) where.push(inArray(identificators.contactId, ctx.contactIds));
  if (ctx.numbers) where.push(ctx.numbers.length === 1 ? eq(identificators.number, ctx.numbers[0]!) : inArray(identificators.number, ctx.numbers));
  if (ctx.types) where.push(inArray(identificators.type, ctx.types));
  return fetchPage(ctx.page,
    (limit, offset) => db.select().from(identificators).where(and(...where)).orderBy(asc(identificators.id)).limit(limit).offset(offset),
    () => db.select({ n: count() }).from(identificators).where(and(...where)));
}
