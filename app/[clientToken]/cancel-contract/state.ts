// What the "Résilier votre contrat" forms' server actions answer (actions.ts): the next state, rendered
// after a native post and in place once hydrated. Kept apart: a "use server" file exports only actions.

/** What someone not signed in typed: kept from step to step in the form itself. */
export interface CancelRequestValues {
  name: string;
  email: string;
  reference: string;
  /** A motive id, or '' for none. */
  motiveId: string;
}

/** The anonymous form: the details, their review, then the one answer given to everyone. */
export type CancelRequestState =
  | { step: 'details'; values: CancelRequestValues; error?: string; fieldErrors?: Record<string, string> }
  | { step: 'review'; values: CancelRequestValues; error?: string }
  | { step: 'sent' };

export const CANCEL_REQUEST_START: CancelRequestState = { step: 'details', values: { name: '', email: '', reference: '', motiveId: '' } };

export const CANCEL_REQUEST_INTENTS = ['review', 'edit', 'confirm'] as const;
export type CancelRequestIntent = (typeof CANCEL_REQUEST_INTENTS)[number];

/** A signed-in member's confirmation of one contract: a refusal stays beside its button. */
export interface MemberCancelState {
  error?: string;
}
