import { maskIban } from '../../domain/mandates/bank-details';
import type { MandateView, SignatureRequestView } from '../../domain/mandates/mandate-view';
import { SIGNATURE_MAX_TRIES } from '../../domain/signatures/signature-rules';
import { iri } from '../../iri';
import { isoInZone } from '../../time/zone';
import type { Resource } from '../hydra';

const at = (d: Date | null, timeZone: string) => (d === null ? null : isoInZone(d, timeZone));

export function serializeMandate(token: string, m: MandateView): Resource {
  return {
    '@id': iri(token, 'mandates', m.id), '@type': 'Mandate', id: m.id, type: 'sepa', reference: m.reference, state: m.state,
    clubId: iri(token, 'clubs', m.clubId), contactId: iri(token, 'contacts', m.contactId),
    contactFamilyName: m.contactFamilyName, contactGivenName: m.contactGivenName, contactNumber: m.contactNumber,
    contactAddress: {
      addressCountry: m.addressCountry, addressCountryIso: m.addressCountryIso, addressLocality: m.addressLocality,
      postalCode: m.postalCode, streetAddress: m.streetAddress,
    },
    holder: m.holder, iban: maskIban(m.iban), bic: m.bic, bank: m.bank, validFrom: m.validFrom,
    signedAt: at(m.signedAt, m.timeZone), revokedAt: at(m.revokedAt, m.timeZone), createdAt: at(m.createdAt, m.timeZone),
  };
}

export function serializeSignatureRequest(token: string, r: SignatureRequestView): Resource {
  return {
    '@id': iri(token, 'signature_requests', r.id), '@type': 'SignatureRequest', id: r.id, contactId: iri(token, 'contacts', r.contactId),
    state: r.state,
    targets: [...r.mandateIds.map((id) => iri(token, 'mandates', id)), ...r.saleIds.map((id) => iri(token, 'sales', id))],
    expiresAt: at(r.expiresAt, r.timeZone), signedAt: at(r.signedAt, r.timeZone),
    triesLeft: r.state === 'pending' ? SIGNATURE_MAX_TRIES - r.failedTries : 0, createdAt: at(r.createdAt, r.timeZone),
  };
}
