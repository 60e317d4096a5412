// Idempotency-Key on POST (CONTRACT §5), through POST /api_clients: a retried call creates one client.
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestFingerprint } from '../lib/api/middleware/idempotency';
import { getDb } from '../lib/db/client';
import { apiClients } from '../lib/db/schema';
import { claimIdempotencyKey } from '../lib/domain/platform/idempotency-records';
import { call, createTenantFixture, tokenFor, uniqueToken, type TenantFixture } from './factories';
import { expectProblem } from './problem';

let fx: TenantFixture;
let admin: string;
beforeAll(async () => {
  fx = await createTenantFixture();
  admin = await tokenFor(fx, 'admin');
});

const create = (key: string, body: unknown, token = admin) =>
  call(`/${fx.token}/api_clients`, { method: 'POST', token, body, headers: { 'idempotency-key': key } });

async function clientsNamed(name: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(apiClients).where(and(eq(apiClients.tenantId, fx.tenant.id), eq(apiClients.name, name)));
  return row!.n;
}

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and creates one client', async () => {
    const key = uniqueToken('key-');
    const body = { name: `Replayed ${key}`, scopes: ['partner'] };
    const first = await create(key, body);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstBody = await first.text();
    const again = await create(key, body);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await again.text()).toBe(firstBody);
    expect(await clientsNamed(body.name)).toBe(1);
  });

  it('replays a refusal too: the first answer is the answer', async () => {
    const key = uniqueToken('key-');
    const first = await create(key, { name: '' });
    await expectProblem(first, 400, 'api.error.validation.invalid');
    const again = await create(key, { name: '' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    await expectProblem(again, 400, 'api.error.validation.invalid');
  });

  it('answers 422 when the key comes back with another body, and creates nothing', async () => {
    const key = uniqueToken('key-');
    expect((await create(key, { name: `First ${key}`, scopes: ['partner'] })).status).toBe(201);
    await expectProblem(await create(key, { name: `Second ${key}`, scopes: ['partner'] }), 422, 'api.error.idempotency.key-reused');
    expect(await clientsNamed(`Second ${key}`)).toBe(0);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = uniqueToken('key-');
    const body = JSON.stringify({ name: `In flight ${key}`, scopes: ['partner'] });
    const claim = await claimIdempotencyKey(
      { tenantId: fx.tenant.id, clientId: fx.clients.admin.id, key }, requestFingerprint('POST', `/api/${fx.token}/api_clients`, body),
    );
    expect(claim.outcome).toBe('claimed');
    await expectProblem(await create(key, body), 409, 'api.error.idempotency.in-flight');
    expect(await clientsNamed(`In flight ${key}`)).toBe(0);
  });

  it('creates one client when the same request arrives many times at once', async () => {
    const key = uniqueToken('key-');
    const body = { name: `Stampede ${key}`, scopes: ['partner'] };
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(key, body)));
    const created = answers.filter((res) => res.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const bodies = new Set(await Promise.all(created.map((res) => res.text())));
    expect(bodies.size).toBe(1);
    for (const res of answers.filter((r) => r.status !== 201)) await expectProblem(res, 409, 'api.error.idempotency.in-flight');
    expect(await clientsNamed(body.name)).toBe(1);
    const retry = await create(key, body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.text()).toBe([...bodies][0]);
  });

  it('keeps keys per client and per narrowed token: another bearer never gets a replay', async () => {
    const key = uniqueToken('key-');
    const body = { name: `Per client ${key}`, scopes: ['partner'] };
    expect((await create(key, body)).status).toBe(201);
    const club = await tokenFor(fx, 'admin', { grant: 'club', clubId: fx.clubs.a });
    const asClub = await create(key, body, club);
    expect(asClub.headers.get('idempotent-replayed')).toBeNull();
    await expectProblem(asClub, 403, 'api.error.scope.unauthorized-endpoint');
    const partner = await tokenFor(fx, 'partner');
    await expectProblem(await create(key, body, partner), 403, 'api.error.scope.unauthorized-endpoint');
  });

  it('accepts keys of 1 to 255 characters and refuses longer or empty ones with 400', async () => {
    expect((await create('k'.repeat(255), { name: 'Long key', scopes: ['partner'] })).status).toBe(201);
    expect((await create('k', { name: 'Short key', scopes: ['partner'] })).status).toBe(201);
    for (const key of ['k'.repeat(256), '']) {
      const body = await expectProblem(await create(key, { name: 'Refused key', scopes: ['partner'] }), 400, 'api.error.idempotency.invalid-key');
      expect(body.violations?.[0]?.propertyPath).toBe('Idempotency-Key');
    }
    expect(await clientsNamed('Refused key')).toBe(0);
  });
});
