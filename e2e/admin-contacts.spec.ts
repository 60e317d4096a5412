import { expect, test, type Page } from '@playwright/test';
import { createDemoContact, uniqueSuffix, type CreatedContact } from './support/admin';
import { DEMO, MEMBERS } from './support/demo';
import { signInAsStaff } from './support/sign-in';

// Every test works on a contact of its own, created through the API with a unique family name.
async function openContact(page: Page, contact: CreatedContact) {
  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/contacts/${contact.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${contact.givenName} ${contact.familyName}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save identity' })).toBeEnabled();
}

test('staff find a contact by name, e-mail or number, and change the identity', async ({ page, request }) => {
  const contact = await createDemoContact(request, { givenName: 'Nadia', familyName: `Roux${uniqueSuffix()}` });
  await signInAsStaff(page);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();

  const results = page.getByRole('list', { name: 'Contacts' });
  for (const query of [contact.familyName, contact.email, contact.number]) {
    await page.getByLabel('Search contacts').fill(query);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query).replace(/\./g, '\\.')}`));
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results.getByRole('listitem')).toContainText(contact.number);
  }
  await results.getByRole('link', { name: `Nadia ${contact.familyName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Nadia ${contact.familyName}` })).toBeVisible();
  const summary = page.getByRole('definition');
  await expect(summary.filter({ hasText: contact.number })).toBeVisible();
  await expect(summary.filter({ hasText: 'Paris Bastille' })).toBeVisible();
  await expect(summary.filter({ hasText: 'Prospect' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save identity' })).toBeEnabled();

  await page.getByLabel('Given name').fill('Nadine');
  await page.getByLabel('Mobile phone').fill('+33 6 12 34 56 78');
  await page.getByLabel('Postal code').fill('69003');
  await page.getByLabel('Town or city').fill('Lyon');
  await page.getByLabel('Source').selectOption('Walk-in');
  await page.getByRole('button', { name: 'Save identity' }).click();
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Nadine ${contact.familyName}` })).toBeVisible();
  await expect(page.getByLabel('Mobile phone')).toHaveValue('+33 6 12 34 56 78');
  await expect(page.getByLabel('Town or city')).toHaveValue('Lyon');
  await expect(page.getByLabel('Source')).toHaveValue(/\d+/);
});

test('identity changes the network refuses are shown beside their field, and nothing is saved', async ({ page, request }) => {
  const contact = await createDemoContact(request, { givenName: 'Theo', familyName: `Blanc${uniqueSuffix()}` });
  await openContact(page, contact);

  await page.getByLabel('E-mail address').fill(MEMBERS.alice.email);
  await page.getByRole('button', { name: 'Save identity' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(/This e-mail is already used\./);
  await expect(page.getByRole('alert').filter({ hasText: 'Another contact of this network already uses this e-mail address.' })).toBeVisible();

  await page.getByLabel('E-mail address').fill('');
  await page.getByRole('button', { name: 'Save identity' }).click();
  await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription(/This value is required\./);
  await expect(page.getByRole('alert').filter({ hasText: 'Some required values are missing.' })).toBeVisible();

  await page.getByLabel('E-mail address').fill(contact.email);
  await page.getByLabel('Birth date').fill('2999-01-01');
  await page.getByRole('button', { name: 'Save identity' }).click();
  await expect(page.getByLabel('Birth date')).toHaveAccessibleDescription(/A birth date cannot be in the future\./);

  await page.reload();
  await expect(page.getByLabel('E-mail address')).toHaveValue(contact.email);
  await expect(page.getByLabel('Birth date')).toHaveValue('1992-03-14');
});

test('staff add and remove tags; a blocking tag marks the contact as blocked', async ({ page, request }) => {
  const contact = await createDemoContact(request, { givenName: 'Ines', familyName: `Faure${uniqueSuffix()}` });
  await openContact(page, contact);
  const tags = page.getByRole('list', { name: 'Tags' });

  await page.getByLabel('Tag name').fill('vip');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tag vip added.' })).toBeVisible();
  await expect(tags.getByRole('listitem', { name: 'vip', exact: true })).toContainText('Since');
  await expect(page.getByText('This contact is blocked')).toHaveCount(0);

  await page.getByLabel('Tag name').fill('blocking_e2e');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(tags.getByRole('listitem', { name: 'blocking_e2e', exact: true })).toContainText('Blocks the contact');
  await expect(page.getByText('This contact is blocked')).toBeVisible();
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Remove tag blocking_e2e' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tag blocking_e2e removed.' })).toBeVisible();
  await expect(tags.getByRole('listitem', { name: 'blocking_e2e', exact: true })).toHaveCount(0);
  await expect(page.getByText('This contact is blocked')).toHaveCount(0);

  await page.getByLabel('Tag name').fill('summer');
  await page.getByLabel('Valid from').fill('2030-07-01');
  await page.getByLabel('Valid through').fill('2030-06-01');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByLabel('Valid through')).toHaveAccessibleDescription(/The end cannot be before the start\./);
  await page.getByLabel('Valid through').fill('2030-08-31');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(tags.getByRole('listitem', { name: 'summer', exact: true })).toContainText('1 Jul 2030 to 31 Aug 2030');
  await expect(tags.getByRole('listitem', { name: 'summer', exact: true })).toContainText('Not yet valid');
});

test('staff give a badge, disable it and delete it; numbers are unique; consents are shown', async ({ page, request }) => {
  const contact = await createDemoContact(request, { givenName: 'Paul', familyName: `Girard${uniqueSuffix()}` });
  const number = `E2E-${uniqueSuffix()}`;
  await openContact(page, contact);

  await page.getByLabel('New badge number').fill(number);
  await page.getByRole('button', { name: 'Add badge' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Badge ${number} added.` })).toBeVisible();
  const badge = page.getByRole('listitem', { name: `Badge ${number}` });
  await expect(badge).toContainText('Active');

  await page.getByLabel('New badge number').fill(number);
  await page.getByRole('button', { name: 'Add badge' }).click();
  await expect(page.getByLabel('New badge number')).toHaveAccessibleDescription(/Another badge or QR code of this network has this number\./);

  await badge.getByRole('button', { name: `Disable badge ${number}` }).click();
  await badge.getByRole('button', { name: 'Disable badge' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Badge ${number} disabled.` })).toBeVisible();
  await expect(badge).toContainText('Disabled');
  await expect(badge.getByRole('button', { name: `Disable badge ${number}` })).toHaveCount(0);

  await badge.getByRole('button', { name: `Delete badge ${number}` }).click();
  await badge.getByRole('button', { name: 'Delete badge' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Badge ${number} deleted.` })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Badge ${number}` })).toHaveCount(0);

  // A new contact has legal messages on every channel and nothing else.
  const consents = page.getByRole('table', { name: 'Consents by channel' });
  await expect(consents.getByRole('row', { name: /^Legal information/ })).toHaveText(/Legal information\s*Yes\s*Yes\s*Yes/);
  await expect(consents.getByRole('row', { name: /^Club news/ })).toHaveText(/Club news\s*No\s*No\s*No/);
});
