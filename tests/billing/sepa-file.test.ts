// GET /billing_runs/{id}/sepa_file (CONTRACT §12): the run's pain.008.001.02, valid against the ISO
// 20022 schema, FRST for a mandate's first debit and RCUR after, counts and sums right, identical at
// every download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../lib/time/clock';
import { schemaErrors } from '../fixtures/iso20022/schema-errors';
import { billingRun } from '../mandates/billing-helpers';
import { expectProblem } from '../problem';
import { ok, send, type Json } from '../sales/helpers';
import { CREDITOR, installments, of, sepaWorld, type SepaWorld } from './sepa-world';

let world: SepaWorld;
beforeAll(async () => { world = await sepaWorld(); }, 120_000);
afterAll(() => setClock(null));

const sepaFile = (runId: number, token = world.fx.admin) => send(world.fx, 'GET', `/billing_runs/${runId}/sepa_file`, undefined, { token });

/** The text of every element `name` in `xml`, in order. */
const all = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1]);

describe('a billing run\'s SEPA file', () => {
  it('POST /billing_runs answers the run\'s @id; its file holds every submitted debit, FRST first, then RCUR once a debit went through', async () => {
    const { fx, members } = world;
    const april = await ok<Json & { id: number }>(await billingRun(fx, '2026-04-05'), 201);
    expect(april['@id']).toBe(`/${fx.token}/billing_runs/${april.id}`);
    const first = await sepaFile(april.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^application\/xml/);
    const aprilXml = await first.text();
    expect(await schemaErrors(aprilXml, 'pain.008.001.02')).toEqual([]);
    // Both mandates debited for the first time: FRST; the member without a mandate is not in the file.
    expect(all(aprilXml, 'SeqTp')).toEqual(['FRST']);
    expect(all(aprilXml, 'NbOfTxs')).toEqual(['2', '2']);
    expect(all(aprilXml, 'CtrlSum')).toEqual(['39.80', '39.80']);

    const may = await ok<Json & { id: number }>(await billingRun(fx, '2026-05-05'), 201);
    expect(may.id).not.toBe(april.id);
    const xml = await (await sepaFile(may.id)).text();
    expect(await schemaErrors(xml, 'pain.008.001.02')).toEqual([]);
    const rows = await installments(fx, '2026-05-05');
    const paying = of(rows, members.paying.id);
    const rejected = of(rows, members.rejected.id);
    // The paying member's mandate has a debit collected: RCUR; the rejected one's first debit never went through: FRST again.
    expect([paying.sequence_type, rejected.sequence_type]).toEqual(['RCUR', 'FRST']);
    expect(all(xml, 'SeqTp')).toEqual(['FRST', 'RCUR']);
    expect(all(xml, 'NbOfTxs')).toEqual(['2', '1', '1']);
    expect(all(xml, 'CtrlSum')).toEqual(['39.80', '19.90', '19.90']);
    expect(all(xml, 'EndToEndId')).toEqual([rejected.end_to_end_id, paying.end_to_end_id]);
    expect(xml).toContain('<InstdAmt Ccy="EUR">19.90</InstdAmt>');
    expect(xml).toContain('<ReqdColltnDt>2026-05-05</ReqdColltnDt>');
    expect(all(xml, 'Nm')).toContain('Club A Fitness &amp; Co SAS');
    expect(all(xml, 'Id')).toContain(CREDITOR.id);
    expect(all(xml, 'IBAN')).toEqual([CREDITOR.iban, 'GB82WEST12345698765432', CREDITOR.iban, 'FR7630006000011234567890189']);
    expect(all(xml, 'MndtId').every((id) => id && id.length > 0)).toBe(true);
    expect(all(xml, 'DtOfSgntr')).toEqual(['2026-03-10', '2026-03-10']);
    // Identical however often it is downloaded.
    expect(await (await sepaFile(may.id)).text()).toBe(xml);
  });

  it('a run that submitted no debit has no file; an unknown run is a 404; a partner token is refused', async () => {
    const { fx } = world;
    const empty = await ok<Json & { id: number }>(await billingRun(fx, '2026-04-06'), 201);
    await expectProblem(await sepaFile(empty.id), 400, 'api.error.billing-run.no-direct-debit');
    await expectProblem(await sepaFile(999_999_999), 404, 'api.error.not-found');
    expect((await sepaFile(empty.id, fx.partner)).status).toBe(403);
  });
});

describe('a club without creditor details', () => {
  it('runs its billing day, and its file is refused with the code that says what to set', async () => {
    const bare = await sepaWorld({ creditor: false });
    const run = await ok<Json & { id: number }>(await billingRun(bare.fx, '2026-04-05'), 201);
    await expectProblem(await send(bare.fx, 'GET', `/billing_runs/${run.id}/sepa_file`, undefined, { token: bare.fx.admin }), 400,
      'api.error.billing-run.creditor-missing');
  });
});
