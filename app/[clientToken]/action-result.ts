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
 * What a page shows when an action never answered, worded by the page's own `useErrorSentence()`
 * (components/use-error-sentence.ts). An action that throws in the browser never reached the server or
 * lost its answer (run-action.ts turns the server's own failures into results): offline is said as
 * such, and any other failure as the network's, unless the form has its own sentence for it.
 */
export function notAnswered(sentenceFor: (code: string) => string, code = 'web.unreachable'): ActionResult<never> {
  const said = unreachableCode(code);
  return { ok: false, code: said, message: sentenceFor(said), fieldErrors: {} };
}

/** The code for a call that never answered: offline, else `code`. */
export function unreachableCode(code = 'web.unreachable'): string {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? 'web.offline' : code;
}
