import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken } from './support/api';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember, type NewMember } from './support/factories';
import { openIncidentFor } from './support/finance';
import { signInAsMember } from './support/sign-in';

// The return pages read the payment from the database, never from their address, and keep reading it
// while the provider has not said: a member who lands there before the provider's event sees it wait,
// then sees the outcome as soon as the event lands, without reloading. Each test makes the payment
// through the partner API, so that it holds the payment before anyone pays it.

async function partner(request: APIRequestContext) {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };
  return async <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(`/api/${DEMO.tenant}${path}`, { method, headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** A payable object for what the member owes or buys, awaiting its payment. */
async function awaitedPayment(request: APIRequestContext, member: NewMember, amount: number, payableObjects: Record<string, string[]>) {
  const call = await partner(request);
  const [checkout] = await call<{ '@id': string }[]>('GET', `/checkouts?club=${encodeURIComponent(member.clubIri)}&type=web`);
  return call<{ '@id': string; redirectUrl: string }>('POST', '/payable_objects', {
    contactId: `/${DEMO.tenant}/contacts/${member.id}`, amount, currency: 'EUR', clubCode: 'PB', checkout: checkout!['@id'],
    payableObjects, validUrl: 'https://partner.example/paid', cancelUrl: 'https://partner.example/cancelled',
  });
}

/** The payer pays on the provider's page, elsewhere; its signed event reaches the service. */
async function payElsewhere(request: APIRequestContext, redirectUrl: string): Promise<void> {
  const paid = await request.post(new URL(redirectUrl).pathname, { form: { cardNumber: '4242 4242 4242 4242' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

test('the debt return page waits for the provider and shows the payment received by itself', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await createMember(request, 'PB', 'Waitia');
  const incident = await openIncidentFor(request, member, 2500);
  const payable = await awaitedPayment(request, member, 2500, { incidents: [`/${DEMO.tenant}/incidents/${incident}`] });

  await signInAsMember(page, request, member.email);
  await page.goto(`/${DEMO.tenant}/account/debts/return?payableObject=${encodeURIComponent(payable['@id'])}`);
  await expect(page.getByRole('heading', { name: 'Waiting for your payment', level: 1 })).toBeVisible();
  await expect(page.getByTestId('payment-outcome')).toHaveText('We are waiting for the payment provider to confirm your payment of €25.00. This page updates by itself.');
  await capture(page, 'debts-return-waiting');

  await payElsewhere(request, payable.redirectUrl);
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
  await expect(page.getByTestId('payment-outcome')).toHaveText('Your payment of €25.00 was received. Thank you!');
  await page.goto(`/${DEMO.tenant}/account/debts`);
  await expect(page.getByTestId('debt-total')).toHaveText('€0.00');
});

test('the cart return page waits for the provider and shows the purchase confirmed by itself', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await createMember(request, 'PB', 'Cartia');
  const call = await partner(request);
  const offers = await call<{ '@id': string; name: string }[]>('GET', `/offers?${new URLSearchParams({ 'context[club]': member.clubIri })}`);
  const bottle = offers.find((o) => o.name === 'Water bottle')!;
  const sale = await call<{ '@id': string; id: number }>('POST', '/sales', {
    contactId: `/${DEMO.tenant}/contacts/${member.id}`, clubId: member.clubIri, clubCode: 'PB',
    address: { addressCountry: 'France', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue de la Roquette' },
  });
  await call('POST', `/sales/${sale.id}/articles`, { offerId: bottle['@id'] });
  const payable = await awaitedPayment(request, member, 1500, { sales: [sale['@id']] });

  await signInAsMember(page, request, member.email);
  await page.goto(`/${DEMO.tenant}/cart/return?payableObject=${encodeURIComponent(payable['@id'])}`);
  await expect(page.getByRole('heading', { name: 'Payment pending', level: 1 })).toBeVisible();
  await capture(page, 'cart-return-waiting');

  await payElsewhere(request, payable.redirectUrl);
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
  await expect(page.getByTestId('payment-outcome')).toHaveText('Thank you: €15.00 was paid. Your purchase is confirmed and the club has your invoice.');
  expect((await call<{ state: string }>('GET', `/sales/${sale.id}`)).state).toBe('validated');
});
