// Reading the demo's subscriptions through the partner API (admin), to know ids and dates the
// pages show, and the date formats the member pages use.
import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './api';
import { DEMO } from './demo';

async function get<T>(request: APIRequestContext, path: string, params?: Record<string, string>): Promise<{ status: number; body: T }> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const response = await request.get(`/api/${DEMO.tenant}${path}`, { params, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return { status: response.status(), body: response.status() === 204 ? (null as T) : ((await response.json()) as T) };
}

interface ApiSubscription {
  id: number;
  name: string;
  engagedThrough: string | null;
  endDate: string | null;
}

/** The member's subscriptions, oldest first. */
export async function subscriptionsOf(request: APIRequestContext, email: string): Promise<ApiSubscription[]> {
  const { body: contacts } = await get<{ id: number }[]>(request, '/contacts', { email });
  const contactId = contacts[0]!.id;
  const { body } = await get<ApiSubscription[]>(request, '/subscriptions', { contact: `/${DEMO.tenant}/contacts/${contactId}` });
  return body;
}

/** GET /subscriptions/{id}/cancellation_dates (restrict=true): the dates the wizard offers. */
export async function cancellationDatesOf(request: APIRequestContext, subscriptionId: number): Promise<string[]> {
  const { body } = await get<{ dates: { date: string }[] } | null>(request, `/subscriptions/${subscriptionId}/cancellation_dates`);
  return body?.dates.map((d) => d.date) ?? [];
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** "14 January 2027", as the account page writes dates. */
export const longDate = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(iso));
/** "Thursday 14 January 2027", as the wizard writes the dates to choose from. */
export const dayDate = (iso: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(iso));
