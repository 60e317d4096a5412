import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import { clubs } from '../../db/schema';
import { mandates } from '../../db/schema/mandates';
import { confinedClubId, type OperationContext } from '../context';
import { getReferencedContactOrThrow } from '../contacts/get-contact';
import { DomainError, invalidField } from '../errors';
import { mandateView, type MandateView } from './mandate-view';
import { bicIsValid, ibanIsValid, normalizeBic, normalizeIban } from './bank-details';

export interface MandateInput {
  clubId: number;
  contactId: number;
  contactFamilyName: string;
  contactGivenName: string;
  contactNumber: string;
  contactAddress: { addressCountry: string; addressCountryIso: string; addressLocality: string; postalCode: string; streetAddress: string };
  holder: string;
  iban: string;
  bic: string;
  bank: string;
  validFrom: string;
  /** `sepa`, the default, is the only type: BACS (the collection's other type) does not exist here. */
  type?: string;
}

/** A unique mandate reference (RUM): 35 characters at most, letters and digits (SEPA). */
function newReference(contactId: number): string {
  return `RUM${contactId}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * POST /mandates (CONTRACT §9.7): a SEPA mandate, pending its SMS signature. The IBAN (mod-97) and BIC
 * are checked, each with its own code; the contact must be one the actor may reach, the club one of
 * the tenant (and the token's, for a club-bound token).
 */
export async function createMandate(ctx: OperationContext & { input: MandateInput }): Promise<MandateView> {
  const { tenant, actor, input } = ctx;
  // A field that changes what the mandate is: never ignored (CONTRACT §1, §10).
  if (input.type !== undefined && input.type !== 'sepa') {
    throw invalidField('type', 'unsupported-type', 'Only SEPA mandates (type sepa) can be added.', 'api.error.mandate.unsupported-type');
  }
  if (!ibanIsValid(input.iban)) {
    throw invalidField('iban', 'invalid-iban', 'This IBAN is not valid (country, length or check digits).', 'api.error.mandate.invalid-iban');
  }
  if (!bicIsValid(input.bic)) {
    throw invalidField('bic', 'invalid-bic', 'This BIC is not valid (8 or 11 characters: bank, country, location, branch).', 'api.error.mandate.invalid-bic');
  }
  return inTransaction(async (tx) => {
    const contact = await getReferencedContactOrThrow(ctx, input.contactId, 'contactId', tx);
    const [club] = await tx.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.tenantId, tenant.id), eq(clubs.id, input.clubId))).limit(1);
    if (!club) throw invalidField('clubId', 'not-found', 'No club of this network has this id.');
    const confined = confinedClubId(actor);
    if (confined !== undefined && confined !== club.id) {
      throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
    }
    const [mandate] = await tx.insert(mandates).values({
      tenantId: tenant.id, contactId: contact.id, clubId: club.id, reference: newReference(contact.id),
      contactFamilyName: input.contactFamilyName, contactGivenName: input.contactGivenName, contactNumber: input.contactNumber,
      ...input.contactAddress, holder: input.holder, iban: normalizeIban(input.iban), bic: normalizeBic(input.bic), bank: input.bank,
      validFrom: input.validFrom,
    }).returning();
    return mandateView(tx, tenant.id, mandate!);
  });
}
