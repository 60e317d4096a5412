import type { Contact } from '../../db/schema';
import type { Actor } from '../context';
import { DomainError } from '../errors';

/** The contact a contact-scoped token or a signed-in member is, if the actor is one. */
export function actingContactId(actor: Actor): number | undefined {
  if (actor.kind === 'member') return actor.contactId;
  if (actor.kind === 'client') return actor.contactId;
  return undefined;
}

/** Refuses what the actor may not see: another contact (contact tokens, members), another club (club tokens). */
export function assertCanReachContact(actor: Actor, contact: Pick<Contact, 'id' | 'clubId'>): void {
  const self = actingContactId(actor);
  if (self !== undefined && self !== contact.id) {
    throw new DomainError('api.error.auth.contact-scope', 'A contact-scoped token can only reach its own contact.');
  }
  if (actor.kind === 'client' && actor.clubId !== undefined && actor.clubId !== contact.clubId) {
    throw new DomainError('api.error.scope.unauthorized-club', 'This token is restricted to another club.');
  }
}

/** Searching contacts needs a broader client than a contact-scoped one (spec, Contacts). */
export function assertMaySearchContacts(actor: Actor): void {
  if (actingContactId(actor) !== undefined) {
    throw new DomainError('api.error.auth.contact-scope', 'A contact-scoped token cannot search contacts; use a client token.');
  }
}
