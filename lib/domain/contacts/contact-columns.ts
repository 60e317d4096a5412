import type { ContactFields } from './contact-input-schema';
import type { ContactValues } from './insert-contact-row';

/** A contact's input fields as table columns (the address object is stored flat). */
export function contactColumns(fields: ContactFields): Partial<ContactValues> {
  const { address, ...rest } = fields;
  return { ...rest, ...(address ?? {}) };
}
