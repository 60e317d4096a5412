// GET /exports/{list} (CONTRACT §15): staff lists as CSV and XLSX, with the lists' filters.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { addOffer, addProduct } from '../catalog/helpers';
import { iriOf } from '../factories';
import { expectProblem, expectViolation } from '../problem';
import { addArticle, addMember, ok, openSale, pay, send, setup, type Fixture } from '../sales/helpers';

let fx: Fixture;
const members: { a?: Awaited<ReturnType<typeof addMember>>; b?: Awaited<ReturnType<typeof addMember>> } = {};

const csvRows = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean).map((line) => line.split(','));

beforeAll(async () => {
  setClock(new Date());
  fx = await setup();
  members.a = await addMember(fx, { name: 'Alicexp', state: 'client' });
  members.b = await addMember(fx, { name: 'Bobexp', clubId: fx.clubs.b });
  const product = await addProduct(fx, { club: iriOf(fx, 'clubs', fx.clubs.a), name: 'Towel' });
  const offer = await addOffer(fx, product, { name: 'Towel', priceTI: 1250 });
  const paid = await openSale(fx, members.a.id);
  await addArticle(fx, paid.id, offer);
  await ok(await pay(fx, paid.id, 1250), 201);
  const cart = await openSale(fx, members.a.id);
  await addArticle(fx, cart.id, offer);
});
afterAll(() => setClock(null));

const get = (path: string) => send(fx, 'GET', path, undefined, { token: fx.admin });

describe('GET /exports/{list}', () => {
  it('writes contacts as CSV, narrowed by club and by a search', async () => {
    const res = await get(`/exports/contacts?club=${iriOf(fx, 'clubs', fx.clubs.a)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = csvRows(await res.text());
    expect(header).toContain('email');
    const emails = rows.map((row) => row[header!.indexOf('email')]);
    expect(emails).toContain(members.a!.email);
    expect(emails).not.toContain(members.b!.email);
    const searched = csvRows(await (await get('/exports/contacts?q=bobexp')).text());
    expect(searched.slice(1).map((row) => row[searched[0]!.indexOf('email')])).toEqual([members.b!.email]);
  });

  it('writes sales with their state filter and amounts in euros', async () => {
    const all = csvRows(await (await get(`/exports/sales?contact=${members.a!.iri}`)).text());
    expect(all).toHaveLength(3);
    const validated = csvRows(await (await get(`/exports/sales?contact=${members.a!.iri}&state=validated`)).text());
    expect(validated).toHaveLength(2);
    const header = validated[0]!;
    expect(validated[1]![header.indexOf('totalTI')]).toBe('12.5');
    expect(validated[1]![header.indexOf('state')]).toBe('validated');
  });

  it('writes an XLSX that exceljs reads back', async () => {
    const res = await get(`/exports/invoices?contact=${members.a!.iri}&format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('invoices')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('number');
    expect(sheet.rowCount).toBe(2);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[header.indexOf('totalTI')]).toBe(12.5);
    expect(row[header.indexOf('paidAmount')]).toBe(12.5);
  });

  it('answers 400 naming the field for a wrong state, date, club or list, and 403 to partners', async () => {
    await expectViolation(await get('/exports/sales?state=lost'), 'state');
    await expectViolation(await get('/exports/entries?from=2026-13-01'), 'from');
    await expectViolation(await get(`/exports/sales?club=/${fx.token}/clubs/999999999`), 'club');
    await expectViolation(await get('/exports/nothing'), 'list');
    await expectProblem(await send(fx, 'GET', '/exports/contacts'), 403, 'api.error.scope.unauthorized-endpoint');
  });
});
