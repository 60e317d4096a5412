// Which staff may change settings: the owner and managers run clubs; webhooks are the owner's alone.
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../lib/db/schema';
import type { OperationContext } from '../../lib/domain/context';
import { DomainError } from '../../lib/domain/errors';
import { putWebhookEndpoint } from '../../lib/domain/events/put-webhook-endpoint';
import { redeliverWebhookDelivery } from '../../lib/domain/events/redeliver-webhook-delivery';
import { sendTestEvent } from '../../lib/domain/events/send-test-event';
import { updateClub } from '../../lib/domain/tenancy/update-club';
import { createTenantFixture, type TenantFixture } from '../factories';

let fx: TenantFixture;
beforeAll(async () => {
  fx = await createTenantFixture();
});

const as = (role: StaffRole): OperationContext => ({ tenant: fx.tenant, actor: { kind: 'staff', userId: 1, role } });

async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'done';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('staff roles', () => {
  it('lets the owner and managers change a club, not other staff', async () => {
    expect(await codeOf(updateClub({ ...as('staff'), clubId: fx.clubs.a, patch: { name: 'By staff' } }))).toBe('api.error.scope.unauthorized-endpoint');
    expect((await updateClub({ ...as('manager'), clubId: fx.clubs.a, patch: { name: 'By a manager' } })).name).toBe('By a manager');
    expect((await updateClub({ ...as('owner'), clubId: fx.clubs.a, patch: { name: 'By the owner' } })).name).toBe('By the owner');
  });

  it('lets only the owner set the webhook URL, send a test event and redeliver', async () => {
    const input = { url: 'https://hooks.example.com/club', enabled: true, retryPolicy: 'none' as const, rotateSecret: false };
    for (const role of ['manager', 'staff'] as const) {
      expect(await codeOf(putWebhookEndpoint({ ...as(role), input })), role).toBe('api.error.scope.unauthorized-endpoint');
      expect(await codeOf(sendTestEvent(as(role))), role).toBe('api.error.scope.unauthorized-endpoint');
      expect(await codeOf(redeliverWebhookDelivery({ ...as(role), deliveryId: 1 })), role).toBe('api.error.scope.unauthorized-endpoint');
    }
    expect(await codeOf(redeliverWebhookDelivery({ ...as('owner'), deliveryId: 2_000_000_000 }))).toBe('api.error.not-found');
  });
});
