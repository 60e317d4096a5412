import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken } from './support/api';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember } from './support/factories';
import { signInAsStaff } from './support/sign-in';

// Staff open the reconciliation from the finance page: the ledger's checks, each with its word, and
// today's row of the first club holding the money a sale of this spec took in cash and by card.

async function partner(request: APIRequestContext) {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };
  return async <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(`/api/${DEMO.tenant}${path}`, { method, headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** A water bottle sold at Paris Bastille today, paid 10.00 in cash and 5.00 by card. */
async function sellABottle(request: APIRequestContext): Promise<void> {
  const member = await createMember(request, 'PB', 'Recona');
  const call = await partner(request);
  const offers = await call<{ '@id': string; name: string }[]>('GET', `/offers?${new URLSearchParams({ 'context[club]': member.clubIri })}`);
  const bottle = offers.find((o) => o.name === 'Water bottle')!;
  const sale = await call<{ id: number }>('POST', '/sales', {
    contactId: `/${DEMO.tenant}/contacts/${member.id}`, clubId: member.clubIri, clubCode: 'PB',
    address: { addressCountry: 'France', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue de la Roquette' },
  });
  await call('POST', `/sales/${sale.id}/articles`, { offerId: bottle['@id'] });
  await call('POST', `/sales/${sale.id}/payments`, { amount: 1000, mean: 'cash' });
  await call('POST', `/sales/${sale.id}/payments`, { amount: 500, mean: 'card', paymentCards: [{ amount: 500, network: 'Visa' }] });
  expect((await call<{ state: string }>('GET', `/sales/${sale.id}`)).state).toBe('validated');
}

test('staff see the ledger checks and the day\'s money by mean', async ({ page, request }) => {
  test.setTimeout(180_000);
  await sellABottle(request);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

  await signInAsStaff(page);
  await page.getByRole('link', { name: 'Finance', exact: true }).click();
  await page.getByRole('navigation', { name: 'Finance' }).getByRole('link', { name: 'Reconciliation' }).click();
  await expect(page.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Club', { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);

  const checks = page.getByRole('list', { name: 'Ledger checks' });
  await expect(checks.getByRole('listitem')).toHaveCount(7);
  await expect(checks.locator('[data-check="transactions-balanced"]')).toContainText('Every transaction balanced');
  await expect(checks.locator('[data-check="transactions-balanced"]')).toContainText('OK');
  await expect(page.getByRole('status').filter({ hasText: 'All 7 checks pass.' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  const row = page.locator(`tr[data-day="${today}"]`);
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).not.toHaveText('€0.00'); // cash
  await expect(cells.nth(2)).not.toHaveText('€0.00'); // cards
  await expect(page.getByRole('heading', { name: 'Online payments to review' })).toBeVisible();
  await capture(page, 'admin-reconciliation');
  await expectAccessible(page);

  // The filters live in the URL: one day of Paris Nation.
  await page.getByLabel('Club', { exact: true }).selectOption({ label: 'Paris Nation' });
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(page.getByText(/^Paris Nation, /)).toBeVisible();
  await expect(page.locator('tr[data-day]')).toHaveCount(1);
});
