import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken } from './support/api';
import { createDemoContact, importDemoSubscription, uniqueSuffix, type CreatedContact } from './support/admin';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

// Each test cancels a subscription of a member of its own (created through the API), so the seeded
// members and the member portal's specs are left alone.
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const shown = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

async function subscription(request: APIRequestContext, id: number): Promise<{ endDate: string | null }> {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const response = await request.get(`/api/${DEMO.tenant}/subscriptions/${id}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { endDate: string | null };
}

async function openNewCancellationFor(page: Page, contact: CreatedContact) {
  await page.goto(`/${DEMO.tenant}/admin/cancellations/new?contact=${contact.id}`);
  await expect(page.getByRole('button', { name: 'Create cancellation' })).toBeEnabled();
}

test('staff record a cancellation on behalf of a member, then accept it', async ({ page, request }) => {
  const member = await createDemoContact(request, { givenName: 'Lucie', familyName: `Mercier${uniqueSuffix()}` });
  const name = `Monthly Club ${uniqueSuffix()}`;
  const subscriptionId = await importDemoSubscription(request, member, name);
  const who = `Lucie ${member.familyName}`;
  const date = inDays(45);

  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Cancellations', exact: true }).click();
  await page.getByRole('link', { name: 'New cancellation' }).click();
  await page.getByLabel('Name, e-mail or contact number').fill(member.familyName);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Choose ${who}` }).click();
  await expect(page.getByRole('region', { name: '1. Member' })).toContainText(member.number);
  await expect(page.getByRole('button', { name: 'Create cancellation' })).toBeEnabled();

  const target = page.getByRole('group', { name: 'What ends' });
  await expect(target.getByRole('radio', { name: 'Insurance' })).toBeDisabled();
  await target.getByRole('radio', { name }).check();
  await page.getByLabel('Cancellation date').fill(date);
  await page.getByLabel('Motive', { exact: true }).selectOption('Price');
  await page.getByLabel('Comment').fill('Asked at the front desk.');
  await page.getByRole('button', { name: 'Create cancellation' }).click();

  await expect(page).toHaveURL(/\/admin\/cancellations\?status=submitted&created=\d+$/);
  await expect(page.getByText(`Cancellation created for ${who}.`)).toBeVisible();
  const waiting = page.getByRole('article', { name: `${who}, waiting for a decision` });
  await expect(waiting).toContainText(name);
  await expect(waiting).toContainText(member.number);
  await expect(waiting).toContainText(shown(date));
  await expect(waiting).toContainText('Price');
  await expect(waiting).toContainText('Back office');
  await expect(waiting).toContainText('Asked at the front desk.');

  await waiting.getByRole('button', { name: `Accept the cancellation of ${who}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Cancellation of ${who} accepted.` })).toBeVisible();
  await expect(waiting).toHaveCount(0);

  await page.getByLabel('Status', { exact: true }).selectOption('accepted');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/[?&]status=accepted/);
  await expect(page.getByRole('article', { name: `${who}, accepted` })).toContainText(shown(date));
  expect((await subscription(request, subscriptionId)).endDate).toBe(date);
});

test('an option is cancelled on its own and rejected; the form says what is missing', async ({ page, request }) => {
  const member = await createDemoContact(request, { givenName: 'Hugo', familyName: `Perrin${uniqueSuffix()}`, clubCode: 'PN' });
  const name = `Club Plus ${uniqueSuffix()}`;
  const subscriptionId = await importDemoSubscription(request, member, name, 'PN');
  const who = `Hugo ${member.familyName}`;

  await signInAsStaff(page);
  await openNewCancellationFor(page, member);
  await page.getByRole('button', { name: 'Create cancellation' }).click();
  await expect(page.getByRole('group', { name: 'What ends' })).toContainText('Choose the subscription or the option to cancel.');
  await expect(page.getByLabel('Cancellation date')).toHaveAccessibleDescription(/Choose the day the subscription ends\./);

  await page.getByRole('group', { name: 'What ends' }).getByRole('radio', { name: 'Towel service' }).check();
  await page.getByLabel('Cancellation date').fill(inDays(20));
  await page.getByRole('button', { name: 'Create cancellation' }).click();
  const waiting = page.getByRole('article', { name: `${who}, waiting for a decision` });
  await expect(waiting).toContainText(`Towel service, an option of ${name}`);
  await expect(waiting).toContainText('None given');

  await waiting.getByRole('button', { name: `Reject the cancellation of ${who}` }).click();
  await waiting.getByRole('button', { name: 'Reject cancellation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Cancellation of ${who} rejected.` })).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('rejected');
  await page.getByLabel('Club', { exact: true }).selectOption('Paris Nation');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('article', { name: `${who}, rejected` })).toBeVisible();
  for (const text of await page.getByRole('article').allInnerTexts()) expect(text).toContain('Paris Nation');
  expect((await subscription(request, subscriptionId)).endDate).toBeNull();
});
