// What staff see of the outbox: failed and pending messages (kind, masked number, error, never the
// words), and "retry now", which sends a failed message again once its cause is fixed.
import { afterAll, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { listUndeliveredMessages } from '../../lib/domain/messages/list-undelivered-messages';
import { retryMessage } from '../../lib/domain/messages/retry-message';
import { deliverPendingMessages } from '../../lib/messages/deliver-messages';
import { smsSender } from '../../lib/sms/sms-sender';
import { createTenantFixture } from '../factories';

const TWILIO = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_API_BASE'];
afterAll(() => { for (const name of TWILIO) delete process.env[name]; });

it('lists a failed SMS with its error, and sends it when retried after the cause is fixed', async () => {
  const fx = await createTenantFixture();
  // Twilio configured, but the number is not E.164: refused for good, without a call.
  Object.assign(process.env, { TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+33757000000', TWILIO_API_BASE: 'http://127.0.0.1:9' });
  await smsSender().send(await getDb(), { tenantId: fx.tenant.id, to: '+3361234', text: 'Code 654321', dedupeKey: 'signature-request:77' });
  expect(await deliverPendingMessages({ tenantIds: [fx.tenant.id] })).toMatchObject({ failed: 1 });
  const listed = await listUndeliveredMessages({ tenant: fx.tenant, page: { page: 1, itemsPerPage: 20 } });
  expect(listed.totalItems).toBe(1);
  expect(listed.items[0]).toMatchObject({ channel: 'sms', kind: 'signature-request', state: 'failed', attempts: 1, recipient: '+33***34' });
  expect(JSON.stringify(listed.items)).not.toContain('654321');

  for (const name of TWILIO) delete process.env[name]; // back to the sandbox inbox
  await retryMessage({ tenant: fx.tenant, messageId: listed.items[0]!.id });
  expect(await deliverPendingMessages({ tenantIds: [fx.tenant.id] })).toMatchObject({ sent: 1 });
  expect((await listUndeliveredMessages({ tenant: fx.tenant, page: { page: 1, itemsPerPage: 20 } })).totalItems).toBe(0);
  await expect(retryMessage({ tenant: fx.tenant, messageId: listed.items[0]!.id })).rejects.toMatchObject({ code: 'api.error.not-found' });
});
