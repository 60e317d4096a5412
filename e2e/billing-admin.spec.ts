import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, newestMessageId, waitForLoginCode } from './support/api';
import { uniqueSuffix } from './support/admin';
import { capture } from './support/capture';
import { DEMO, MEMBERS } from './support/demo';
import { signInAsStaff } from './support/sign-in';

// Staff see a contact's direct debit (alice's demo mandate), run a club's billing day and read what it
// invoiced, collected and rejected (every member invoiced, failures first), are asked before a day still
// to come is collected early, then revoke a mandate. The spec sells its own members the demo's
// monthly direct-debit offer through the partner API, started on a fixed past date, so the billing day
// it runs holds exactly its three new installments (earlier runs of the spec billed theirs already):
// one collected, one rejected by the sandbox bank (CONTRACT §9.8), one without a mandate.

const START = '2026-01-10';
const DEBIT_DAY = 5;
const REJECTED_IBAN = 'GB82WEST12345698765432';

type Json = Record<string, unknown>;

async function api(request: APIRequestContext) {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };
  const call = async <T = Json>(method: 'GET' | 'POST', path: string, data?: unknown, params?: Record<string, string>): Promise<T> => {
    const response = await request.fetch(`/api/${DEMO.tenant}${path}`, { method, data, params, headers });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return { token, call };
}

type Api = Awaited<ReturnType<typeof api>>;

interface Member { id: number; number: string; name: string; mobile: string; clubIri: string }

async function newMember(client: Api, clubIri: string, givenName: string): Promise<Member> {
  const unique = uniqueSuffix();
  const mobile = `+3363${unique.slice(-7)}`;
  const contact = await client.call('POST', '/contacts', {
    email: `${givenName.toLowerCase()}-${unique}@demo.test`, givenName, familyName: 'Example', birthDate: '1990-02-11', mobile, clubId: clubIri,
  });
  return { id: contact.id as number, number: contact.number as string, name: `${givenName} Example`, mobile, clubIri };
}

/** POST /mandates, then the SMS signature with the code the sandbox received: an active mandate. */
async function activeMandate(client: Api, request: APIRequestContext, member: Member, iban: string, bic: string): Promise<string> {
  const mandate = await client.call('POST', '/mandates', {
    clubId: member.clubIri, contactId: `/${DEMO.tenant}/contacts/${member.id}`, contactFamilyName: 'Example', contactGivenName: member.name.split(' ')[0],
    contactNumber: 'E2E', contactAddress: { addressCountry: 'France', addressCountryIso: 'FR', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue de la Roquette' },
    holder: member.name, iban, bic, bank: 'Test bank', validFrom: '2026-01-01',
  });
  const before = await newestMessageId(request, DEMO.tenant, client.token, member.mobile);
  const signature = await client.call('POST', '/signature_requests', { contactId: `/${DEMO.tenant}/contacts/${member.id}`, targetIds: [mandate['@id']] });
  const code = await waitForLoginCode(request, DEMO.tenant, client.token, member.mobile, before);
  await client.call('POST', `/signature_requests/${signature.id as number}/transitions`, { transition: 'validate', code });
  return mandate.reference as string;
}

/** A validated sale of the offer, paid in cash: an active direct-debit subscription from START. */
async function sell(client: Api, member: Member, offerIri: string): Promise<void> {
  // The invoice names the buyer: the sale carries their name, number and address.
  const sale = await client.call('POST', '/sales', {
    contactId: `/${DEMO.tenant}/contacts/${member.id}`, clubId: member.clubIri, clubCode: 'PB',
    contactFamilyName: 'Example', contactGivenName: member.name.split(' ')[0], contactNumber: member.number,
    address: { addressCountry: 'France', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue de la Roquette' },
  });
  await client.call('POST', `/sales/${sale.id as number}/articles`, { offerId: offerIri, implementation: { startDate: START }, repaymentSchedule: { debitDay: DEBIT_DAY } });
  const { totalTI } = await client.call<{ totalTI: number }>('GET', `/sales/${sale.id as number}`);
  if (totalTI > 0) await client.call('POST', `/sales/${sale.id as number}/payments`, { amount: totalTI, mean: 'cash' });
  await expect.poll(async () => (await client.call<{ state: string }>('GET', `/sales/${sale.id as number}`)).state, {
    message: `sale ${sale.id as number} validated`, timeout: 5_000,
  }).toBe('validated');
}

test('staff see alice\'s mandate, run a billing day and read what it invoiced, collected and rejected, then revoke a mandate', async ({ page, request }) => {
  test.setTimeout(180_000);
  const client = await api(request);
  const clubs = await client.call<{ '@id': string; id: number; code: string }[]>('GET', '/clubs');
  const pb = clubs.find((c) => c.code === 'PB')!;
  const offers = await client.call<{ '@id': string; id: number; name: string }[]>('GET', '/offers', undefined, { 'context[club]': pb['@id'], type: 'subscription' });
  const offer = offers.find((o) => o.name.startsWith('Monthly Club'))!;
  const schedule = await client.call<{ debits: { date: string; amountTI: number }[] }>('GET', `/offers/${offer.id}/debit_schedule`, undefined,
    { startDate: START, debitDay: String(DEBIT_DAY) });
  const debit = schedule.debits[0]!;

  const suffix = uniqueSuffix().slice(-5);
  const paying = await newMember(client, pb['@id'], `Paula${suffix}`);
  const rejected = await newMember(client, pb['@id'], `Rex${suffix}`);
  const noMandate = await newMember(client, pb['@id'], `Nora${suffix}`);
  const payingReference = await activeMandate(client, request, paying, 'FR7630006000011234567890189', 'BNPAFRPP');
  await activeMandate(client, request, rejected, REJECTED_IBAN, 'NWBKGB2L');
  for (const member of [paying, rejected, noMandate]) await sell(client, member, offer['@id']);

  await signInAsStaff(page);

  // Alice's demo mandate, masked, on her contact page.
  const [alice] = await client.call<{ id: number }[]>('GET', '/contacts', undefined, { email: MEMBERS.alice.email });
  await page.goto(`/${DEMO.tenant}/admin/contacts/${alice!.id}`);
  const aliceMandates = page.getByRole('list', { name: 'Mandates' });
  await expect(aliceMandates.getByRole('listitem').first()).toContainText('Active');
  await expect(aliceMandates.getByTestId('mandate-iban').first()).toHaveText(/^\*{4} \*{4} .*189$/);
  await expect(page.getByRole('heading', { name: 'Direct debit', level: 2 })).toBeVisible();
  await capture(page, 'admin-contact-mandates');

  // The billing day of Paris Bastille on the installment's date.
  await page.getByRole('navigation').getByRole('link', { name: 'Billing' }).first().click();
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await page.getByLabel('Club').selectOption({ label: 'Paris Bastille' });
  await page.getByLabel('Date').fill(debit.date);
  await page.getByRole('button', { name: 'Run billing day' }).click();
  await expect(page.getByRole('status')).toContainText('Billing day run: 3 installments invoiced, 1 collected, 2 rejected or without a mandate.');
  await expect(page).toHaveURL(new RegExp(`club=${pb.id}&date=${debit.date}`));
  await expect(page.getByTestId('billing-invoiced')).toBeVisible();
  const failed = page.getByRole('list', { name: 'Members invoiced' });
  await expect(failed.getByRole('listitem').filter({ hasText: rejected.name })).toContainText('Rejected by the bank');
  await expect(failed.getByRole('listitem').filter({ hasText: noMandate.name })).toContainText('No active mandate');
  await expect(failed.getByRole('listitem').filter({ hasText: paying.name })).toContainText('Collected');
  const runs = page.getByRole('list', { name: 'Last runs at Paris Bastille' });
  await expect(runs.getByRole('listitem').first()).toBeVisible();
  await capture(page, 'admin-billing');

  // A day still to come is collected now, not on its date: the page asks first, and "Keep" runs nothing.
  const ahead = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Date').fill(ahead);
  await page.getByRole('button', { name: 'Run billing day' }).click();
  const question = page.getByRole('group', { name: 'Run billing day' });
  await expect(question).toContainText(/days ahead\. Running it now invoices that day's installments and collects them from the members' accounts today/);
  await expect(question.getByRole('button', { name: 'Collect now' })).toBeFocused();
  await capture(page, 'admin-billing-future-question');
  await question.getByRole('button', { name: 'Keep' }).click();
  await expect(question).toHaveCount(0);
  await page.getByLabel('Date').fill(debit.date);

  // Run again: nothing is invoiced twice.
  await page.getByRole('button', { name: 'Run billing day' }).click();
  await expect(page.getByRole('status')).toContainText('Billing day run: nothing new to invoice, 0 collected, 0 rejected or without a mandate.');

  // The rejected member's page, from the run's list.
  await failed.getByRole('link', { name: rejected.name }).click();
  await expect(page.getByRole('list', { name: 'Mandates' }).getByTestId('mandate-iban')).toHaveText('**** **** **** **** **54 32');

  // Revoke the paying member's mandate, after the question.
  await page.goto(`/${DEMO.tenant}/admin/contacts/${paying.id}`);
  const mandate = page.getByRole('listitem', { name: `Mandate ${payingReference}` });
  await expect(mandate).toContainText('Active');
  await expect(page.getByRole('list', { name: 'Signature requests' }).getByRole('listitem').first()).toContainText('Signed');
  await mandate.getByRole('button', { name: `Revoke mandate ${payingReference}` }).click();
  await page.getByRole('button', { name: 'Revoke the mandate' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Mandate ${payingReference} is revoked.` })).toBeVisible();
  await expect(mandate).toContainText('Revoked');
  await expect(mandate.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  await capture(page, 'admin-contact-mandate-revoked');
});
