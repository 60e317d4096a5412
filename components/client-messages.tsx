import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/** The namespaces client components may ask for; `email` never leaves the server. */
export type ClientNamespace = Exclude<keyof Messages, 'email'>;

/**
 * Hands the client components below it the catalog namespaces they use, and no more: pages render
 * their words on the server, so only the interactive parts need words in the browser, and a page
 * ships a few hundred bytes of its own namespace instead of both catalogs. `common` (sign out,
 * the pager, "Keep") is always there: the root layout gives it to every page; so are `errors` and
 * `fieldErrors` and `formErrors`, since any form or action of any page can be refused (components/use-error-sentence.ts).
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: ClientNamespace[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(['common', 'errors', 'fieldErrors', 'formErrors', ...namespaces].map((namespace) => [namespace, messages[namespace as ClientNamespace]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
