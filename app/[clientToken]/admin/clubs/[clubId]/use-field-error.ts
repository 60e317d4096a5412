'use client';
import { useFormState, type FieldErrors } from 'react-hook-form';

/** The first message found at or under an error node (a list field's error may sit on one item). */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

/** The message to show beside one field, whichever side (form or server) found the problem. */
export function useFieldError(path: string): string | undefined {
  const { errors } = useFormState({ name: path as never });
  const node = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors as FieldErrors);
  return firstMessage(node);
}
