// Online payments held for staff (CONTRACT §9.6): a provider event whose amount or currency did not
// match its payable object puts it in `review`, never applied. Read with plain SQL on the state so
// that it reads the state however the schema's list of states is written.
import { sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';

export interface ReviewPayable {
  id: number;
  contactId: number;
  contactName: string;
  contactNumber: string;
  amount: number;
  currency: string;
  createdAt: Date;
}

/** The club's payable objects in review, newest first (at most `limit`). */
export async function listReviewPayables(ctx: OperationContext & { clubId: number; limit?: number }): Promise<ReviewPayable[]> {
  if (ctx.actor.kind === 'member') throw new DomainError('api.error.scope.unauthorized-endpoint', 'Payments in review are for the club\'s staff.');
  const rows = await queryRows<{ id: number; contact_id: number; given_name: string | null; family_name: string | null; number: string | null; amount: number; currency: string; created_at: Date | string }>(
    await getDb(), sql`
      SELECT po.id, po.contact_id, c.given_name, c.family_name, c.number, po.amount, po.currency, po.created_at
      FROM payable_objects po LEFT JOIN contacts c ON c.tenant_id = po.tenant_id AND c.id = po.contact_id
      WHERE po.tenant_id = ${ctx.tenant.id} AND po.club_id = ${ctx.clubId} AND po.state = 'review'
      ORDER BY po.created_at DESC, po.id DESC LIMIT ${ctx.limit ?? 50}`);
  return rows.map((r) => ({
    id: Number(r.id), contactId: Number(r.contact_id), contactName: `${r.given_name ?? ''} ${r.family_name ?? ''}`.trim(), contactNumber: r.number ?? '',
    amount: Number(r.amount), currency: r.currency, createdAt: new Date(r.created_at),
  }));
}
