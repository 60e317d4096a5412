// Money owed for a spec's own member, made through the partner API (POST /incidents, POST /closures).
import { expect, type APIRequestContext } from '@playwright/test';
import { adminToken } from './api';
import { DEMO } from './demo';
import type { NewMember } from './factories';

async function post(request: APIRequestContext, path: string, data: unknown): Promise<Record<string, unknown>> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const response = await request.post(`/api/${DEMO.tenant}${path}`, {
    data, headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
  });
  expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** An open incident of the member (a debit their bank rejected, unless another reason is given). */
export async function openIncidentFor(request: APIRequestContext, member: NewMember, amount: number, reason = 'debit_rejected'): Promise<number> {
  return (await post(request, '/incidents', { contactId: `/${DEMO.tenant}/contacts/${member.id}`, amount, reason })).id as number;
}

/** Closes the member's account with a reopening fee. */
export async function closeWithFee(request: APIRequestContext, member: NewMember, feeAmount: number): Promise<number> {
  return (await post(request, '/closures', { contactId: `/${DEMO.tenant}/contacts/${member.id}`, reason: 'Moved away', feeAmount })).id as number;
}
