import { DomainError } from '../errors';
import type { Executor } from '../../db/client';
import { activeClosureOf } from './closure-view';

/** A closed contact whose closure has lockSale buys nothing (POST /sales: api.error.sale.contact-closed). */
export async function assertContactMayBuy(db: Executor, tenantId: number, contactId: number): Promise<void> {
  const closure = await activeClosureOf(db, tenantId, contactId);
  if (closure?.lockSale) {
    throw new DomainError('api.error.sale.contact-closed', 'This contact\'s account is closed: it is reopened before anything is sold to it.');
  }
}
