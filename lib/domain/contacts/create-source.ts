import { getDb } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { sources, type Source } from '../../db/schema';
import type { OperationContext } from '../context';
import { invalidField } from '../errors';

/** POST /sources (admin): a new origin; names are unique per tenant, case-insensitively. */
export async function createSource(ctx: OperationContext & { name: string }): Promise<Source> {
  const db = await getDb();
  try {
    const [source] = await db.insert(sources).values({ tenantId: ctx.tenant.id, name: ctx.name }).returning();
    return source!;
  } catch (error) {
    if (isUniqueViolation(error, 'sources_name_unique')) {
      throw invalidField('name', 'already-used', 'A source with this name exists.', 'api.error.source.name-already-used');
    }
    throw error;
  }
}
