// What every server action answers, member portal and back office alike (run-action.ts). Kept apart
// from the frame: a "use server" file exports only actions, and client components import this.
export type ActionResult<T = null> =
  | { ok: true; value: T }
  | {
    ok: false;
    /** The code the sentence was chosen by (the errors catalog, messages/fr/errors.json and en): a page may offer a next step by it. */
    code: string;
    message: string;
    /** A message per form field, when the refusal points at fields the form has. */
    fieldErrors: Record<string, string>;
  };

/**
 * What a page shows when an action never answered (the network failed, the server was restarting),
 * worded by the page's own `useErrorSentence()` (components/use-error-sentence.ts).
 */
export function notAnswered(sentenceFor: (code: string) => string, code = 'api.error.internal'): ActionResult<never> {
  return { ok: false, code, message: sentenceFor(code), fieldErrors: {} };
}
