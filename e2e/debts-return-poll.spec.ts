import { expect, test } from '@playwright/test';
import { adminToken } from './support/api';
import { DEMO } from './support/demo';
import { createMember } from './support/factories';
import { openIncidentFor } from './support/finance';
import { signInAsMember } from './support/sign-in';

// The return page reads the payment from the database, never from its address, and keeps reading it
// while the provider has not said: a member who lands there before the provider's event sees it wait,
// then sees the outcome as soon as the event lands, without reloading.
test('the return page waits for the provider and shows the payment received by itself', async ({ page, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'PB', 'Waitia');
  const incident = await openIncidentFor(request, member, 2500);
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const checkouts = await request.get(`/api/${DEMO.tenant}/checkouts?club=${encodeURIComponent(member.clubIri)}&type=web`, { headers });
  const [checkout] = ((await checkouts.json()) as { '@id': string }[]);
  // Made through the partner API, so that the test holds the payment before anyone pays it.
  const created = await request.post(`/api/${DEMO.tenant}/payable_objects`, {
    headers: { ...headers, 'content-type': 'application/json' },
    data: {
      contactId: `/${DEMO.tenant}/contacts/${member.id}`, amount: 2500, currency: 'EUR', clubCode: 'PB', checkout: checkout!['@id'],
      payableObjects: { incidents: [`/${DEMO.tenant}/incidents/${incident}`] },
      validUrl: 'https://partner.example/paid', cancelUrl: 'https://partner.example/cancelled',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const payable = (await created.json()) as { '@id': string; redirectUrl: string };

  await signInAsMember(page, request, member.email);
  await page.goto(`/${DEMO.tenant}/account/debts/return?payableObject=${encodeURIComponent(payable['@id'])}`);
  await expect(page.getByRole('heading', { name: 'Waiting for your payment', level: 1 })).toBeVisible();
  await expect(page.getByTestId('payment-outcome')).toHaveText('We are waiting for the payment provider to confirm your payment of €25.00. This page updates by itself.');

  // The payer pays on the provider's page elsewhere; its signed event reaches the service.
  const payUrl = new URL(payable.redirectUrl);
  const paid = await request.post(payUrl.pathname, { form: { cardNumber: '4242 4242 4242 4242' }, maxRedirects: 0 });
  expect(paid.status()).toBeLessThan(400);

  // No reload: the page that was waiting says so itself.
  await expect(page.getByRole('heading', { name: 'Payment received', level: 1 })).toBeVisible();
  await expect(page.getByTestId('payment-outcome')).toHaveText('Your payment of €25.00 was received. Thank you!');
  await page.goto(`/${DEMO.tenant}/account/debts`);
  await expect(page.getByTestId('debt-total')).toHaveText('€0.00');
});
