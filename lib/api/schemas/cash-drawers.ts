import { z } from '@hono/zod-openapi';
import { iriId } from '../iri-field';

const iriString = z.string().openapi({ format: 'iri-reference' });
const cents = z.number().int();
const q = (name: string) => ({ param: { name, in: 'query' as const } });

export const cashDrawerSchema = z.object({
  '@id': iriString, '@type': z.literal('CashDrawer'), id: z.number().int(), checkout: iriString, club: iriString,
  floatAmount: cents.openapi({ description: 'Cents counted into the drawer at opening.' }),
  openedAt: z.string(), closedAt: z.string().nullable(),
  expectedAmount: cents.nullable().openapi({ description: 'At closing: float + cash taken since opening (ledger).' }),
  countedAmount: cents.nullable(),
  differenceAmount: cents.nullable().openapi({ description: 'counted − expected: negative when the drawer is short.' }),
  limitExceededAt: z.string().nullable().openapi({ description: 'When the drawer first held more than its club\'s cash limit.' }),
}).openapi('CashDrawer');

export const cashDrawerOpenBody = z.object({
  checkout: iriId('checkouts', '/demo/checkouts/1'),
  floatAmount: z.number().int().min(0).max(100_000_000),
}).strict().openapi('CashDrawerOpening');

export const cashDrawerCloseBody = z.object({
  countedAmount: z.number().int().min(0).max(100_000_000),
}).strict().openapi('CashDrawerClosing');

export const cashDrawersQuery = z.object({
  checkout: iriId('checkouts', '/demo/checkouts/1').optional().openapi(q('checkout')),
  club: iriId('clubs', '/demo/clubs/1').optional().openapi(q('club')),
  state: z.enum(['open', 'closed']).optional().openapi(q('state')),
});

export const cashDrawerLimitSchema = z.object({
  club: iriString,
  cashDrawerLimit: cents.nullable().openapi({ description: 'Cents; a drawer holding more e-mails the owner and managers once. null: no limit.' }),
}).openapi('CashDrawerLimit');

export const cashDrawerLimitBody = z.object({
  cashDrawerLimit: z.number().int().min(1).max(100_000_000).nullable(),
}).strict().openapi('CashDrawerLimitInput');
