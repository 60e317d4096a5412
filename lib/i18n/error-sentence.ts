// How an error code becomes the sentence a person reads, given a translator of the `errors` and
// `fieldErrors` namespaces (messages/<language>/errors.json, fieldErrors.json). Kept free of the
// catalogs themselves so that the browser can use it with the namespace its page was handed
// (components/use-error-sentence.ts); the server's side is server-sentences.ts.
//
// The `errors` catalog is a flat map: its key is the code with each "." written "_" (next-intl reads
// a dot as a step into a nested namespace), e.g. api.error.sale.not-a-cart → api_error_sale_not-a-cart.
import type { useTranslations } from 'next-intl';
import type { z } from 'zod';

/** A translator looked up by keys only known at run time (the codes); next-intl's are typed by key. */
interface LooseTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/** The key of a code in the `errors` catalog. */
export function errorKey(code: string): string {
  return code.replaceAll('.', '_');
}

/** The code a key of the `errors` catalog stands for (no code has an underscore). */
export function codeOfErrorKey(key: string): string {
  return key.replaceAll('_', '.');
}

/**
 * The sentence for a code, with the values its sentence names (a spot's number); an unknown code gets
 * a calm generic sentence, never the raw code.
 */
export function sentenceWith(errors: unknown, code: string, values?: Record<string, string | number>): string {
  const t = errors as LooseTranslator;
  const key = errorKey(code);
  return t.has(key) ? t(key, values) : t('api_error_internal');
}

/** What wording a violation reads of it (the domain's Violation, which this layer does not import). */
export interface ViolationToWord {
  propertyPath: string;
  code: string;
  message: string;
  values?: Record<string, string | number>;
}

/**
 * A violation in words for the pages: the `errors` catalog's sentence for its field and code,
 * `violation.<field>.<code>`, with its values; the field is its path's first segment (spots.3.number:
 * spots), else its last name (classEventType.onlineLimit: onlineLimit). A violation without one keeps
 * the domain's own message.
 */
export function violationSentenceWith(errors: unknown, violation: ViolationToWord): string {
  const t = errors as LooseTranslator;
  const names = violation.propertyPath.split('.').filter((segment) => !/^\d+$/.test(segment));
  for (const field of [names[0], names.at(-1)]) {
    const key = errorKey(`violation.${field}.${violation.code}`);
    if (field && t.has(key)) return t(key, violation.values);
  }
  return violation.message;
}

/**
 * Readable messages for schema checks that carry no message of their own ("Too big: expected number
 * to be <=365" becomes "At most 365."). Passed as the per-parse error map on both sides: the form's
 * zodResolver and the server action, so a field shows the same sentence whichever side caught it.
 * Messages written in a schema itself take precedence over this map.
 */
export function fieldErrorMapWith(t: ReturnType<typeof useTranslations<'fieldErrors'>>): z.core.$ZodErrorMap {
  return (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.expected === 'number') return t('number');
        if (issue.expected === 'int') return t('wholeNumber');
        return t('required');
      case 'too_small':
        if (issue.origin === 'number') return t('atLeast', { min: Number(issue.minimum) });
        if (issue.origin === 'string') return t('required');
        if (issue.origin === 'array') return t('chooseAtLeast', { min: Number(issue.minimum) });
        return undefined;
      case 'too_big':
        if (issue.origin === 'number') return t('atMost', { max: Number(issue.maximum) });
        if (issue.origin === 'string') return t('atMostCharacters', { max: Number(issue.maximum) });
        if (issue.origin === 'array') return t('atMostEntries', { max: Number(issue.maximum) });
        return undefined;
      case 'invalid_value':
        return t('listed');
      case 'unrecognized_keys':
        return t('unknownField');
      default:
        return undefined;
    }
  };
}

/**
 * A message a form's schema writes itself ("Choose the club."): zod lets such a message win over the
 * error map, so the schema writes a key of the `formErrors` catalog instead, and the places that show
 * a field's message (FieldError in the browser, parseInput on the server) put it in the page's words.
 */
export type FormErrorKey = keyof typeof import('../../messages/en').default.formErrors;
const FORM_ERROR = 'formErrors.';

export function formError(key: FormErrorKey): string {
  return `${FORM_ERROR}${key}`;
}

/** A field's message in words: a formError key is looked up, any other message is already words. */
export function formErrorText(t: unknown, message: string): string {
  if (!message.startsWith(FORM_ERROR)) return message;
  const key = message.slice(FORM_ERROR.length);
  const translate = t as LooseTranslator;
  return translate.has(key) ? translate(key) : message;
}
