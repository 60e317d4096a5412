// The authorization fixture's online payment (tests/authorization-fixture.ts): each member's web
// wallet payable object, asked for through the API as a partner would.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb } from '../../lib/db/client';
import { checkouts, clubs } from '../../lib/db/schema';
import { call, iriOf, type TenantFixture } from '../factories';

export async function paymentWorld(fx: TenantFixture, admin: string, contact: number, club: number): Promise<{ payableObject: number; webCheckout: number }> {
  const db = await getDb();
  const [row] = await db.select({ code: clubs.code, checkout: checkouts.id }).from(clubs)
    .innerJoin(checkouts, and(eq(checkouts.tenantId, clubs.tenantId), eq(checkouts.clubId, clubs.id), eq(checkouts.type, 'web')))
    .where(and(eq(clubs.tenantId, fx.tenant.id), eq(clubs.id, club))).limit(1);
  const res = await call(`/${fx.token}/web_wallets`, {
    token: admin, method: 'POST', headers: { accept: 'application/json' },
    body: {
      contactId: iriOf(fx, 'contacts', contact), amount: 500, clubCode: row!.code, checkout: iriOf(fx, 'checkouts', row!.checkout),
      validUrl: 'https://partner.example/ok', cancelUrl: 'https://partner.example/ko',
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { payableObject: ((await res.json()) as { id: number }).id, webCheckout: row!.checkout };
}
