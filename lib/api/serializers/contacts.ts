import type { ContactTag, Identificator, Optin } from '../../db/schema';
import { identificatorState } from '../../domain/access/identificator-numbers';
import type { ContactWithTags } from '../../domain/contacts/get-contact';
import { isBlocked } from '../../domain/contacts/is-blocked';
import { maskPhone } from '../../domain/contacts/mask-phone';
import type { LimitedContact } from '../../domain/contacts/search-network-contacts';
import { iri } from '../../iri';
import { now } from '../../time/clock';
import { dateInZone } from '../../time/zone';
import type { Resource } from '../hydra';

export function serializeTag(token: string, tag: ContactTag): Resource {
  return {
    '@id': iri(token, 'contact_tags', tag.id), '@type': 'ContactTag', id: tag.id, name: tag.name,
    validFrom: tag.validFrom, validThrough: tag.validThrough, contactId: iri(token, 'contacts', tag.contactId),
  };
}

export function serializeContact(token: string, c: ContactWithTags): Resource {
  return {
    '@id': iri(token, 'contacts', c.id),
    '@type': 'Person',
    id: c.id,
    number: c.number,
    familyName: c.familyName,
    givenName: c.givenName,
    birthDate: c.birthDate,
    gender: c.gender,
    email: c.email,
    mobile: c.mobile,
    landline: c.landline,
    address: {
      '@id': `${iri(token, 'contacts', c.id)}/address`,
      '@type': 'PostalAddress',
      addressCountry: c.addressCountry ?? '',
      addressCountryIso: c.addressCountryIso ?? '',
      addressLocality: c.addressLocality ?? '',
      postalCode: c.postalCode ?? '',
      streetAddress: c.streetAddress ?? '',
      supplement: c.supplement ?? '',
    },
    pictureId: c.pictureId,
    tags: c.tags.map((tag) => serializeTag(token, tag)),
    clubId: iri(token, 'clubs', c.clubId),
    sourceId: c.sourceId === null ? null : iri(token, 'sources', c.sourceId),
    occupationId: c.occupationId === null ? null : iri(token, 'referentials/occupations', c.occupationId),
    companyId: c.companyId === null ? null : iri(token, 'referentials/companies', c.companyId),
    prescriberId: c.prescriberId === null ? null : iri(token, 'referentials/prescribers', c.prescriberId),
    goalIds: c.goalIds.map((id) => iri(token, 'referentials/goals', id)),
    motivationIds: c.motivationIds.map((id) => iri(token, 'referentials/motivations', id)),
    state: c.state,
    parentalIdentificationValidated: c.parentalIdentificationValidated,
    initialSalepersonId: c.initialSalespersonId === null ? null : iri(token, 'staff', c.initialSalespersonId),
    // Judged on the contact's club's today, as booking judges it.
    blocked: isBlocked(c.tags, dateInZone(now(), c.clubTimeZone)),
    closure: c.closureId ? iri(token, 'closures', c.closureId) : null,
    erasedAt: c.erasedAt ? c.erasedAt.toISOString() : null,
  };
}

export function serializeLimitedContact(token: string, c: LimitedContact): Resource {
  return {
    '@id': iri(token, 'contacts', c.id), '@type': 'Person', number: c.number, birthDate: c.birthDate,
    familyName: c.familyName, gender: c.gender, givenName: c.givenName, pictureId: c.pictureId,
    clubId: iri(token, 'clubs', c.clubId), state: c.state, partialPhoneNumber: maskPhone(c.mobile ?? c.landline),
  };
}

export function serializeBadge(token: string, b: Identificator): Resource {
  return {
    '@id': iri(token, 'identificators', b.id), '@type': 'Identificator', id: b.id, number: b.number, type: b.type,
    targetId: iri(token, 'contacts', b.contactId), state: identificatorState(b), disabled: b.disabledAt !== null,
    disabledAt: b.disabledAt?.toISOString() ?? null, createdAt: b.createdAt.toISOString(),
  };
}

export function serializeOptin(token: string, o: Optin): Resource {
  return {
    '@id': iri(token, 'optins', o.id), '@type': 'Optin', id: o.id, contactId: iri(token, 'contacts', o.contactId),
    channel: o.channel, type: o.type, isAuthorized: o.isAuthorized, updatedAt: o.updatedAt.toISOString(),
  };
}
