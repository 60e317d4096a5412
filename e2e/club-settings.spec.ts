import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { adminToken, getClub, patchClub } from './support/api';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

// Only this spec changes a club, and only Lyon, which no other spec looks at. Each test sets the
// values it asserts, and the club's settings are put back through the API afterwards. The tests of
// this file share Lyon, so they run one after another (still each on its own, in any order).
// Signing in, axe and a full form on a shared 2-core machine take more than the default 30 s.
test.describe.configure({ mode: 'default', timeout: 180_000 });
const LEGAL = ['legalName', 'legalAddress', 'registrationNumber', 'vatNumber', 'sepaCreditorId', 'creditorIban', 'creditorBic'];
const EDITABLE = ['name', 'timeZone', 'debitDays', 'onlinePayment', 'bookingWindowDays', 'lateCancelHours', 'onlineCancellation', ...LEGAL];
let lyonId = 0;
let original: Record<string, unknown> = {};

test.beforeEach(async ({ request }) => {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const clubs = await (await request.get(`/api/${DEMO.tenant}/clubs`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })).json() as { id: number; code: string }[];
  lyonId = clubs.find((club) => club.code === 'LY')!.id;
  const club = await getClub(request, DEMO.tenant, token, lyonId);
  original = Object.fromEntries(EDITABLE.map((key) => [key, club[key]]));
});

test.afterEach(async ({ request }) => {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  await patchClub(request, DEMO.tenant, token, lyonId, original);
});

async function openLyon(page: Page) {
  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/clubs/${lyonId}`);
  // The form resets its fields when it hydrates: type only once it has.
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await expectAccessible(page);
}

function debitDay(page: Page, day: number) {
  return page.getByRole('group', { name: 'Debit days' }).getByLabel(String(day), { exact: true });
}

test('changed settings are saved and still there after a reload', async ({ page, request }) => {
  await openLyon(page);
  await page.getByLabel('Name', { exact: true }).fill('Lyon Part-Dieu');
  await page.getByLabel('Time zone').selectOption('Europe/Brussels');
  for (let day = 1; day <= 28; day += 1) await debitDay(page, day).setChecked(day === 3 || day === 20);
  await page.getByRole('switch', { name: 'Online payment' }).setChecked(false);
  await page.getByLabel('Booking window').fill('21');
  await page.getByLabel('Late cancellation').fill('6');
  await page.getByLabel('Freeze fee').fill('15');

  await page.getByRole('switch', { name: 'Members can cancel online' }).setChecked(true);
  const types = page.getByRole('group', { name: 'Subscriptions that can be cancelled online' });
  await types.getByLabel('Direct debit (monthly)').setChecked(true);
  await types.getByLabel('Paid upfront').setChecked(true);
  await types.getByLabel('Fixed term').setChecked(false);
  const motives = page.getByRole('group', { name: 'Reasons a member can give' });
  for (const motive of ['Moving away', 'Price', 'Health reasons', 'Not using the club enough', 'Other']) {
    await motives.getByLabel(motive).setChecked(motive === 'Moving away' || motive === 'Health reasons');
  }
  await page.getByLabel('Debt limit').fill('12,50');
  await page.getByLabel('Notice period').fill('30');
  await page.getByLabel('Minimum delay').fill('7');
  await page.getByLabel('Daily limit').fill('');
  await replaceTags(page, 'Only members with one of these tags', ['vip', 'student']);
  await replaceTags(page, 'Never members with one of these tags', ['blocking_debt']);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Lyon Part-Dieu');
  await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Brussels');
  await expect(debitDay(page, 3)).toBeChecked();
  await expect(debitDay(page, 20)).toBeChecked();
  await expect(debitDay(page, 10)).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Online payment' })).not.toBeChecked();
  await expect(page.getByLabel('Booking window')).toHaveValue('21');
  await expect(page.getByLabel('Late cancellation')).toHaveValue('6');
  await expect(page.getByLabel('Freeze fee')).toHaveValue('15');
  await expect(page.getByRole('switch', { name: 'Members can cancel online' })).toBeChecked();
  await expect(types.getByLabel('Paid upfront')).toBeChecked();
  await expect(types.getByLabel('Fixed term')).not.toBeChecked();
  await expect(motives.getByLabel('Health reasons')).toBeChecked();
  await expect(motives.getByLabel('Price')).not.toBeChecked();
  await expect(page.getByLabel('Debt limit')).toHaveValue('12.50');
  await expect(page.getByLabel('Notice period')).toHaveValue('30');
  await expect(page.getByLabel('Minimum delay')).toHaveValue('7');
  await expect(page.getByLabel('Daily limit')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Remove student' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove blocking_debt' })).toBeVisible();

  // The same club through the API: the money is stored in cents, the empty quota as none.
  const club = await getClub(request, DEMO.tenant, await adminToken(request, DEMO.tenant, DEMO.adminClient), lyonId);
  expect(club).toMatchObject({
    name: 'Lyon Part-Dieu', timeZone: 'Europe/Brussels', debitDays: [3, 20], onlinePayment: false, bookingWindowDays: 21, lateCancelHours: 6, suspensionFee: 1500,
    onlineCancellation: {
      enabled: true, subscriptionTypes: ['direct_debit', 'upfront'], debtLimit: 1250, noticePeriodDays: 30, minimumDelayDays: 7,
      dailyQuota: null, eligibleTags: ['vip', 'student'], prohibitedTags: ['blocking_debt'],
    },
  });
  expect((club.onlineCancellation as { includedCancellationMotives: string[] }).includedCancellationMotives).toHaveLength(2);
});

test('an invalid value is shown next to its field and nothing is saved', async ({ page, request }) => {
  await openLyon(page);
  await page.getByLabel('Booking window').fill('999');
  await page.getByLabel('Name', { exact: true }).fill('   ');
  for (let day = 1; day <= 28; day += 1) await debitDay(page, day).setChecked(false);
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByLabel('Booking window')).toHaveAccessibleDescription(/At most 365\./);
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(/The name is required\./);
  await expect(page.getByRole('group', { name: 'Debit days' })).toContainText('At least one debit day.');
  await expect(page.getByRole('alert').filter({ hasText: 'Some values are not valid' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toHaveCount(0);

  const club = await getClub(request, DEMO.tenant, await adminToken(request, DEMO.tenant, DEMO.adminClient), lyonId);
  expect(club.bookingWindowDays).toBe(original.bookingWindowDays);
  expect(club.name).toBe(original.name);
});

test('the server re-checks the session: signed out elsewhere, a save is refused', async ({ page, context, request }) => {
  await openLyon(page);
  await context.clearCookies();
  await page.getByLabel('Booking window').fill('30');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended. Sign in again to continue.' })).toBeVisible();

  const club = await getClub(request, DEMO.tenant, await adminToken(request, DEMO.tenant, DEMO.adminClient), lyonId);
  expect(club.bookingWindowDays).toBe(original.bookingWindowDays);
});

test('staff enter the legal details and SEPA creditor in English and in French; a wrong creditor id is refused beside its field', async ({ page, request }) => {
  await openLyon(page);
  const legal = page.getByRole('region', { name: 'Legal details and SEPA creditor' });
  await legal.getByLabel('Company name').fill('Forme Plus Lyon SAS');
  await legal.getByLabel('Registered address').fill('12 rue Garibaldi\n69003 Lyon');
  await legal.getByLabel('Registration number').fill('RCS Lyon 123 456 789');
  await legal.getByLabel('VAT number').fill('fr 40 123456789');
  await legal.getByLabel('SEPA creditor identifier').fill('FR00ZZZ123456');
  await legal.getByLabel('Creditor account IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
  await legal.getByLabel('Creditor account BIC').fill('AGRIFRPP');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The check digits of FR00ZZZ123456 are wrong (72 would be right): refused beside the field, nothing saved.
  await expect(legal.getByLabel('SEPA creditor identifier')).toHaveAccessibleDescription(/not a valid SEPA creditor identifier/);
  await expect(page.getByRole('alert').filter({ hasText: 'Some values are not valid' })).toBeVisible();
  await expectAccessible(page);
  await capture(page, 'admin-club-legal-error');
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  expect((await getClub(request, DEMO.tenant, token, lyonId)).legalName).toBe(original.legalName);

  await legal.getByLabel('SEPA creditor identifier').fill('FR72ZZZ123456');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').getByText('Saved', { exact: true })).toBeVisible();
  // Codes are kept as banks write them: upper case, without spaces.
  expect(await getClub(request, DEMO.tenant, token, lyonId)).toMatchObject({
    legalName: 'Forme Plus Lyon SAS', legalAddress: '12 rue Garibaldi\n69003 Lyon', registrationNumber: 'RCS Lyon 123 456 789',
    vatNumber: 'FR40123456789', sepaCreditorId: 'FR72ZZZ123456', creditorIban: 'FR7630006000011234567890189', creditorBic: 'AGRIFRPP',
  });

  // The same section in French: its words, and its refusal in French.
  await page.context().addCookies([{ name: 'locale', value: 'fr', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  const legalFr = page.getByRole('region', { name: 'Mentions légales et créancier SEPA' });
  await expect(legalFr.getByLabel('Raison sociale')).toHaveValue('Forme Plus Lyon SAS');
  await expect(legalFr.getByLabel('Identifiant créancier SEPA (ICS)')).toHaveValue('FR72ZZZ123456');
  await legalFr.getByLabel('Raison sociale').fill('Forme Plus Rhône SAS');
  await legalFr.getByLabel('BIC du compte créancier').fill('AGRI');
  await legalFr.getByLabel('Identifiant créancier SEPA (ICS)').fill('FR72ZZZ12345X');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(legalFr.getByLabel('Identifiant créancier SEPA (ICS)')).toHaveAccessibleDescription(/n’est pas valide/);
  await expect(legalFr.getByLabel('BIC du compte créancier')).toHaveAccessibleDescription(/8 ou 11 lettres et chiffres/);
  await expectAccessible(page);
  await capture(page, 'admin-club-legal-error-fr');
  await legalFr.getByLabel('BIC du compte créancier').fill('AGRIFRPPXXX');
  await legalFr.getByLabel('Identifiant créancier SEPA (ICS)').fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').getByText('Enregistré', { exact: true })).toBeVisible();
  // An emptied field is no longer set: the documents leave it out.
  expect(await getClub(request, DEMO.tenant, token, lyonId)).toMatchObject({ legalName: 'Forme Plus Rhône SAS', creditorBic: 'AGRIFRPPXXX', sepaCreditorId: null });
  await capture(page, 'admin-club-legal-fr');
});

async function replaceTags(page: Page, label: string, tags: string[]) {
  const input = page.getByLabel(label, { exact: true });
  const group = page.locator('div', { has: input }).last();
  const removeButtons = group.getByRole('button', { name: /^Remove / });
  while ((await removeButtons.count()) > 0) await removeButtons.first().click();
  for (const tag of tags) {
    await input.fill(tag);
    await input.press('Enter');
  }
}
