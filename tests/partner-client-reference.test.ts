// Stadline's API Reference requests as the collection publishes them (no body at all), and the
// partner-client runner's demo-ids mode, which gives their path parameters ids of the demo (issue 18;
// docs/partner-client.md). Over real HTTP through the listener server.ts uses.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoIdResolver, fillDemoIds } from '../scripts/partner-client/demo-ids';
import type { BookingFixture } from './booking/helpers';
import { iriOf } from './factories';
import { partnerClientCalls } from './partner-client-calls';
import { expectProblem } from './problem';

const calls = partnerClientCalls();
const send = calls.send;
let fx: BookingFixture;
beforeAll(() => { fx = calls.fx; });

describe('the API Reference requests as published: no body at all', () => {
  // Every request of the collection's API Reference/ is `body: none`: Bruno sends no body and no
  // content-type. A write on a spec path answers the contract's 400 naming each required field (never
  // a 415 or a 500), and an operation the spec does not name on a spec path is a 404 naming it.
  it('is a 400 naming the required fields on the spec\'s writes', async () => {
    const sale = await send(`/api/${fx.token}/sales`, {
      method: 'POST', body: { contactId: iriOf(fx, 'contacts', fx.contacts.alice), clubId: iriOf(fx, 'clubs', fx.clubs.a), clubCode: 'A' },
    });
    expect(sale.status, await sale.clone().text()).toBe(201);
    const saleId = ((await sale.json()) as { id: number }).id;
    const optins = await send(`/api/${fx.token}/optins?contactId=${encodeURIComponent(iriOf(fx, 'contacts', fx.contacts.alice))}`);
    const optinId = ((await optins.json()) as { 'hydra:member': { id: number }[] })['hydra:member'][0]!.id;
    const writes: [string, string, string][] = [
      ['POST', '/sales', 'contactId'], ['POST', `/sales/${saleId}/articles`, 'offerId'], ['POST', `/sales/${saleId}/payments`, 'amount'],
      ['POST', `/sales/${saleId}/postpone_due`, 'date'], ['POST', `/sales/${saleId}/transitions`, 'transition'],
      ['POST', '/class_events', 'club'], ['POST', '/attendees', 'classEvent'], ['POST', '/offers', 'name'], ['POST', '/products', 'name'],
      ['POST', '/coaches', 'name'], ['POST', '/studios', 'name'], ['POST', '/activities', 'name'], ['PUT', `/optins/${optinId}`, 'isAuthorized'],
    ];
    for (const [method, path, field] of writes) {
      const res = await send(`/api/${fx.token}${path}`, { method, headers: { 'x-user-club-id': iriOf(fx, 'clubs', fx.clubs.a) } });
      const problem = await expectProblem(res, 400, 'api.error.validation.required');
      expect(problem.violations?.map((violation) => violation.propertyPath), `${method} ${path}`).toContain(field);
    }
  });

  it('is a 404 on the operations the spec does not name, on the spec\'s paths', async () => {
    const club = fx.clubs.a;
    for (const [method, path] of [['POST', '/clubs'], ['DELETE', `/clubs/${club}`], ['POST', '/optins'], ['DELETE', '/optins/1'],
      ['POST', '/showcase_activities'], ['GET', '/sales'], ['PUT', '/sales/1'], ['DELETE', '/sales/1']] as const) {
      await expectProblem(await send(`/api/${fx.token}${path}`, { method }), 404, 'api.error.route.not-found');
    }
  });
});

describe('the runner\'s demo-ids mode (scripts/partner-client/demo-ids.ts)', () => {
  it('gives the API Reference requests\' path parameters ids read from the service, in the copy only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-ids-'));
    const write = (path: string, text: string) => { mkdirSync(dirname(join(dir, path)), { recursive: true }); writeFileSync(join(dir, path), text); };
    const request = (url: string, pathBlock = 'params:path {\n  id: \n  client_token: \n}\n') =>
      `meta {\n  name: x\n}\n\nget {\n  url: https://{{host}}/{{environment}}/{{client_token}}${url}\n  body: none\n}\n\n${pathBlock}`;
    write('API Reference/Club/Get a club.bru', request('/clubs/:id'));
    write('API Reference/Sale/Check.bru', request('/sales/:id/check'));
    write('API Reference/Sale/Get a sale.bru', request('/sales/3562572', ''));
    write('API Reference/Other/Get.bru', request('/boxes/:id'));
    write('Scenarios/Checkout.bru', request('/checkouts/1402', ''));
    try {
      const resolve = await demoIdResolver({
        base: `${calls.base}/api`, clientToken: fx.token, clubIri: iriOf(fx, 'clubs', fx.clubs.a), contactEmail: fx.emails.alice,
        clientId: fx.clients.admin.id, clientSecret: fx.clients.admin.secret,
      });
      expect(await fillDemoIds(dir, 'Scenarios', resolve)).toEqual([]);
      const filled = await fillDemoIds(dir, 'API Reference', resolve);
      const clubs = (await (await send(`/api/${fx.token}/clubs`)).json()) as { 'hydra:member': { id: number }[] };
      const firstClub = String(clubs['hydra:member'][0]!.id);
      const read = (path: string) => readFileSync(join(dir, path), 'utf8');
      expect(read('API Reference/Club/Get a club.bru')).toContain(`params:path {\n  id: ${firstClub}\n  client_token: \n}`);
      expect(read('API Reference/Club/Get a club.bru')).toContain('{{client_token}}/clubs/:id\n');
      // One cart made for the run, of the acting club, that the service serves.
      const saleId = filled.find((entry) => entry.list === '/sales')!.id!;
      const sale = await send(`/api/${fx.token}/sales/${saleId}`);
      expect(sale.status).toBe(200);
      expect(await sale.json()).toMatchObject({ clubId: iriOf(fx, 'clubs', fx.clubs.a), contactId: iriOf(fx, 'contacts', fx.contacts.alice) });
      expect(read('API Reference/Sale/Check.bru')).toContain(`  id: ${saleId}\n`);
      expect(read('API Reference/Sale/Get a sale.bru')).toContain(`{{client_token}}/sales/${saleId}\n`);
      // A list the service does not serve leaves the parameter as it is; Scenarios/ is not touched.
      expect(filled).toContainEqual({ file: join('API Reference', 'Other', 'Get.bru'), parameter: 'id', list: '/boxes', id: null });
      expect(read('API Reference/Other/Get.bru')).toBe(request('/boxes/:id'));
      expect(read('Scenarios/Checkout.bru')).toBe(request('/checkouts/1402', ''));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
