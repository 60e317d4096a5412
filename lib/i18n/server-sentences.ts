// Plain sentences for people using the pages, on the server. The API answers with codes (CONTRACT §2);
// the member portal and the back office show sentences instead, read from the `errors` catalog
// (messages/<language>/errors.json) in the request's language, so a code reads the same on every page.
// Server actions reach it through one frame (app/[clientToken]/run-action.ts); client components use
// components/use-error-sentence.ts with the namespace their page hands them. The partner API's
// `detail` is not this: it stays English, for developers.
import { createTranslator } from 'next-intl';
import type { z } from 'zod';
import { catalogOf } from './catalog';
import type { Locale } from './locales';
import { fieldErrorMapWith, formErrorText, sentenceWith, violationSentenceWith, type ViolationToWord } from './error-sentence';


/** The sentence for an error code in a language, with its values; an unknown code gets the generic one, never the code. */
export function sentenceFor(code: string, locale: Locale, values?: Record<string, string | number>): string {
  return sentenceWith(createTranslator({ locale, messages: catalogOf(locale), namespace: 'errors' }), code, values);
}

/** A domain violation in a language: its field's sentence when the catalog has one, else its message. */
export function violationSentence(violation: ViolationToWord, locale: Locale): string {
  return violationSentenceWith(createTranslator({ locale, messages: catalogOf(locale), namespace: 'errors' }), violation);
}

/** The schema checks' messages in a language (see fieldErrorMapWith). */
export function fieldErrorMessage(locale: Locale): z.core.$ZodErrorMap {
  return fieldErrorMapWith(createTranslator({ locale, messages: catalogOf(locale), namespace: 'fieldErrors' }));
}

/** A field's message in a language: the words of a schema's formError key, any other message as it is. */
export function formErrorFor(message: string, locale: Locale): string {
  return formErrorText(createTranslator({ locale, messages: catalogOf(locale), namespace: 'formErrors' }), message);
}
