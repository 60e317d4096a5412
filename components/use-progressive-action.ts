'use client';
// The sign-in forms' one pattern (docs/decisions.md): a <form action={formAction}> whose server action
// answers with the form's next state. Before scripts load (or without them) the browser posts the
// form natively and the page comes back rendered with that state, which useActionState decodes; once
// hydrated, `onSubmit` calls the same action in place, so that an action that never answered is said
// as such (offline, unreachable) beside the form, instead of reaching an error boundary. An action
// that signs in ends with redirect(): rethrown here, Next's router follows it in both cases.
import { unstable_rethrow } from 'next/navigation';
import { useActionState, useState, useTransition, type FormEvent } from 'react';

export interface ProgressiveAction<S> {
  state: S;
  formAction: (form: FormData) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
}

/**
 * `action` must be a server action (imported from a "use server" file), for React to render the
 * form's native post; `notAnswered(state)` is the state to show when the call threw in the browser.
 */
export function useProgressiveAction<S>(
  action: (state: S, form: FormData) => Promise<S>,
  initial: S,
  notAnswered: (state: S) => S,
): ProgressiveAction<S> {
  // The state a native post came back with (else `initial`): where the hydrated form starts from.
  // (A state is a plain object, never a promise: Awaited<S> is S, which TypeScript cannot see for a generic S.)
  const [posted, formAction] = useActionState(action as (state: Awaited<S>, form: FormData) => Promise<S>, initial as Awaited<S>);
  const [state, setState] = useState<S>(posted);
  const [pending, startTransition] = useTransition();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The submitter's name and value (which button was pressed) belong to the form's data.
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(async () => {
      let next: S;
      try {
        next = await action(state, form);
      } catch (error) {
        unstable_rethrow(error);
        next = notAnswered(state);
      }
      startTransition(() => setState(next));
    });
  };

  return { state, formAction, onSubmit, pending };
}
