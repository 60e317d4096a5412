import { getDb } from '../../db/client';
import type { OperationContext } from '../context';
import { getReferentialOrThrow, type ReferentialItem, type ReferentialKind } from './referential-store';

/** GET /referentials/{family}/{id}. */
export async function getReferential(ctx: OperationContext & { kind: ReferentialKind; id: number }): Promise<ReferentialItem> {
  return getReferentialOrThrow(await getDb(), ctx.tenant.id, ctx.kind, ctx.id);
}
