import { z } from '@hono/zod-openapi';
import { contactMigrationRequestStates } from '../../db/schema';
import { migrationRequestTransitions } from '../../domain/contacts/transition-contact-migration-request';
import { iriId } from '../iri-field';

const iriString = z.string().openapi({ format: 'iri-reference' });

export const migrationRequestBody = z.object({
  contactId: iriId('contacts', '/demo/contacts/12'),
  clubId: iriId('clubs', '/demo/clubs/2'),
}).strict().openapi('ContactMigrationRequestInput');

export const migrationRequestSchema = z.object({
  '@id': iriString, '@type': z.literal('ContactMigrationRequest'), id: z.number().int(),
  contactId: iriString.openapi({ description: 'The contact that asked to move (gone once validated).' }),
  clubId: iriString.openapi({ description: 'The club it moves to.' }),
  state: z.enum(contactMigrationRequestStates), expiresAt: z.string().openapi({ format: 'date-time' }),
  resultTargetId: iriString.nullable().openapi({ description: 'Once validated: the contact it became in the target club.' }),
}).openapi('ContactMigrationRequest');

export const migrationTransitionBody = z.object({
  transition: z.enum(migrationRequestTransitions),
  code: z.string().max(20).optional().openapi({ example: '123456', description: 'Required to validate: the code e-mailed to the contact.' }),
}).strict().openapi('ContactMigrationRequestTransition');
