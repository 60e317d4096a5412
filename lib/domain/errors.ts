// The one error type of the domain. Its code is the public error code of CONTRACT §2; the API maps
// it to a status in lib/api/errors.ts and the pages map it to a sentence in lib/i18n/server-sentences.ts.
export interface Violation {
  propertyPath: string;
  code: string;
  message: string;
  /** What the violation's sentence in the pages names (a spot's number); never answered by the API. */
  values?: Record<string, string | number>;
}

export class DomainError extends Error {
  readonly code: string;
  readonly detail: string;
  readonly violations: Violation[] | undefined;

  constructor(code: string, detail: string, violations?: Violation[]) {
    // A refusal is an expected answer, not a fault: nobody reads its stack, and capturing one is
    // wasted work on a path that can refuse thousands of requests a second (a full class in a rush).
    const { stackTraceLimit } = Error;
    Error.stackTraceLimit = 0;
    super(`${code}: ${detail}`);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'DomainError';
    this.code = code;
    this.detail = detail;
    this.violations = violations;
  }
}

/** A 400 with one violation on one field, for input that parses but does not fit the domain. */
export function invalidField(propertyPath: string, code: string, message: string, errorCode = 'api.error.validation.invalid'): DomainError {
  return new DomainError(errorCode, message, [{ propertyPath, code, message }]);
}

/**
 * The refusal with what its violations' sentences in the pages name ({ spot: 7 }): the pages word a
 * violation from the catalog (lib/i18n/error-sentence.ts), which cannot read the domain's English message.
 */
export function naming(error: DomainError, values: Record<string, string | number>): DomainError {
  for (const violation of error.violations ?? []) violation.values = values;
  return error;
}

export function notFound(what: string): DomainError {
  return new DomainError('api.error.not-found', `${what} not found.`);
}

/** A read whose not-found is an answer, not a failure (an id from a query string, a stale link): null. */
export async function nullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'api.error.not-found') return null;
    throw error;
  }
}
