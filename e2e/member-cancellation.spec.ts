import { expect, test, type Page } from '@playwright/test';
import { formatCalendarDate } from '../lib/i18n/format';
import { adminToken, newestMessageId, sandboxMessages } from './support/api';
import { expectAccessible } from './support/axe';
import { DEMO, MEMBERS } from './support/demo';
import { addTag, createMember, importSubscription, monthsFromToday } from './support/factories';
import { signInAsMember } from './support/sign-in';
import { cancellationDatesOf, dayDate, longDate, subscriptionsOf } from './support/subscriptions';

// Each test has a member of its own (Alice's cancellation can happen once per database, and each run
// starts a fresh one). Alice and Bob are also signed in by other specs: requestMemberCode makes
// tests of one member take turns, so their sign-in codes never cancel each other.

async function subscriptionNamed(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

test('Alice cancels her monthly subscription online, step by step, and is told the date, on the page and by e-mail', async ({ page, request }) => {
  test.setTimeout(120_000); // the whole wizard, the e-mail and the account page again
  const alice = MEMBERS.alice;
  const subscription = (await subscriptionsOf(request, alice.email)).find((s) => s.name === 'Monthly Club (12-month commitment)')!;
  const dates = await cancellationDatesOf(request, subscription.id);
  // The earliest date is the end of her commitment; she picks the one after it.
  expect(dates[0]).toBe(subscription.engagedThrough);
  const chosen = dates[1]!;

  await signInAsMember(page, request, alice.email);
  const card = await subscriptionNamed(page, subscription.name);
  await expect(card).toContainText(MEMBERS.alice.club);
  await expect(card).toContainText(`Until ${longDate(subscription.engagedThrough!)}`);
  await expect(card).toContainText('Next renewal');
  await expect(card.getByRole('listitem').filter({ hasText: 'Member insurance' })).toContainText('Mandatory');
  await expect(card.getByRole('listitem').filter({ hasText: 'Sauna and spa' })).not.toContainText('Mandatory');
  await card.getByRole('link', { name: /^Cancel online/ }).click();

  // 1. The reason: required, and the focus starts on the question.
  await expect(page.getByRole('heading', { name: 'Why are you leaving?' })).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('group', { name: 'Why are you leaving?' })).toContainText('Choose a reason to continue.');
  await page.getByRole('radio', { name: 'Moving away' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2. The date, with the keyboard: the permitted dates, the earliest first.
  await expect(page.getByRole('heading', { name: 'When should your subscription end?' })).toBeFocused();
  await expect(page.getByRole('radio')).toHaveCount(dates.length);
  await expect(page.getByRole('radio').first()).toHaveAccessibleName(`${dayDate(dates[0]!)} Earliest possible date`);
  // The browser's Back returns to the reason, still chosen, and Forward to the dates.
  await page.goBack();
  await expect(page.getByRole('radio', { name: 'Moving away' })).toBeChecked();
  await page.goForward();
  await page.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: dayDate(chosen), exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');

  // 3. An optional comment: one longer than the limit is refused with the limit shown, never cut.
  await expect(page.getByRole('heading', { name: 'Anything you would like to tell your club?' })).toBeFocused();
  await expectAccessible(page);
  const comment = page.getByLabel('Your comment (optional)');
  await comment.fill('x'.repeat(1003));
  await expect(page.getByText('1003 / 1000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('#comment-error')).toHaveText('Your comment is 3 characters too long: the limit is 1000. Shorten it to continue.');
  await expect(comment).toBeFocused();
  await expect(comment).toHaveValue('x'.repeat(1003));
  await comment.fill('Moving to Lyon for work. Thank you for everything!');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. The review, then 5. confirm.
  await expect(page.getByRole('heading', { name: 'Check and confirm your cancellation' })).toBeFocused();
  const review = [`${subscription.name}, ${MEMBERS.alice.club}`, 'Moving away', dayDate(chosen), 'Moving to Lyon for work. Thank you for everything!'];
  await expect(page.getByRole('definition')).toHaveText(review);
  // A reload (a phone brings back a tab it had put aside) keeps every choice, the comment too.
  await page.reload();
  await expect(page.getByRole('definition')).toHaveText(review);
  await expect(page.getByRole('main')).toContainText('Your options end on the same day: Sauna and spa, Member insurance.');
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const before = await newestMessageId(request, DEMO.tenant, token, alice.email);
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();

  await expect(page).toHaveURL(`/${DEMO.tenant}/account/subscriptions/${subscription.id}/cancelled`);
  await expect(page.getByRole('heading', { name: 'Your cancellation is confirmed', level: 1 })).toBeFocused();
  await expect(page.getByRole('definition')).toHaveText(dayDate(chosen));
  await expect(page.getByRole('main')).toContainText(`We have sent a confirmation e-mail to ${alice.email}.`);
  await expect.poll(async () => (await sandboxMessages(request, DEMO.tenant, token, alice.email))
    .filter((m) => m.id > before).map((m) => `${m.subject ?? ''}\n${m.body}`), { message: 'the confirmation e-mail' })
    // In her club's language: she never chose one, and the demo's clubs are French.
    .toEqual([expect.stringMatching(new RegExp(`^Votre abonnement ${subscription.name.replace(/[()]/g, '\\$&')} est résilié\\n[^]*prend fin le ${formatCalendarDate('fr', chosen)}`))]);

  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect(card).toContainText(`Cancelled: this subscription ends on ${longDate(chosen)}.`);
  await expect(card.getByRole('link', { name: /Cancel online/ })).toHaveCount(0);
});

test("Bob's debt is explained before he starts: settle it first, then cancel online", async ({ page, request }) => {
  const bob = MEMBERS.bob;
  const [subscription] = await subscriptionsOf(request, bob.email);
  await signInAsMember(page, request, bob.email);
  const card = await subscriptionNamed(page, 'Monthly Club');
  await expect(card).toContainText('Your account has an unpaid balance. Settle it with your club first; once it is paid, you can cancel online.');
  await expect(card.getByRole('link', { name: /Cancel online/ })).toHaveCount(0);

  // The wizard's address, typed in, says the same and offers no step.
  await page.goto(`/${DEMO.tenant}/account/subscriptions/${subscription!.id}/cancel`);
  await expect(page.getByRole('heading', { name: 'This subscription cannot be cancelled online' })).toBeFocused();
  await expect(page.getByRole('main')).toContainText('Settle it with your club first');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to my account' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/account`);
});

test("Dave's fixed-term pass says why it cannot be cancelled online; another member's subscription is not found", async ({ page, request }) => {
  const dave = MEMBERS.dave;
  const pass = (await subscriptionsOf(request, dave.email)).find((s) => s.name === 'Six-month pass')!;
  const [alices] = await subscriptionsOf(request, MEMBERS.alice.email);
  await signInAsMember(page, request, dave.email);
  const card = await subscriptionNamed(page, pass.name);
  const reason = `A fixed-term pass runs until its end date, ${longDate(pass.endDate!)}, so it cannot be cancelled online before then.`;
  await expect(card).toContainText(reason);
  await expect(card.getByRole('link', { name: /Cancel online/ })).toHaveCount(0);

  await page.goto(`/${DEMO.tenant}/account/subscriptions/${pass.id}/cancel`);
  await expect(page.getByRole('main')).toContainText(reason);

  for (const path of [`${alices!.id}/cancel`, `${alices!.id}/cancelled`, 'abc/cancel']) {
    const response = await page.goto(`/${DEMO.tenant}/account/subscriptions/${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  }
});

test('a refusal at the last step is explained with what to do next, and nothing is cancelled', async ({ page, request }) => {
  test.setTimeout(120_000); // a new member, then the whole wizard
  const member = await createMember(request, 'PB', 'Noor');
  await importSubscription(request, member, { name: 'Monthly Flex', paymentType: 'direct_debit', startDate: monthsFromToday(-3), rhythmBilling: 'monthly' });
  await signInAsMember(page, request, member.email);
  const card = await subscriptionNamed(page, 'Monthly Flex');
  await card.getByRole('link', { name: /^Cancel online/ }).click();
  await page.getByRole('radio', { name: 'Price' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('definition').last()).toHaveText('No comment');

  // Meanwhile the club puts a tag on the member that rules online cancellation out.
  await addTag(request, member, 'blocking_debt');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your subscription has not been cancelled' });
  await expect(alert).toContainText('Online cancellation is not available on your account at the moment. Contact your club');
  // Confirming again could only fail again: the way on is the link.
  await expect(page.getByRole('button', { name: 'Confirm cancellation' })).toHaveCount(0);
  await alert.getByRole('link', { name: 'Back to my account' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: /Cancel online/ })).toHaveCount(0);
});
