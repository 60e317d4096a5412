import { z } from '@hono/zod-openapi';
import { looksLikeIri, parseIri } from '../iri';
import { currentTenantToken } from './request-scope';

/**
 * A body or query field typed IRI: `/{clientToken}/{collection}/{id}` of the calling tenant,
 * read as the id. A bare number, another tenant's IRI or another collection is an `invalid-iri`.
 */
export function iriField(collections: string | string[], example: string) {
  const accepted = Array.isArray(collections) ? collections : [collections];
  return z.string().transform((value, ctx) => {
    const parsed = parseIri(value);
    if (!parsed || !accepted.includes(parsed.collection) || parsed.tenantToken !== currentTenantToken()) {
      ctx.addIssue({
        code: 'custom',
        // iriShaped: an IRI that names nothing here is refused even as a query filter; a value that is
        // no IRI at all (`{{clubId}}`) is a filter that cannot be read, ignored (lib/api/middleware/lenient-input.ts).
        params: { code: 'invalid-iri', iriShaped: looksLikeIri(value) },
        message: `Expected the IRI of a ${accepted.join(' or ')} of this tenant, such as "${example}".`,
      });
      return z.NEVER;
    }
    return { collection: parsed.collection, id: parsed.id };
  }).openapi({ type: 'string', format: 'iri-reference', example });
}

/** The common case: one collection, read as a bare id. */
export function iriId(collection: string, example: string) {
  return iriField(collection, example).transform((ref) => ref.id);
}
