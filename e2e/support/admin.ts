// Data the back-office specs build for themselves through the partner API, with unique names, so
// they run in any order, side by side, and never touch what other specs rely on.
import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './api';
import { DEMO } from './demo';

/** Digits only: a suffix that cannot spell a word another spec looks for ("price", "other"). */
export function uniqueSuffix(): string {
  return `${Date.now() % 1_000_000_000}${Math.floor(Math.random() * 1000)}`;
}

async function demoHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await adminToken(request, DEMO.tenant, DEMO.adminClient)}`, accept: 'application/json' };
}

export async function clubIdByCode(request: APIRequestContext, code: string): Promise<number> {
  const response = await request.get(`/api/${DEMO.tenant}/clubs`, { headers: await demoHeaders(request) });
  expect(response.status()).toBe(200);
  const clubs = (await response.json()) as { id: number; code: string }[];
  return clubs.find((club) => club.code === code)!.id;
}

export interface CreatedContact {
  id: number;
  number: string;
  givenName: string;
  familyName: string;
  email: string;
}

/** A new prospect of the demo tenant, in the club with this code. */
export async function createDemoContact(request: APIRequestContext, input: { givenName: string; familyName: string; clubCode?: string }): Promise<CreatedContact> {
  const { clubCode = 'PB', givenName, familyName } = input;
  const clubId = await clubIdByCode(request, clubCode);
  const email = `${givenName}.${familyName}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@e2e.test';
  const response = await request.post(`/api/${DEMO.tenant}/contacts`, {
    headers: { ...(await demoHeaders(request)), 'content-type': 'application/json' },
    data: { givenName, familyName, email, birthDate: '1992-03-14', clubId: `/${DEMO.tenant}/clubs/${clubId}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as CreatedContact;
  return { id: body.id, number: body.number, givenName: body.givenName, familyName: body.familyName, email: body.email };
}

/** A monthly direct-debit subscription, started two months ago, with one optional and one mandatory option. */
export async function importDemoSubscription(request: APIRequestContext, contact: CreatedContact, name: string, clubCode = 'PB'): Promise<number> {
  const clubId = await clubIdByCode(request, clubCode);
  const start = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const response = await request.post(`/api/${DEMO.tenant}/subscriptions`, {
    headers: { ...(await demoHeaders(request)), 'content-type': 'application/json' },
    data: {
      contactId: `/${DEMO.tenant}/contacts/${contact.id}`, clubId: `/${DEMO.tenant}/clubs/${clubId}`, name,
      paymentType: 'direct_debit', startDate: start, rhythmBilling: 'monthly',
      options: [{ name: 'Towel service' }, { name: 'Insurance', mandatory: true }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
