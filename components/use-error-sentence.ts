'use client';
// The browser's side of lib/i18n/server-sentences.ts: a code's sentence and the forms' field messages in the
// page's language, from the `errors` and `fieldErrors` namespaces that ClientMessages hands every page.
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { fieldErrorMapWith, sentenceWith } from '@/lib/i18n/error-sentence';

/** `sentence(code)`: what a person reads for an error code. */
export function useErrorSentence(): (code: string) => string {
  const t = useTranslations('errors');
  return useMemo(() => (code: string) => sentenceWith(t, code), [t]);
}

/** The error map a form's zodResolver parses with, so a field reads as the server would word it. */
export function useFieldErrorMap() {
  const t = useTranslations('fieldErrors');
  return useMemo(() => fieldErrorMapWith(t), [t]);
}
