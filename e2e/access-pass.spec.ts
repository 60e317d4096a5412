import { expect, test } from '@playwright/test';
import { adminToken } from './support/api';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember, importSubscription } from './support/factories';
import { signInAsMember } from './support/sign-in';

// "My pass" (CONTRACT §11): a member with a subscription opens their pass from the portal's
// navigation, sees a large QR code and its code, which opens the entrance through the partner API
// (as a reader would send it), in English and in French.

test('a member shows their pass: a large QR code whose code opens the entrance, in English and French', async ({ page, request }) => {
  test.setTimeout(180_000);
  const member = await createMember(request, 'PB', 'Pia');
  await importSubscription(request, member, { name: 'Monthly', paymentType: 'direct_debit', startDate: '2020-01-01', rhythmBilling: 'monthly' });
  await signInAsMember(page, request, member.email);
  await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'My pass' }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/pass`);
  await expect(page.getByRole('heading', { name: 'My pass', level: 1 })).toBeVisible();
  const qr = page.getByRole('img', { name: 'Your entry QR code' });
  await expect(qr.locator('svg')).toBeVisible();
  await expect(page.getByText(/New code in \d+ seconds?/)).toBeVisible();
  const code = await qr.getAttribute('data-code');
  expect(code).toMatch(/^P[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
  await expect(page.getByLabel('Your entry code')).toHaveText(code!);

  // Large enough to scan on a phone: most of a 390 px screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await qr.boundingBox();
  expect(box!.width).toBeGreaterThan(300);
  await capture(page, 'access-pass');
  await expectAccessible(page);

  // The reader sends the code as a qrcode: the member is let in.
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };
  const points = (await (await request.get(`/api/${DEMO.tenant}/crossing_points?itemsPerPage=100`, { headers })).json()) as { '@id': string; name: string; club: string }[];
  const entrance = points.find((p) => p.name === 'Entrance' && p.club === member.clubIri)!;
  const entry = await request.post(`/api/${DEMO.tenant}/soft_entries`, {
    headers, data: { identificatorNumber: code, identificatorType: 'qrcode', crossingPointId: entrance['@id'] },
  });
  expect(entry.status(), await entry.text()).toBe(201);
  expect(await entry.json()).toMatchObject({ isBlocking: false, contactId: `/${DEMO.tenant}/contacts/${member.id}` });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Change language: Français' }).click();
  await expect(page.getByRole('heading', { name: 'Mon pass', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Votre QR code d\'entrée' }).locator('svg')).toBeVisible();
  await expect(page.getByText(/Nouveau code dans \d+ secondes?/)).toBeVisible();
  await capture(page, 'access-pass-fr');
  await expectAccessible(page);
});
