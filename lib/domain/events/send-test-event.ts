import { inTransaction } from '../../db/transaction';
import { emitEvent } from '../../events/emit-event';
import { webhookEndpointIri } from '../../iri';
import type { OperationContext } from '../context';
import { getWebhookEndpointOrThrow } from './get-webhook-endpoint';

/** Emits `webhook.test` through the outbox, like any event, so it tests the whole path. */
export async function sendTestEvent(ctx: OperationContext): Promise<void> {
  await getWebhookEndpointOrThrow(ctx);
  await inTransaction((tx) => emitEvent(tx, {
    tenantId: ctx.tenant.id,
    event: 'webhook.test',
    object: { webhookEndpointId: webhookEndpointIri(ctx.tenant.token) },
    clubId: null,
  }));
}
