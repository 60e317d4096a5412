// GET /failed_jobs: tenant-wide admins only; on the embedded database (no job engine) always empty.
import { beforeAll, expect, it } from 'vitest';
import { call, createTenantFixture, tokenFor, type TenantFixture } from '../factories';
import { expectProblem } from '../problem';

let fx: TenantFixture;
beforeAll(async () => { fx = await createTenantFixture(); });

it('answers an empty collection to an admin on PGlite and 403 to a partner', async () => {
  const admin = await tokenFor(fx, 'admin');
  const res = await call(`/${fx.token}/failed_jobs`, { token: admin });
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body.totalItems ?? body['hydra:totalItems']).toBe(0);
  await expectProblem(await call(`/${fx.token}/failed_jobs`, { token: await tokenFor(fx, 'partner') }), 403, 'api.error.scope.unauthorized-endpoint');
  await expectProblem(await call(`/${fx.token}/failed_jobs?page=0`, { token: admin }), 400, expect.any(String));
});
