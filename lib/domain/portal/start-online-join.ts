// Joining online without an account (/{token}/join), first step: the page only chains the operations
// the partner API uses (CONTRACT: POST /contacts, /sales, /sales/{id}/articles, /mandates,
// /signature_requests), as the collection's "Initialize contrat & mandate signature" does: a new
// contact (prospect) in the chosen club, its cart in the club's web checkout with the chosen offer
// (start date, debit day), checked; a SEPA mandate pending; one signature request with both targets,
// whose code goes to the visitor's mobile. An e-mail already known is not a new contact: the answer
// is `known`, and the page sends the visitor to the sign-in (saying no more than it does). When a
// step is refused after the contact was made, the contact (and its empty cart) is removed again, so
// that a corrected second try is not taken for a known e-mail.
import type { TenantRef } from '../context';
import { DomainError } from '../errors';
import { createContact } from '../contacts/create-contact';
import { deleteContact } from '../contacts/delete-contact';
import { findContactsByEmail } from '../contacts/find-contacts-by-email';
import { createMandate } from '../mandates/create-mandate';
import { addSaleArticle } from '../sales/add-sale-article';
import { checkSale } from '../sales/check-sale';
import { createSale } from '../sales/create-sale';
import { createSignatureRequest } from '../signatures/create-signature-request';
import { isTextableMobile } from '../signatures/signature-rules';

export interface OnlineJoinInput {
  clubId: number;
  clubCode: string;
  offerId: number;
  startDate: string;
  /** For a monthly offer: one of the club's debit days. */
  debitDay: number | null;
  givenName: string;
  familyName: string;
  email: string;
  mobile: string;
  birthDate: string;
  address: { streetAddress: string; postalCode: string; addressLocality: string; addressCountry: string; addressCountryIso: string };
  holder: string;
  iban: string;
  bic: string;
  bank: string;
  /** The club's today (YYYY-MM-DD): the mandate is valid from it. */
  today: string;
}

export type OnlineJoinStart =
  | { kind: 'known' }
  | { kind: 'sent'; contactId: number; saleId: number; mandateId: number; requestId: number };

export async function startOnlineJoin(ctx: { tenant: TenantRef }, input: OnlineJoinInput): Promise<OnlineJoinStart> {
  const system = { tenant: ctx.tenant, actor: { kind: 'system' } as const };
  if ((await findContactsByEmail({ ...system, email: input.email })).totalItems > 0) return { kind: 'known' };
  if (!isTextableMobile(input.mobile)) {
    throw new DomainError('api.error.signature.mobile-required', 'The contact needs a valid mobile number to receive the signature code.');
  }
  const contact = await createContact({
    ...system, clubId: input.clubId,
    input: {
      clubId: input.clubId, state: 'prospect', email: input.email, givenName: input.givenName, familyName: input.familyName,
      birthDate: input.birthDate, mobile: input.mobile, address: input.address,
    },
  });
  const member = { tenant: ctx.tenant, actor: { kind: 'member', contactId: contact.id } as const };
  try {
    const sale = await createSale({ ...member, input: { contactId: contact.id, clubId: input.clubId, clubCode: input.clubCode } });
    await addSaleArticle({
      ...member, saleId: sale.id, offerId: input.offerId, implementation: { startDate: input.startDate },
      repaymentSchedule: input.debitDay === null ? null : { debitDay: input.debitDay },
    });
    await checkSale({ ...member, saleId: sale.id });
    const mandate = await createMandate({
      ...member,
      input: {
        clubId: input.clubId, contactId: contact.id, contactFamilyName: input.familyName, contactGivenName: input.givenName,
        contactNumber: contact.number, contactAddress: input.address,
        holder: input.holder, iban: input.iban, bic: input.bic, bank: input.bank, validFrom: input.today,
      },
    });
    const request = await createSignatureRequest({
      ...member, contactId: contact.id, targets: [{ collection: 'mandates', id: mandate.id }, { collection: 'sales', id: sale.id }],
    });
    return { kind: 'sent', contactId: contact.id, saleId: sale.id, mandateId: mandate.id, requestId: request.id };
  } catch (error) {
    await deleteContact({ ...system, contactId: contact.id }).catch(() => undefined);
    throw error;
  }
}
