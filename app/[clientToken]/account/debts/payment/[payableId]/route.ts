import { DomainError } from '@/lib/domain/errors';
import { memberContextOf } from '../../../../_member/member-context';
import { payableIdOf } from '@/lib/domain/payments/payable-id';
import { readPaymentStatus } from '../../payment-status';

type Context = { params: Promise<{ clientToken: string; payableId: string }> };

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

/**
 * GET /{clientToken}/account/debts/payment/{id}: the return page's poll. A GET route rather than a
 * server action, so that polling never holds back the member's own actions (the browser runs server
 * actions one at a time). Another member's payment reads as not found.
 */
export async function GET(_request: Request, { params }: Context) {
  const { clientToken, payableId } = await params;
  const ctx = await memberContextOf(clientToken);
  if (!ctx) return json({ code: 'web.auth.signed-out' }, 401);
  const id = payableIdOf(payableId);
  if (id === null) return json({ code: 'api.error.not-found' }, 404);
  try {
    return json(await readPaymentStatus(ctx, id));
  } catch (error) {
    if (error instanceof DomainError) return json({ code: 'api.error.not-found' }, 404);
    throw error;
  }
}
