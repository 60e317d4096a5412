// The sandbox provider's hosted page (CONTRACT §9.6), at a phone's width: a partner asks for a web
// wallet payment through the API, the payer opens redirectUrl, types a test card and is sent back;
// the payable object follows the provider's signed event, never the return.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken } from './support/api';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember } from './support/factories';

test.use({ viewport: { width: 390, height: 844 } });

interface Payable { '@id': string; id: number; redirectUrl: string; state: string }

async function api(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const response = await request.fetch(`/api/${DEMO.tenant}${path}`, {
    method, data, headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A web wallet payment of 25.00 for a new member, returning to this site's home page. */
async function walletPayment(request: APIRequestContext, baseURL: string, name: string): Promise<Payable> {
  const member = await createMember(request, 'PB', name);
  const checkouts = (await api(request, 'GET', `/checkouts?club=${encodeURIComponent(member.clubIri)}&type=web`)) as unknown as
    { '@id': string }[] | { 'hydra:member': { '@id': string }[] };
  const list = Array.isArray(checkouts) ? checkouts : checkouts['hydra:member'];
  const clubs = (await api(request, 'GET', '/clubs')) as unknown as { '@id': string; code: string }[];
  const code = clubs.find((club) => club['@id'] === member.clubIri)!.code;
  return (await api(request, 'POST', '/web_wallets', {
    contactId: `/${DEMO.tenant}/contacts/${member.id}`, amount: 2500, clubCode: code, checkout: list[0]!['@id'],
    validUrl: `${baseURL}/?outcome=paid`, cancelUrl: `${baseURL}/?outcome=cancelled`,
  })) as unknown as Payable;
}

test('the approving card pays, and the payer is sent back to validUrl', async ({ page, request, baseURL }) => {
  const payable = await walletPayment(request, baseURL!, 'Payer');
  await page.goto(payable.redirectUrl);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('pay-amount')).toContainText('25');
  await capture(page, 'pay-sandbox');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/pay-sandbox-390.png', fullPage: true });
  await page.getByRole('textbox').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /25/ }).click();
  await page.waitForURL(/outcome=paid/);
  expect(new URL(page.url()).searchParams.get('payableObject')).toBe(payable['@id']);
  expect((await api(request, 'GET', `/payable_objects/${payable.id}`)).state).toBe('validated');
  // Back on the page: it says the payment was made and offers no form.
  await page.goto(payable.redirectUrl);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/pay-sandbox-done-390.png', fullPage: true });
});

test('the declining card refuses, and the payer is sent back to cancelUrl', async ({ page, request, baseURL }) => {
  const payable = await walletPayment(request, baseURL!, 'Decliner');
  await page.goto(payable.redirectUrl);
  // In French too: the language switch is the page's own server action, not the card form.
  await page.getByRole('button', { name: /Français/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payer en ligne');
  await expect(page.getByText('4000 0000 0000 0002 refuse')).toBeVisible();
  await page.getByRole('textbox').fill('1111');
  await page.getByRole('button', { name: /25/ }).click();
  // Not a test card: back to the form with the hint, nothing decided.
  await expect(page.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: 'test-results/pay-sandbox-error-390.png', fullPage: true });
  expect((await api(request, 'GET', `/payable_objects/${payable.id}`)).state).toBe('requested');
  await page.getByRole('textbox').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /25/ }).click();
  await page.waitForURL(/outcome=cancelled/);
  expect((await api(request, 'GET', `/payable_objects/${payable.id}`)).state).toBe('refused');
});
