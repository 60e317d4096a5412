import { expect, test } from '@playwright/test';
import { uniqueSuffix } from './support/admin';
import { expectAccessible } from './support/axe';
import { bookingMember, bookThroughApi, parisWall, scheduleClass } from './support/booking';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { openIncidentFor } from './support/finance';
import { signInAsStaff } from './support/sign-in';

// The contact's whole story on its page, a contact created at the desk, and the API clients page.
// Each test makes data of its own through the partner API, so they run in any order.

test('staff see a contact\'s subscriptions, bookings and debt, and cancel at the desk from there', async ({ page, request }) => {
  const member = await bookingMember(request, 'PB', 'Story');
  const yoga = await scheduleClass(request, { label: 'Story yoga', wall: parisWall(2, '18:00') });
  expect(await bookThroughApi(request, yoga.id, member)).toBe('booked');
  await openIncidentFor(request, member, 2500);

  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/contacts/${member.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Story Example' })).toBeVisible();

  const subscriptions = page.getByRole('region', { name: 'Subscriptions' });
  const monthly = subscriptions.getByRole('listitem', { name: 'Monthly Club' });
  await expect(monthly).toContainText('Active');
  await expect(monthly).toContainText('since');

  const bookings = page.getByRole('region', { name: 'Bookings' });
  const upcoming = bookings.getByRole('list', { name: 'To come' });
  await expect(upcoming.getByRole('listitem').filter({ hasText: yoga.name })).toContainText('Booked');
  await expect(upcoming.getByRole('listitem').filter({ hasText: yoga.name })).toContainText('Paris Bastille');
  await expect(upcoming.getByRole('listitem').filter({ hasText: yoga.name })).toContainText('18:00');
  await expect(bookings).toContainText('No class yet.');

  const money = page.getByRole('region', { name: 'Sales and money' });
  await expect(money).toContainText('€25.00');
  await expect(money).toContainText('1 open incident');
  await expect(money).toContainText('No sale yet.');
  await expect(money.getByRole('link', { name: 'Open on the finance page' })).toHaveAttribute('href', `/${DEMO.tenant}/admin/finance?contact=${member.id}`);
  await expectAccessible(page);
  await capture(page, 'admin-contact-story');

  await monthly.getByRole('link', { name: 'Cancel Monthly Club at the desk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New cancellation' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Monthly Club' })).toBeChecked();
});

test('staff create a contact from the back office: refusals beside the field, then its page', async ({ page }) => {
  const familyName = `Desk${uniqueSuffix()}`;
  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/contacts`);
  await page.getByRole('link', { name: 'New contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New contact' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create the contact' })).toBeEnabled();
  await capture(page, 'admin-contact-new');

  await page.getByLabel('Given name').fill('Nora');
  await page.getByLabel('Family name').fill(familyName);
  await page.getByRole('button', { name: 'Create the contact' }).click();
  await expect(page.getByLabel('Club', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#clubId-error')).toHaveText('Choose the club.');

  await page.getByLabel('Club', { exact: true }).selectOption('Paris Bastille');
  await page.getByRole('button', { name: 'Create the contact' }).click();
  // The e-mail is required by the domain operation (POST /contacts says the same): said beside it.
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // The demo network also requires the birth date (its required contact fields): said beside it too.
  await expect(page.getByLabel('Birth date')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('E-mail address').fill(`${familyName.toLowerCase()}@demo.test`);
  await page.getByLabel('Birth date').fill('1991-06-15');
  await page.getByRole('button', { name: 'Create the contact' }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.tenant}/admin/contacts/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: `Nora ${familyName}` })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Paris Bastille' })).toBeVisible();
});

test('the owner registers an API client, sees its secret once, gets a token with it, then revokes it', async ({ page, request }) => {
  const name = `Kiosk ${uniqueSuffix()}`;
  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'API clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API clients' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();

  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Register' }).click();
  const heading = page.getByRole('heading', { name: `${name} is registered` });
  await expect(heading).toBeFocused();
  await expect(page.getByText('it will not be shown again')).toBeVisible();
  const clientId = await page.getByLabel('Client id').inputValue();
  const clientSecret = await page.getByLabel('Client secret').inputValue();
  expect(clientSecret.length).toBeGreaterThan(20);
  const item = page.getByRole('listitem', { name });
  await expect(item).toContainText('partner');
  await expect(item).toContainText('Active');
  await expectAccessible(page);
  await capture(page, 'admin-api-clients-secret');

  const ask = () => request.post(`/api/${DEMO.tenant}/oauth/v2/token`, {
    form: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
  });
  const granted = await ask();
  expect(granted.status()).toBe(200);
  expect(((await granted.json()) as { scope: string }).scope).toBe('partner');

  await page.getByRole('button', { name: 'I have kept it' }).click();
  await expect(heading).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Client secret')).toHaveCount(0);

  await item.getByRole('button', { name: `Revoke ${name}` }).click();
  await item.getByRole('button', { name: 'Revoke for good' }).click();
  await expect(page.getByText(`${name} is revoked`)).toBeVisible();
  await expect(item).toContainText('Revoked');
  await capture(page, 'admin-api-clients');
  expect((await ask()).status()).toBe(401);
});

test('front-desk staff are told the API clients are for the owner and managers', async ({ page }) => {
  await signInAsStaff(page, DEMO.desk);
  await page.goto(`/${DEMO.tenant}/admin/api-clients`);
  await expect(page.getByText('Only the owner and managers can see, register and revoke API clients.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
});
