import { and, asc, eq, isNull } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { identificators, type Identificator } from '../../db/schema';
import type { OperationContext } from '../context';
import { createBadge } from '../badges/create-badge';

/**
 * The member's qrcode for "My pass": the oldest one not revoked, created (identificator.created)
 * when the member first opens the pass (CONTRACT §11).
 */
export async function ensureMemberQrcode(ctx: OperationContext & { contactId: number }): Promise<Identificator> {
  const db = await getDb();
  const find = () => db.select().from(identificators)
    .where(and(eq(identificators.tenantId, ctx.tenant.id), eq(identificators.contactId, ctx.contactId),
      eq(identificators.type, 'qrcode'), isNull(identificators.revokedAt)))
    .orderBy(asc(identificators.id)).limit(1);
  const [existing] = await find();
  if (existing) return existing;
  return createBadge({ ...ctx, type: 'qrcode' });
}
