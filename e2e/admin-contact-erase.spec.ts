import { expect, test } from '@playwright/test';
import { createDemoContact, uniqueSuffix } from './support/admin';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { openIncidentFor } from './support/finance';
import { signInAsStaff } from './support/sign-in';

// A person who leaves: staff erase their personal data from the contact's page; the money they owe stays.
test('the owner erases a contact\'s personal data after confirming; the money history stays', async ({ page, request }) => {
  const contact = await createDemoContact(request, { givenName: 'Lea', familyName: `Oubli${uniqueSuffix()}` });
  await openIncidentFor(request, { id: contact.id, email: contact.email, clubIri: '' }, 2500); // clubIri: unused by the incident
  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/contacts/${contact.id}`);
  const name = `${contact.givenName} ${contact.familyName}`;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const section = page.getByRole('region', { name: 'Erase personal data' });
  await expect(section).toContainText('Kept: the contact number, invoices, payments, incidents, sales and the ledger.');
  await section.getByRole('button', { name: `Erase the personal data of ${contact.number}` }).click();
  await expect(section.getByText('Erase this person’s data for good? It cannot be undone.')).toBeVisible();
  await capture(page, 'admin-contact-erase-confirm');
  await section.getByRole('button', { name: 'Erase for good' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Erased person' })).toBeVisible();
  await expect(page.getByText('Personal data erased')).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByText(contact.email)).toHaveCount(0);
  await expect(page.getByRole('definition').filter({ hasText: contact.number })).toBeVisible();
  // No identity form to fill again, no second erasure; the incident is still there.
  await expect(page.getByRole('button', { name: 'Save identity' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Erase personal data' })).toHaveCount(0);
  await expect(page.getByText('25.00').or(page.getByText('€25.00')).first()).toBeVisible();
  await capture(page, 'admin-contact-erased');

  // The contacts list shows it by its number only.
  await page.goto(`/${DEMO.tenant}/admin/contacts?q=${contact.number}`);
  const results = page.getByRole('list', { name: 'Contacts' });
  await expect(results.getByRole('link', { name: 'Erased person' })).toBeVisible();
  await capture(page, 'admin-contact-erased-list');
});

test('the desk role is not offered the erasure', async ({ page, request }) => {
  const contact = await createDemoContact(request, { givenName: 'Noe', familyName: `Garde${uniqueSuffix()}` });
  await signInAsStaff(page, { email: DEMO.desk.email, password: DEMO.desk.password });
  await page.goto(`/${DEMO.tenant}/admin/contacts/${contact.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${contact.givenName} ${contact.familyName}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Erase personal data' })).toHaveCount(0);
});
