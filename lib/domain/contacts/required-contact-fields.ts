import type { Violation } from '../errors';
import type { ContactFields } from './contact-input-schema';

const ADDRESS_FIELDS = ['addressCountry', 'addressCountryIso', 'addressLocality', 'postalCode', 'streetAddress', 'supplement'] as const;
const TOP_FIELDS = ['email', 'familyName', 'givenName', 'birthDate', 'gender', 'mobile', 'landline', 'sourceId', 'pictureId'] as const;
/** `address` in a tenant's list stands for the four fields the spec's POST /contacts table names. */
const WHOLE_ADDRESS = ['addressCountry', 'addressLocality', 'streetAddress', 'postalCode'] as const;

type AddressField = (typeof ADDRESS_FIELDS)[number];
const isAddressField = (field: string): field is AddressField => (ADDRESS_FIELDS as readonly string[]).includes(field);
const isTopField = (field: string) => (TOP_FIELDS as readonly string[]).includes(field);
const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The tenant's required fields as paths of the contact's shape: address fields live inside
 * `address`, so a tenant listing `postalCode` means `address.postalCode`. Names that are not
 * contact fields are ignored: a stray setting must not make every creation impossible.
 */
function requiredPaths(required: readonly string[]): string[] {
  const paths = required.flatMap((field) => {
    if (field === 'address') return WHOLE_ADDRESS.map((f) => `address.${f}`);
    if (isAddressField(field)) return [`address.${field}`];
    return isTopField(field) ? [field] : [];
  });
  return [...new Set(paths)];
}

function valueAt(fields: ContactFields, path: string): { present: boolean; value: unknown } {
  const [head, leaf] = path.split('.') as [string, string | undefined];
  const record = fields as Record<string, unknown>;
  if (leaf === undefined) return { present: head in record, value: record[head] };
  // `address: null` in a merge patch removes the whole address, so every field of it.
  if (fields.address === null) return { present: true, value: null };
  const address = (fields.address ?? {}) as Record<string, unknown>;
  return { present: leaf in address, value: address[leaf] };
}

const violation = (propertyPath: string): Violation => ({ propertyPath, code: 'required', message: 'This value is required.' });

/** At creation: every required field must have a value. */
export function missingRequiredFields(required: readonly string[], fields: ContactFields): Violation[] {
  return requiredPaths(required).filter((path) => blank(valueAt(fields, path).value)).map(violation);
}

/** In a merge patch: an absent field keeps its value, but a required one cannot be set empty. */
export function clearedRequiredFields(required: readonly string[], patch: ContactFields): Violation[] {
  return requiredPaths(required).filter((path) => {
    const { present, value } = valueAt(patch, path);
    return present && blank(value);
  }).map(violation);
}
