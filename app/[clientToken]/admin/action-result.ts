// What every back-office server action answers. Kept apart from the actions themselves: a
// "use server" file exports only actions, and client components import this type.
export type ActionResult<T = null> =
  | { ok: true; value: T }
  | { ok: false; message: string; fieldErrors: Record<string, string> };
