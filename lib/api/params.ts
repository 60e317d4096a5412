import { z } from '@hono/zod-openapi';

/** `{id}` in a path: a positive integer (anything else is a 400 naming the path parameter). */
export const idParam = z.object({
  id: z.string().regex(/^[1-9][0-9]{0,9}$/, 'The id is a positive integer.').transform(Number)
    .openapi({ param: { name: 'id', in: 'path' }, example: '1', type: 'integer' }),
});
