import { getDb } from '../../db/client';
import type { OperationContext } from '../context';
import { notFound } from '../errors';
import { assertCanReachContact } from '../contacts/contact-access';
import { getContactOrThrow } from '../contacts/get-contact';
import { findIdentificator } from './find-identificator';

/** POST /network/identify_qrcode: whose is this qrcode (a stored number or a member pass's code)? 404 when nobody's. */
export async function identifyQrcode(ctx: OperationContext & { qrcode: string }): Promise<{ contactId: number; identificatorId: number }> {
  const db = await getDb();
  const found = await findIdentificator(db, ctx.tenant.id, 'qrcode', ctx.qrcode);
  if (!found) throw notFound('Identificator');
  const contact = await getContactOrThrow(ctx, found.contactId, db);
  assertCanReachContact(ctx.actor, contact);
  return { contactId: found.contactId, identificatorId: found.id };
}
