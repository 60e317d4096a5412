import { z } from '@hono/zod-openapi';
import { suspensionStates } from '../../db/schema';
import { suspensionTransitions } from '../../domain/subscriptions/transition-suspension';
import { iriId } from '../iri-field';

const iriString = z.string().openapi({ format: 'iri-reference' });

export const suspensionSchema = z.object({
  '@id': iriString, '@type': z.literal('Suspension'), id: z.number().int(), subscription: iriString, contact: iriString, club: iriString,
  startDate: z.string(), endDate: z.string(), days: z.number().int().openapi({ description: 'end − start + 1' }),
  reason: z.string(), state: z.enum(suspensionStates), createdAt: z.string(), decidedAt: z.string().nullable(),
}).openapi('Suspension');

export const suspensionBody = z.object({
  startDate: z.iso.date().openapi({ example: '2026-07-01', description: 'First day suspended, in the club\'s calendar.' }),
  endDate: z.iso.date().openapi({ example: '2026-07-31', description: 'Last day suspended (included).' }),
  reason: z.string().max(500).default(''),
}).strict().openapi('SuspensionRequest');

export const suspensionTransitionBody = z.object({ transition: z.enum(suspensionTransitions) }).strict().openapi('SuspensionTransition');

export const suspensionFilters = z.object({
  subscription: iriId('subscriptions', '/demo/subscriptions/1').optional().openapi({ param: { name: 'subscription', in: 'query' } }),
  state: z.enum(suspensionStates).optional().openapi({ param: { name: 'state', in: 'query' } }),
  club: iriId('clubs', '/demo/clubs/1').optional().openapi({ param: { name: 'club', in: 'query' } }),
});
