import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { createMember, importSubscription, monthsFromToday } from './support/factories';
import { signInAsMember, signInAsStaff } from './support/sign-in';

// Freeze (issue 29 item 5, CONTRACT §15): a member asks to suspend their subscription from the
// account page, sees the club's rules and the state of the request; staff accept it beside the
// cancellations; the member's page then says accepted.

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a member asks for a freeze, staff accept it, the member sees it accepted', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'PB', 'Freya');
  await importSubscription(request, member, {
    name: 'Monthly Freeze', paymentType: 'direct_debit', startDate: monthsFromToday(-2), engagedThrough: monthsFromToday(10), rhythmBilling: 'monthly',
  });
  const start = monthsFromToday(1);
  const end = addDays(start, 13);

  await signInAsMember(page, request, member.email);
  const card = page.getByRole('article', { name: 'Monthly Freeze', exact: true });
  await card.getByRole('link', { name: /^Freeze my subscription/ }).click();
  await expect(page.getByRole('heading', { name: 'Freeze Monthly Freeze', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('A freeze lasts 7 to 90 days, the first and last days included.');
  await expect(page.getByText('No freeze requested yet.')).toBeVisible();

  // Too short: the club's rule is said, nothing is recorded.
  await page.getByLabel('First day').fill(start);
  await page.getByLabel('Last day').fill(addDays(start, 2));
  await expect(page.getByText('3 days', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('outside the club\'s rules');

  await page.getByLabel('Last day').fill(end);
  await expect(page.getByText('14 days', { exact: true })).toBeVisible();
  await page.getByLabel('Reason (optional)').fill('Travelling abroad');
  await page.getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByText('Your request is sent.')).toBeVisible();
  const requests = page.getByRole('region', { name: 'My requests' });
  await expect(requests.getByRole('listitem')).toHaveCount(1);
  await expect(requests.getByRole('listitem')).toContainText('Waiting for the club');
  await expect(requests.getByRole('listitem')).toContainText('Travelling abroad');
  await expectAccessible(page);
  await capture(page, 'member-freeze-requested');

  // Staff, in a browser of their own: the request waits beside the cancellations.
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await staffContext.newPage();
  await signInAsStaff(staff);
  await staff.goto(`/${member.clubIri.split('/')[1]}/admin/cancellations`);
  await staff.getByRole('navigation', { name: 'Cancellations and freezes' }).getByRole('link', { name: 'Freezes' }).click();
  await expect(staff.getByRole('heading', { name: 'Freeze requests', level: 1 })).toBeVisible();
  const request1 = staff.getByRole('article', { name: 'Freya Example · Waiting' });
  await expect(request1).toContainText('Monthly Freeze');
  await expect(request1).toContainText('14 days');
  await expect(request1).toContainText('Travelling abroad');
  await expectAccessible(staff);
  await capture(staff, 'admin-freeze-requests');
  await request1.getByRole('button', { name: 'Accept the freeze of Freya Example' }).click();
  await expect(staff.getByText('Freeze of Freya Example accepted.')).toBeVisible();
  await expect(staff.getByRole('article', { name: 'Freya Example · Waiting' })).toHaveCount(0);
  await staff.getByRole('link', { name: 'All', exact: true }).click();
  await expect(staff.getByRole('article', { name: 'Freya Example · Accepted' }).first()).toBeVisible();
  await staffContext.close();

  // The member's page says accepted; the commitment moved by 14 days.
  await page.reload();
  await expect(requests.getByRole('listitem')).toContainText('Accepted');
  await page.getByRole('link', { name: 'My account' }).first().click();
  await expect(page.getByRole('article', { name: 'Monthly Freeze', exact: true })).toBeVisible();
});

test('en français : la page de suspension et ses règles', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'PB', 'Fanny');
  await importSubscription(request, member, { name: 'Mensuel', paymentType: 'direct_debit', startDate: monthsFromToday(-1), rhythmBilling: 'monthly' });
  await signInAsMember(page, request, member.email);
  await page.getByRole('button', { name: /Français/ }).click();
  const card = page.getByRole('article', { name: 'Mensuel', exact: true });
  await card.getByRole('link', { name: /^Suspendre mon abonnement/ }).click();
  await expect(page.getByRole('heading', { name: 'Suspendre Mensuel', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Une suspension dure de 7 à 90 jours, premier et dernier jours compris.');
  await expect(page.getByText('Aucune suspension demandée pour l’instant.')).toBeVisible();
  await page.getByLabel('Premier jour').fill(monthsFromToday(1));
  await page.getByLabel('Dernier jour').fill(addDays(monthsFromToday(1), 9));
  await expect(page.getByText('10 jours', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(page.getByRole('region', { name: 'Mes demandes' }).getByRole('listitem')).toContainText('En attente du club');
  await expectAccessible(page);
  await capture(page, 'member-freeze-fr');
});
