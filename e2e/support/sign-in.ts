// Signing in the way a person does, through the pages.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, newestMessageId, waitForLoginCode } from './api';
import { DEMO } from './demo';
import { lockMember } from './member-lock';

export async function signInAsStaff(page: Page, { tenant = DEMO.tenant, email = DEMO.staff.email, password = DEMO.staff.password } = {}) {
  await page.goto(`/${tenant}/admin`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The back office's home is the dashboard (desk staff see its heading and why it is not theirs).
  // Signing in checks a password hash (argon2, meant to be slow) before the dashboard's first read:
  // more than the default 10 s on a loaded 2-core machine.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 20_000 });
}

/** Step 1 of member sign-in; returns the code the sandbox mailer sent. */
export async function requestMemberCode(page: Page, request: APIRequestContext, email: string, tenant = DEMO.tenant, client = DEMO.adminClient): Promise<string> {
  // Tests signing in the same member take turns: each reads the newest code sent, and at most 5 are
  // sent to one e-mail in 15 minutes.
  await lockMember(page.context(), tenant, email);
  const token = await adminToken(request, tenant, client);
  const before = await newestMessageId(request, tenant, token, email);
  await page.goto(`/${tenant}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a 6-digit code');
  return waitForLoginCode(request, tenant, token, email, before);
}

export async function signInAsMember(page: Page, request: APIRequestContext, email: string) {
  const code = await requestMemberCode(page, request, email);
  await page.getByLabel('Sign-in code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/account`);
}
