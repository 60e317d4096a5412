// Errors from either side (zod issues, domain violations) as one message per form field.
import type { Violation } from '@/lib/domain/errors';
import { FIELD_PATHS } from './form-values';

// The domain names a few fields as the API does (IRIs); the form names them by ids.
const ALIASES: Record<string, string> = {
  'onlineCancellation.includedCancellationMotives': 'onlineCancellation.includedCancellationMotiveIds',
};

const KNOWN = new Set<string>(FIELD_PATHS);

/** The form field a path points into: "onlineCancellation.eligibleTags.2" is the eligible tags field. */
function fieldOf(path: string): string | undefined {
  const aliased = ALIASES[path] ?? path;
  const trimmed = aliased.replace(/(\.\d+)+$/, '');
  return KNOWN.has(trimmed) ? trimmed : undefined;
}

/** First message per field, plus the messages that belong to no field of the form. */
export function fieldErrorsOf(violations: Pick<Violation, 'propertyPath' | 'message'>[]): { fieldErrors: Record<string, string>; other: string[] } {
  const fieldErrors: Record<string, string> = {};
  const other: string[] = [];
  for (const { propertyPath, message } of violations) {
    const field = fieldOf(propertyPath);
    if (!field) other.push(message);
    else fieldErrors[field] ??= message;
  }
  return { fieldErrors, other };
}
