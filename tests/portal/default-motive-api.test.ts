// CONTRACT §15: a club's defaultCancellationMotive, set by PATCH /clubs/{id} (admin) and read back by
// admin clients; one that is not a motive of the tenant is refused naming the field; null clears it.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, iriOf } from '../factories';
import { motiveIri, setup, type Fixture } from '../subscriptions/helpers';

let fx: Fixture;
beforeAll(async () => {
  fx = await setup();
});

const patch = (body: unknown) => call(`/${fx.token}/clubs/${fx.clubs.a}`, { token: fx.admin, method: 'PATCH', body });
const read = async (token: string) => (await (await call(`/${fx.token}/clubs/${fx.clubs.a}`, { token, headers: { accept: 'application/json' } })).json()) as Record<string, unknown>;

describe('a club\'s default cancellation motive', () => {
  it('is set, read back by admin clients only, and cleared with null', async () => {
    const res = await patch({ defaultCancellationMotive: motiveIri(fx, fx.motives[1]!) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await read(fx.admin)).toMatchObject({ defaultCancellationMotive: motiveIri(fx, fx.motives[1]!) });
    expect(await read(fx.partner)).not.toHaveProperty('defaultCancellationMotive');
    expect((await patch({ defaultCancellationMotive: null })).status).toBe(200);
    expect(await read(fx.admin)).toMatchObject({ defaultCancellationMotive: null });
  });

  it('must be a motive of this tenant', async () => {
    const res = await patch({ defaultCancellationMotive: iriOf(fx, 'cancellation_motives', 99999999) });
    expect(res.status).toBe(400);
    const body = await res.json() as { violations: { propertyPath: string }[] };
    expect(body.violations.map((v) => v.propertyPath)).toContain('defaultCancellationMotive');
  });
});
