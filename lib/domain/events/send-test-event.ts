import { inTransaction } from '../../db/transaction';
import { emitEvent } from '../../events/emit-event';
import { webhookEndpointIri } from '../../iri';
import { assertStaffRole, WEBHOOK_ROLES } from '../auth/assert-staff-role';
import type { OperationContext } from '../context';
import { getWebhookEndpointOrThrow } from './get-webhook-endpoint';

/** Emits `webhook.test` through the outbox, like any event, so it tests the whole path. */
export async function sendTestEvent(ctx: OperationContext): Promise<void> {
  assertStaffRole(ctx.actor, WEBHOOK_ROLES, 'Only the owner can send a test event: webhooks are the owner\'s.');
  await getWebhookEndpointOrThrow(ctx);
  await inTransaction((tx) => emitEvent(tx, {
    tenantId: ctx.tenant.id,
    event: 'webhook.test',
    object: { webhookEndpointId: webhookEndpointIri(ctx.tenant.token) },
    clubId: null,
  }));
}
