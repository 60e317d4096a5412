import type { CashDrawer } from '../../db/schema';
import { iri } from '../../iri';
import type { Resource } from '../hydra';

export function serializeCashDrawer(token: string, d: CashDrawer): Resource {
  return {
    '@id': iri(token, 'cash_drawers', d.id), '@type': 'CashDrawer', id: d.id,
    checkout: iri(token, 'checkouts', d.checkoutId), club: iri(token, 'clubs', d.clubId), floatAmount: d.floatAmount,
    openedAt: d.openedAt.toISOString(), closedAt: d.closedAt?.toISOString() ?? null,
    expectedAmount: d.expectedAmount, countedAmount: d.countedAmount, differenceAmount: d.differenceAmount,
    limitExceededAt: d.limitExceededAt?.toISOString() ?? null,
  };
}
