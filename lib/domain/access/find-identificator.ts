import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { identificators, type Identificator, type IdentificatorType } from '../../db/schema';
import { now } from '../../time/clock';
import { isPassCodeValid, readPassCode } from './pass-code';

/**
 * The identificator a reader saw: a number of that type, or, for a qrcode, a member pass's rotating
 * code still valid now (pass-code.ts). Undefined when it names nothing (an expired code included).
 */
export async function findIdentificator(db: Executor, tenantId: number, type: IdentificatorType, number: string): Promise<Identificator | undefined> {
  const [byNumber] = await db.select().from(identificators)
    .where(and(eq(identificators.tenantId, tenantId), eq(identificators.type, type), eq(identificators.number, number))).limit(1);
  if (byNumber || type !== 'qrcode') return byNumber;
  const code = readPassCode(number);
  if (!code) return undefined;
  const [qrcode] = await db.select().from(identificators)
    .where(and(eq(identificators.tenantId, tenantId), eq(identificators.type, 'qrcode'), eq(identificators.id, code.identificatorId))).limit(1);
  return qrcode && (await isPassCodeValid(tenantId, qrcode, code, now())) ? qrcode : undefined;
}
