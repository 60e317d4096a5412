// The same bank statement uploaded many times at once, on PostgreSQL (PGlite serialises and proves
// nothing): the rejected debit's payment is reversed once, its incident opened once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { ledgerProblems } from '../../lib/domain/ledger/conservation';
import { setClock } from '../../lib/time/clock';
import { bankTotal, billingRun, incidentsOf } from '../mandates/billing-helpers';
import { ok, type Json } from '../sales/helpers';
import { bankAnswer, installments, of, sepaWorld, uploadStatement, type SepaWorld } from './sepa-world';

let world: SepaWorld;
beforeAll(async () => {
  world = await sepaWorld();
  await ok(await billingRun(world.fx, '2026-04-05'), 201);
}, 120_000);
afterAll(() => setClock(null));

describe('concurrent uploads of one bank statement', () => {
  it('apply its reject once: one reversal, one incident; the others count it as a duplicate', async () => {
    const { fx, members } = world;
    const paying = of(await installments(fx, '2026-04-05'), members.paying.id);
    const bankBefore = await bankTotal(fx);
    const incidentsBefore = (await incidentsOf(fx)).length;
    const xml = bankAnswer('pain.002.001.03-rejects.xml', { MSG_ID: 'M', REJECTED: paying.end_to_end_id!, ACCEPTED: 'none', UNKNOWN: 'ELSEWHERE' });
    const answers = await Promise.all(Array.from({ length: 8 }, async () => ok<Json & { rejects: number; duplicates: number }>(await uploadStatement(fx, xml), 201)));
    expect(answers.reduce((n, a) => n + a.rejects, 0)).toBe(1);
    expect(answers.reduce((n, a) => n + a.duplicates, 0)).toBe(7);
    expect(await bankTotal(fx)).toBe(bankBefore - 1990);
    expect((await incidentsOf(fx)).length).toBe(incidentsBefore + 1);
    expect(await ledgerProblems(await getDb(), fx.tenant.id)).toEqual([]);
  });
});
