// Data of its own for a spec, made through the partner API: a new member no other spec signs in,
// with the subscriptions the spec needs. Unique e-mails, so specs run in any order and side by side.
import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './api';
import { DEMO } from './demo';

async function send(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string, data?: unknown): Promise<Record<string, unknown>> {
  const response = await request.fetch(`/api/${DEMO.tenant}${path}`, {
    method, data, headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

export interface NewMember {
  id: number;
  email: string;
  clubIri: string;
}

/** A new demo contact at the club with this code; its e-mail is unique to this call. */
export async function createMember(request: APIRequestContext, clubCode: string, givenName: string): Promise<NewMember> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const clubs = (await send(request, 'GET', '/clubs', token)) as unknown as { '@id': string; code: string }[];
  const clubIri = clubs.find((club) => club.code === clubCode)!['@id'];
  const email = `${givenName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;
  const contact = await send(request, 'POST', '/contacts', token, { email, givenName, familyName: 'Example', birthDate: '1992-05-17', clubId: clubIri });
  return { id: contact.id as number, email, clubIri };
}

export interface SubscriptionImport {
  name: string;
  paymentType: 'direct_debit' | 'upfront';
  fixedTerm?: boolean;
  startDate: string;
  engagedThrough?: string | null;
  endDate?: string | null;
  rhythmBilling: 'week1' | 'week4' | 'monthly';
  options?: { name: string; mandatory?: boolean }[];
}

/** POST /subscriptions (admin): a subscription of the member at their club. */
export async function importSubscription(request: APIRequestContext, member: NewMember, subscription: SubscriptionImport): Promise<number> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const created = await send(request, 'POST', '/subscriptions', token, {
    ...subscription, contactId: `/${DEMO.tenant}/contacts/${member.id}`, clubId: member.clubIri,
  });
  return created.id as number;
}

/** A calendar date `months` (then `days`) from today, negative in the past, as YYYY-MM-DD. */
export function monthsFromToday(months: number, days = 0): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(Math.min(new Date().getUTCDate(), 28) + days);
  return date.toISOString().slice(0, 10);
}

/** POST /contact_tags (admin): a tag on the member, valid from today. */
export async function addTag(request: APIRequestContext, member: NewMember, name: string): Promise<void> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  await send(request, 'POST', '/contact_tags', token, { contactId: `/${DEMO.tenant}/contacts/${member.id}`, name });
}
