import { z } from '@hono/zod-openapi';
import { referentialFamilies } from '../../db/schema';
import { MAX_ID } from '../params';

const iriString = z.string().openapi({ format: 'iri-reference' });

/** An item of a reference list (CONTRACT §10); a source is one too, `@type` Source. */
export const referentialSchema = z.object({
  '@id': iriString, '@type': z.enum(['Referential', 'Source']), id: z.number().int(), name: z.string(),
  archived: z.boolean().openapi({ description: 'No longer offered; kept on the contacts that name it.' }),
}).openapi('Referential');

const name = z.string().trim().min(1).max(100);
export const referentialBody = z.object({ name }).strict().openapi('ReferentialInput');
export const referentialPatchBody = z.object({ name: name.optional(), archived: z.boolean().optional() }).strict().openapi('ReferentialPatch');

// Any text: an unknown family is the 404 of a path that names nothing (the handler's), not a 400.
const family = z.string().openapi({ param: { name: 'family', in: 'path' }, enum: [...referentialFamilies], example: 'occupations' });
export const familyParam = z.object({ family });
export const familyItemParam = z.object({
  family,
  id: z.string().regex(/^[1-9][0-9]{0,9}$/, 'The id is a positive integer.').transform(Number)
    .refine((id) => id <= MAX_ID, `The id is a positive integer up to ${MAX_ID}.`)
    .openapi({ param: { name: 'id', in: 'path' }, example: '1', type: 'integer' }),
});
