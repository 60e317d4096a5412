import { z } from '@hono/zod-openapi';
import { iriId } from '../iri-field';

// Dates are plain strings here: the domain judges them and answers a 400 naming `from` or `to`.
const day = (name: string, example: string) => z.string().max(40).optional().openapi({ param: { name, in: 'query' }, example, format: 'date' });

export const fecQuery = z.object({
  club: iriId('clubs', '/demo/clubs/1').optional().openapi({ param: { name: 'club', in: 'query' }, description: 'The club (required).' }),
  from: day('from', '2026-01-01'),
  to: day('to', '2026-12-31'),
});
