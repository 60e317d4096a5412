// Staff sign-in: e-mail (any case) and password of a staff member of this tenant.
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyStaffCredentials } from '../../lib/domain/auth/verify-staff-credentials';
import { createTenantFixture, type TenantFixture } from '../factories';

let fx: TenantFixture;
let other: TenantFixture;
beforeAll(async () => {
  [fx, other] = await Promise.all([createTenantFixture(), createTenantFixture()]);
});

describe('verifyStaffCredentials', () => {
  it('signs in with the right password, whatever the e-mail\'s case and surrounding spaces', async () => {
    for (const email of [fx.staff.email, fx.staff.email.toUpperCase(), ` ${fx.staff.email}\n`]) {
      const identity = await verifyStaffCredentials({ tenant: fx.tenant, email, password: fx.staff.password });
      expect(identity).toMatchObject({ email: fx.staff.email, name: 'Owner', role: 'owner' });
      expect(identity?.userId).toBeGreaterThan(0);
    }
  });

  it('refuses a wrong password, an unknown e-mail and another tenant\'s staff', async () => {
    expect(await verifyStaffCredentials({ tenant: fx.tenant, email: fx.staff.email, password: `${fx.staff.password}x` })).toBeNull();
    expect(await verifyStaffCredentials({ tenant: fx.tenant, email: fx.staff.email, password: fx.staff.password.toUpperCase() })).toBeNull();
    expect(await verifyStaffCredentials({ tenant: fx.tenant, email: fx.staff.email, password: '' })).toBeNull();
    expect(await verifyStaffCredentials({ tenant: fx.tenant, email: 'nobody@example.test', password: fx.staff.password })).toBeNull();
    expect(await verifyStaffCredentials({ tenant: fx.tenant, email: other.staff.email, password: other.staff.password })).toBeNull();
    for (const email of ['', '   ', `${fx.staff.email}\u0000`, 'x'.repeat(10_000)]) {
      expect(await verifyStaffCredentials({ tenant: fx.tenant, email, password: fx.staff.password })).toBeNull();
    }
  });
});
