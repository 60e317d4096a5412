// The member portal paying through Stripe (CONTRACT §12, docs/providers.md): the shared server has
// Stripe's test keys and STRIPE_API_BASE pointing at a fixed port (playwright.config.ts,
// e2e/support/stripe.ts), where this spec runs the fake of Stripe's HTTP API the vitest tests use
// (tests/payments/stripe-fake.ts), in its own process so that it reads what the fake was asked.
// The solo tenant's club is switched to Stripe: no other spec pays there, so the sandbox payments of
// every other spec are untouched. A member pays a cart and is sent to the Checkout Session's page on
// the fake; coming back before Stripe's event shows the payment waiting (the return address decides
// nothing); the signed checkout.session.completed event, posted as Stripe posts it, pays the sale and
// the waiting page follows by itself, here read in French.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FakeStripe, stripeEvent } from '../tests/payments/stripe-fake';
import { adminToken } from './support/api';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { SOLO } from './support/demo';
import { requestMemberCode } from './support/sign-in';
import { STRIPE_E2E } from './support/stripe';

const ACCOUNT = 'acct_1KMvhJPqBuM1Ivvu';
const PUBLIC_KEY = 'pk_test_51JX5Z4LanmA9Pcv3vDu2043dRuCkx37Qkgdcti';

const fake = new FakeStripe();

test.beforeAll(async () => {
  await fake.start(STRIPE_E2E.apiPort(Number(process.env.E2E_PORT ?? 3100)));
});

test.afterAll(async () => {
  await fake.stop();
});

async function soloCall(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) {
  const token = await adminToken(request, SOLO.tenant, SOLO.adminClient);
  const response = await request.fetch(`/api/${SOLO.tenant}${path}`, {
    method, ...(data ? { data } : {}), headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<unknown>;
}

test('a member pays a cart on Stripe Checkout; the signed event, not the return, pays it', async ({ page, request }) => {
  // Sign-in, the shop, the cart and its address, two returns and two axe runs: more than 30 s on a busy 2-core CI.
  test.setTimeout(120_000);
  const [club] = await soloCall(request, 'GET', '/clubs') as { '@id': string }[];
  const email = `stripia-${Date.now()}-${Math.floor(Math.random() * 1e6)}@solo.test`;
  await soloCall(request, 'POST', '/contacts', { email, givenName: 'Stripia', familyName: 'Example', birthDate: '1992-05-17', clubId: club!['@id'] });
  const [checkout] = await soloCall(request, 'GET', `/checkouts?club=${encodeURIComponent(club!['@id'])}&type=web`) as { id: number }[];
  const configured = await soloCall(request, 'PATCH', `/checkouts/${checkout!.id}`, {
    webPaymentProviderType: 'stripe', paymentProviderConfiguration: { publicKey: PUBLIC_KEY, accountId: ACCOUNT },
  }) as { webPaymentProviderType: string };
  expect(configured.webPaymentProviderType).toBe('stripe');

  const code = await requestMemberCode(page, request, email, SOLO.tenant, SOLO.adminClient);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/${SOLO.tenant}/account`);

  await page.goto(`/${SOLO.tenant}/shop`);
  await page.getByRole('list', { name: 'Offers' }).getByRole('button', { name: 'Add 10 sessions to the cart' }).click();
  await page.getByRole('link', { name: 'See the cart' }).click();
  await page.getByRole('link', { name: 'Add my address' }).click();
  await page.getByLabel('Street and number').fill('12 rue de la Roquette');
  await page.getByLabel('Postcode').fill('75011');
  await page.getByLabel('Town').fill('Paris');
  await page.getByLabel('Country').fill('France');
  await page.getByRole('button', { name: 'Save and return to the cart' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('€120.00');
  await page.getByRole('button', { name: 'Pay €120.00 online' }).click();

  // Sent to the Checkout Session's page, made on the club's connected account for the cart's amount,
  // with our return pages as Stripe's success and cancel addresses.
  await expect(page).toHaveURL(new RegExp(`^${fake.base}/pay/cs_test_\\w+$`));
  await expect(page.getByRole('heading', { name: 'Stripe Checkout (fake)' })).toBeVisible();
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  expect(created?.account).toBe(ACCOUNT);
  expect(created?.idempotencyKey).toMatch(/^payable_object:.+:session$/);
  const session = fake.object(sessionId) as unknown as { amount_total: number; currency: string; success_url: string; cancel_url: string; metadata: { payableObject: string } };
  expect({ amount: session.amount_total, currency: session.currency }).toEqual({ amount: 12000, currency: 'eur' });
  const returnPath = `/${SOLO.tenant}/cart/return?payableObject=${encodeURIComponent(session.metadata.payableObject)}`;
  expect(session.success_url).toMatch(new RegExp(`^https?://[^/]+${returnPath.replace(/[?.*+()[\]\\]/g, '\\$&')}$`));

  // Back on our return page before Stripe has said anything: it waits, whatever the address says.
  await page.goto(session.success_url);
  await expect(page.getByRole('heading', { name: 'Payment pending', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await capture(page, 'portal-stripe-waiting');

  // The same page in French, still waiting.
  await page.context().addCookies([{ name: 'locale', value: 'fr', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paiement en attente', level: 1 })).toBeVisible();
  await expect(page.getByText('Cette page se met à jour d’elle-même.')).toBeVisible();

  // Stripe's event, signed with the endpoint's secret as Stripe signs it: the page follows by itself.
  const event = stripeEvent('checkout.session.completed', fake.completeSession(sessionId), {
    secret: STRIPE_E2E.webhookSecret, account: ACCOUNT, timestamp: Math.floor(Date.now() / 1000),
  });
  const delivered = await request.post('/api/webhooks/payments/stripe', { headers: event.headers, data: event.body });
  expect(delivered.status(), await delivered.text()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Paiement reçu', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('payment-outcome')).toContainText(/120,00\s€ ont été payés/);
  await expectAccessible(page);
  await capture(page, 'portal-stripe-paid-fr');

  // What the member bought is theirs: the booklet and its paid invoice are in their history. (The
  // French cookie was set for the return page's host, Stripe's success_url; the app's own pages are
  // on the base URL, in English.)
  await page.goto(`/${SOLO.tenant}/account`);
  await page.getByRole('link', { name: 'See my history' }).click();
  await expect(page.getByRole('heading', { name: 'My history', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Purchases' })).toContainText('10 sessions: 10 sessions left of 10');
  await expect(page.getByRole('region', { name: 'Invoices' }).getByRole('listitem')).toContainText('Paid');

  // A forged copy (another secret) is refused and changes nothing.
  const forged = stripeEvent('checkout.session.completed', fake.object(sessionId), { secret: 'whsec_notours', account: ACCOUNT, timestamp: Math.floor(Date.now() / 1000) });
  expect((await request.post('/api/webhooks/payments/stripe', { headers: forged.headers, data: forged.body })).status()).toBe(400);
});
