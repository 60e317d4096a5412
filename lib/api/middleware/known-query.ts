import type { MiddlewareHandler } from 'hono';
import { DomainError, type Violation } from '../../domain/errors';

// CONTRACT §1: a query parameter an operation does not declare is a 400 naming it, never silently
// ignored (a misspelt filter would otherwise answer the whole collection). Checked once for every
// route, from the names its zod query schema declares (which are also the OpenAPI document's).

interface SchemaLike { shape?: Record<string, unknown>; in?: unknown; def?: { innerType?: unknown; in?: unknown }; _def?: { innerType?: unknown; in?: unknown } }

/**
 * The parameter names a query schema declares: the keys of its object, through pipes (`.transform`),
 * defaults and optionals; undefined when the schema is not an object (then nothing is checked here and
 * the schema decides).
 */
export function declaredQueryNames(schema: unknown): Set<string> | undefined {
  let current = schema as SchemaLike | undefined;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current.shape && typeof current.shape === 'object') return new Set(Object.keys(current.shape));
    const def = current.def ?? current._def;
    current = (current.in ?? def?.in ?? def?.innerType) as SchemaLike | undefined;
  }
  return undefined;
}

/** The query's parameter names as the validators read them (decoded; `club[]` stays `club[]`). */
function queryNames(url: string): string[] {
  const start = url.indexOf('?');
  if (start < 0 || start === url.length - 1) return [];
  const hash = url.indexOf('#', start);
  return [...new Set(new URLSearchParams(url.slice(start + 1, hash < 0 ? undefined : hash)).keys())];
}

/** Refuses (400 api.error.validation.unknown-field) a query parameter not in `declared`. */
export function knownQuery(declared: Set<string>): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (url.includes('?')) {
      const unknown = queryNames(url).filter((name) => !declared.has(name));
      if (unknown.length > 0) {
        const violations: Violation[] = unknown.map((name) => ({
          propertyPath: name, code: 'unknown-field', message: `"${name}" is not a parameter of this operation.`,
        }));
        throw new DomainError('api.error.validation.unknown-field', `Unknown query parameter: ${unknown.join(', ')}.`, violations);
      }
    }
    await next();
  };
}
