// What the sign-in forms' server actions answer (actions.ts, admin/staff-sign-in-action.ts): the
// form's next state, rendered by the page after a native post and by the form in place once
// hydrated (components/use-progressive-action.ts). Kept apart: a "use server" file exports only actions.

/** Member sign-in: the e-mail step, or the code step for the e-mail a code was asked for. */
export type MemberSignInState =
  | { step: 'email'; email: string; error?: string }
  | {
    step: 'code'; email: string; resent: boolean; error?: string;
    /** The code typed before a new one was asked for: it stays in the field, and stays valid. */
    code?: string;
  };

export const MEMBER_SIGN_IN_START: MemberSignInState = { step: 'email', email: '' };

/** What the member form's buttons ask for: the `intent` of the button pressed. */
export const MEMBER_INTENTS = ['send-code', 'resend-code', 'other-email', 'sign-in'] as const;
export type MemberIntent = (typeof MEMBER_INTENTS)[number];

/** Staff sign-in: the e-mail typed, kept after a refusal (the password never is). */
export interface StaffSignInState {
  email: string;
  error?: string;
}

export const STAFF_SIGN_IN_START: StaffSignInState = { email: '' };
