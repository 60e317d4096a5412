import { z } from '@hono/zod-openapi';
import { exportLists } from '../../domain/exports/list-definitions';
import { iriId } from '../iri-field';

// Dates are plain strings here: the domain judges them and answers a 400 naming `from` or `to`.
const day = (name: string, example: string) => z.string().max(40).optional().openapi({ param: { name, in: 'query' }, example, format: 'date' });

export const fecQuery = z.object({
  club: iriId('clubs', '/demo/clubs/1').optional().openapi({ param: { name: 'club', in: 'query' }, description: 'The club (required).' }),
  from: day('from', '2026-01-01'),
  to: day('to', '2026-12-31'),
});

export const exportListParam = z.object({
  list: z.enum(exportLists).openapi({ param: { name: 'list', in: 'path' }, example: 'contacts' }),
});

export const exportListQuery = z.object({
  format: z.enum(['csv', 'xlsx']).optional().openapi({ param: { name: 'format', in: 'query' }, description: 'csv (the default) or xlsx.' }),
  club: iriId('clubs', '/demo/clubs/1').optional().openapi({ param: { name: 'club', in: 'query' } }),
  contact: iriId('contacts', '/demo/contacts/1').optional().openapi({ param: { name: 'contact', in: 'query' } }),
  state: z.string().max(40).optional().openapi({ param: { name: 'state', in: 'query' }, description: 'One of the list\'s states (not for invoices and entries).' }),
  q: z.string().max(200).optional().openapi({ param: { name: 'q', in: 'query' }, description: 'Contacts: words of a name, e-mail or number.' }),
  from: day('from', '2026-01-01'),
  to: day('to', '2026-12-31'),
  crossingPoint: iriId('crossing_points', '/demo/crossing_points/1').optional().openapi({ param: { name: 'crossingPoint', in: 'query' }, description: 'Entries only.' }),
  blocked: z.enum(['true', 'false']).optional().openapi({ param: { name: 'blocked', in: 'query' }, description: 'Entries only: true for refused ones.' }),
});
