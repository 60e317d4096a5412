import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminToken } from './support/api';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember } from './support/factories';
import { openIncidentFor } from './support/finance';

// The widget flow of Stadline's React sample (CONTRACT §10): a partner's page on another site frames
// the payable object's widgetUrl, the payer pays inside the frame, and the partner's page receives
// the outcome as a message, never through a return address.

/** A partner's checkout page on another origin (127.0.0.1 on its own port): frames `widgetUrl`, writes what it is told. */
async function partnerSite(widgetUrl: string): Promise<{ server: Server; url: string }> {
  const html = `<!doctype html><html lang="en"><title>Partner checkout</title><body>
    <h1>Partner checkout</h1><p id="outcome">waiting</p>
    <iframe title="Payment" src="${widgetUrl}" style="width:100%;height:640px;border:0"></iframe>
    <script>window.addEventListener('message', (e) => {
      if (e.data && e.data.type === 'resamania:payment') document.getElementById('outcome').textContent = JSON.stringify(e.data);
    });</script></body></html>`;
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/checkout` };
}

test('a partner frames the widget on its own site and receives the payment\'s outcome', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const member = await createMember(request, 'PB', 'Widgetta');
  const incident = await openIncidentFor(request, member, 1800);
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/ld+json' };
  const checkouts = await (await request.get(`/api/${DEMO.tenant}/checkouts?club=${encodeURIComponent(member.clubIri)}&type=web`, { headers })).json();
  const created = await request.post(`/api/${DEMO.tenant}/payable_objects`, {
    headers,
    data: {
      contactId: `/${DEMO.tenant}/contacts/${member.id}`, amount: 1800, currency: 'EUR', clubCode: 'PB', clubId: member.clubIri,
      checkout: checkouts[0]['@id'], payableObjects: { sales: [], invoices: [], incidents: [`/${DEMO.tenant}/incidents/${incident}`] },
      useWebWallet: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const payable = await created.json() as { '@id': string; redirectUrl: string; widgetUrl: string };
  expect(payable.redirectUrl).toBe('');
  expect(new URL(payable.widgetUrl).origin).toBe(new URL(baseURL!).origin);

  const site = await partnerSite(payable.widgetUrl);
  try {
    await page.goto(site.url);
    const frame = page.frameLocator('iframe[title="Payment"]');
    await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
    await capture(page, 'payment-widget-framed');
    await frame.getByRole('button', { name: /Pay/ }).click();
    await expect(page.locator('#outcome')).toContainText('"status":"success"');
    const message = JSON.parse(await page.locator('#outcome').textContent() ?? '{}') as Record<string, string>;
    expect(message).toEqual({ type: 'resamania:payment', status: 'success', payableObject: payable['@id'], provider: 'sandbox' });
    // The state comes from the provider's event, as in the redirect flow.
    const read = await (await request.get(`/api/${DEMO.tenant}/payable_objects/${payable['@id'].split('/').at(-1)}`, { headers })).json();
    expect(read.state).toBe('validated');
  } finally {
    site.server.close();
  }
});
