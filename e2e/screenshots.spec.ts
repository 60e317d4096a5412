// Every page at a phone's width and a laptop's (support/capture.ts), for review by eye: run by
// `npm run screenshots` only, never by `npm test` (playwright.config.ts).
import { expect, test } from '@playwright/test';
import { capture } from './support/capture';
import { DEMO, MEMBERS, SOLO } from './support/demo';
import { requestMemberCode, signInAsStaff } from './support/sign-in';
import { createDemoContact, importDemoSubscription, uniqueSuffix } from './support/admin';
import { addTag, createMember, importSubscription, monthsFromToday } from './support/factories';

test('member pages', async ({ page, request }) => {
  await page.goto(`/${DEMO.tenant}`);
  await capture(page, 'member-sign-in');
  const code = await requestMemberCode(page, request, MEMBERS.carol.email);
  await capture(page, 'member-sign-in-code');
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Carol' })).toBeVisible();
  await capture(page, 'member-account');
});

// A member of its own (made through the API), so this test cancels without touching the demo members.
test('member subscription, cancellation and consent pages', async ({ page, request }) => {
  test.setTimeout(120_000); // many pages, each captured twice
  const member = await createMember(request, 'PB', 'Jade');
  await importSubscription(request, member, {
    name: 'Monthly Club (12-month commitment)', paymentType: 'direct_debit', rhythmBilling: 'monthly', startDate: monthsFromToday(-5),
    engagedThrough: monthsFromToday(7, -1), options: [{ name: 'Sauna and spa' }, { name: 'Member insurance', mandatory: true }],
  });
  await importSubscription(request, member, {
    name: 'Six-month pass', paymentType: 'direct_debit', fixedTerm: true, rhythmBilling: 'monthly', startDate: monthsFromToday(-1), endDate: monthsFromToday(5),
  });
  const code = await requestMemberCode(page, request, member.email);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Jade' })).toBeVisible();
  await capture(page, 'member-account-subscriptions');

  await page.getByRole('link', { name: 'Manage my preferences' }).click();
  const news = page.getByRole('switch', { name: 'Newsletters by e-mail' });
  await expect(news).toBeEnabled();
  await news.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await capture(page, 'member-consents');

  await page.getByRole('link', { name: 'My account' }).first().click();
  // Its element ids carry the subscription's id: subscription-<id>-title.
  const passId = /\d+/.exec(await page.getByRole('article', { name: 'Six-month pass' }).getAttribute('aria-labelledby') ?? '')![0];
  await page.getByRole('article', { name: 'Monthly Club (12-month commitment)' }).getByRole('link', { name: /^Cancel online/ }).click();
  await expect(page.getByRole('heading', { name: 'Why are you leaving?' })).toBeVisible();
  await capture(page, 'member-cancel-1-reason');
  await page.getByRole('radio', { name: 'Moving away' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio').nth(1).check();
  await capture(page, 'member-cancel-2-date');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Your comment (optional)').fill('Moving to Lyon for work. Thank you for everything!');
  await capture(page, 'member-cancel-3-comment');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check and confirm your cancellation' })).toBeVisible();
  await capture(page, 'member-cancel-4-review');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByRole('heading', { name: 'Your cancellation is confirmed' })).toBeVisible();
  await capture(page, 'member-cancelled');

  await page.goto(`/${DEMO.tenant}/account/subscriptions/${passId}/cancel`);
  await expect(page.getByRole('heading', { name: 'This subscription cannot be cancelled online' })).toBeVisible();
  await capture(page, 'member-cancel-refused');
  await page.goto(`/${DEMO.tenant}/account`);
  await expect(page.getByText('Cancelled: this subscription ends on')).toBeVisible();
  await capture(page, 'member-account-cancelled');
});

test('member cancellation refused at the last step', async ({ page, request }) => {
  test.setTimeout(120_000); // the whole wizard before the capture
  const member = await createMember(request, 'PB', 'Lina');
  await importSubscription(request, member, { name: 'Monthly Flex', paymentType: 'direct_debit', rhythmBilling: 'monthly', startDate: monthsFromToday(-3) });
  const code = await requestMemberCode(page, request, member.email);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: /^Cancel online/ }).click();
  await page.getByRole('radio', { name: 'Price' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await addTag(request, member, 'blocking_debt');
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your subscription has not been cancelled' })).toBeVisible();
  await capture(page, 'member-cancel-4-review-refused');
});

test('back-office pages', async ({ page }) => {
  await page.goto(`/${DEMO.tenant}/admin`);
  await capture(page, 'staff-sign-in');
  await signInAsStaff(page);
  await capture(page, 'admin-dashboard');
  await page.goto(`/${DEMO.tenant}/admin/clubs`);
  await capture(page, 'admin-clubs');
  await page.getByRole('link', { name: 'Paris Bastille' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await capture(page, 'admin-club-settings');
  await page.getByLabel('Booking window').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some values are not valid' })).toBeVisible();
  await capture(page, 'admin-club-settings-invalid');
  await page.goto(`/${DEMO.tenant}/admin/sandbox/messages`);
  await expect(page.getByRole('heading', { name: 'Sandbox messages' })).toBeVisible();
  await capture(page, 'admin-sandbox-messages');
});

test('not found page', async ({ page }) => {
  await page.goto('/no-such-network');
  await capture(page, 'not-found');
});

// A contact of its own, so the back-office pages show real data without touching the demo members.
test('back-office contact, cancellation and motive pages', async ({ page, request }) => {
  const contact = await createDemoContact(request, { givenName: 'Chloe', familyName: `Lambert${uniqueSuffix()}` });
  await importDemoSubscription(request, contact, 'Monthly Club');
  await signInAsStaff(page);

  await page.goto(`/${DEMO.tenant}/admin/contacts`);
  await capture(page, 'admin-contacts');
  await page.goto(`/${DEMO.tenant}/admin/contacts/${contact.id}`);
  await expect(page.getByRole('button', { name: 'Save identity' })).toBeEnabled();
  await page.getByLabel('Tag name').fill('blocking_debt_review');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('This contact is blocked')).toBeVisible();
  await page.getByLabel('New badge number').fill(`B-${uniqueSuffix()}`);
  await page.getByRole('button', { name: 'Add badge' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Badge .* added\.$/ })).toBeVisible();
  await capture(page, 'admin-contact');

  await page.goto(`/${DEMO.tenant}/admin/cancellations/new?q=${contact.familyName}`);
  await capture(page, 'admin-cancellation-new-search');
  await page.getByRole('link', { name: `Choose Chloe ${contact.familyName}` }).click();
  await expect(page.getByRole('button', { name: 'Create cancellation' })).toBeEnabled();
  await page.getByRole('button', { name: 'Create cancellation' }).click();
  await expect(page.getByLabel('Cancellation date')).toHaveAccessibleDescription(/Choose the day/);
  await capture(page, 'admin-cancellation-new-invalid');
  await page.getByRole('group', { name: 'What ends' }).getByRole('radio', { name: 'Monthly Club' }).check();
  await page.getByLabel('Cancellation date').fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel('Motive', { exact: true }).selectOption('Moving away');
  await page.getByLabel('Comment').fill('Moving to Bordeaux in the spring.');
  await page.getByRole('button', { name: 'Create cancellation' }).click();
  await expect(page.getByText(`Cancellation created for Chloe ${contact.familyName}.`)).toBeVisible();
  await capture(page, 'admin-cancellations');

  await page.goto(`/${DEMO.tenant}/admin/motives`);
  await expect(page.getByRole('button', { name: 'Add motive' })).toBeEnabled();
  await capture(page, 'admin-motives');
});

// The solo tenant, whose webhook endpoint no test rotates: the pages show a delivered test event.
test('back-office webhook pages', async ({ page }) => {
  await signInAsStaff(page, { tenant: SOLO.tenant, email: SOLO.staff.email, password: SOLO.staff.password });
  await page.goto(`/${SOLO.tenant}/admin/webhooks`);
  await expect(page.getByRole('button', { name: 'Save endpoint' })).toBeEnabled();
  await page.getByRole('button', { name: 'Use the built-in receiver' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Webhook endpoint saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Send a test event' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Test event/ })).toBeVisible();
  await capture(page, 'admin-webhooks');
  await page.getByRole('button', { name: 'Rotate signing secret' }).click();
  await capture(page, 'admin-webhooks-rotate-confirm');

  await page.goto(`/${SOLO.tenant}/admin/sandbox/webhooks`);
  await page.getByRole('article').first().getByText('Headers').click();
  await capture(page, 'admin-sandbox-webhooks');
});
