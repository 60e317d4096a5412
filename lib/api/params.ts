import { z } from '@hono/zod-openapi';

/** Ids are PostgreSQL integers: a larger number names nothing and must not reach a query (it would fail there). */
export const MAX_ID = 2_147_483_647;

/** `{id}` in a path: a positive integer (anything else is a 400 naming the path parameter). */
export const idParam = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,9}$/, 'The id is a positive integer.').transform(Number)
    .refine((id) => id <= MAX_ID, `The id is a positive integer up to ${MAX_ID}.`)
    .openapi({ param: { name: 'id', in: 'path' }, example: '1', type: 'integer' }),
});
