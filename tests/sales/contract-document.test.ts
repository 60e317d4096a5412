// The contract as a document (issue 29 item 8, CONTRACT §9.3, §15): read back from GET /sales/{id}/contract
// after a real sale, a real SMS signature of the sale and its mandate, and the club's legal details as
// staff set them: the company in the head and the footer, VAT as the catalog stores it, the debit
// schedule and its creditor, and how it was signed, in both languages.
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { clubs } from '../../lib/db/schema';
import { setClock } from '../../lib/time/clock';
import { addTextableMember, createMandate, lastSms, startSignature, validate, type SignatureJson } from '../mandates/helpers';
import { addArticle, addCatalog, NOW, ok, openSale, send, setup } from './helpers';
import { pdfTextLines } from './pdf-text';

beforeEach(() => setClock(NOW));
afterEach(() => setClock(null));

describe('the contract of a signed sale', () => {
  it('prints the club\'s legal details, VAT by rate, the schedule with its creditor and the SMS signature, in French and English', async () => {
    const fx = await setup();
    const db = await getDb();
    await db.update(clubs).set({
      legalName: 'Forme Plus SAS', legalAddress: '12 rue Garibaldi\n69003 Lyon', registrationNumber: 'RCS Lyon 900001009',
      vatNumber: 'FR40900001009', sepaCreditorId: 'FR72ZZZ123456',
    }).where(and(eq(clubs.tenantId, fx.tenant.id), eq(clubs.id, fx.clubs.a)));
    const catalog = await addCatalog(fx);
    const member = await addTextableMember(fx, { mobile: '+33612345678' });
    const sale = await openSale(fx, member.id);
    await addArticle(fx, sale.id, catalog.monthly.offer, { implementation: { startDate: '2026-04-01' }, repaymentSchedule: { specificDay: true, debitDay: 5 } });
    const mandate = await createMandate(fx, member.id);
    const request = await ok<SignatureJson>(await startSignature(fx, member.id, [mandate['@id'], sale['@id']]), 201);
    await ok(await validate(fx, request.id, (await lastSms(fx, member.mobile!)).code));

    const contractIn = async (language: string) => {
      const res = await send(fx, 'GET', `/sales/${sale.id}/contract`, undefined, { headers: { 'accept-language': language } });
      expect(res.status).toBe(200);
      // A sentence may wrap where a name makes it long: read the lines as one text.
      return (await pdfTextLines(new Uint8Array(await res.arrayBuffer()))).join(' ');
    };
    const en = await contractIn('en');
    for (const expected of [
      'Forme Plus SAS', '69003 Lyon', 'RCS Lyon 900001009 · VAT no. FR40900001009',
      // 49.00 registration fee (no VAT split in the catalog) + the first month 29.90 (24.92 + 4.98 at 20 %).
      'Monthly Club: €78.90 due at once, from 1 April 2026', 'Price excl. VAT', '€73.92', 'VAT 0%', 'VAT 20%', '€4.98', 'Price incl. VAT', '€78.90',
      '5 May 2026: €29.90 (period 1 – 31 May 2026)', 'SEPA creditor identifier FR72ZZZ123456',
      'Terms of sale', `Signed by ${member.name} Buyer on Tuesday, 10 March 2026 at 11:00`, 'to the mobile number ending in 78.',
      `The SEPA direct-debit mandate ${mandate.reference} was signed with the same code.`, 'Forme Plus SAS · 12 rue Garibaldi, 69003 Lyon', 'Page 1 of',
    ]) expect(en).toContain(expected);
    const fr = await contractIn('fr');
    for (const expected of [
      'RCS Lyon 900001009 · N° TVA FR40900001009', 'Prix HT', '73,92 €', 'TVA 20 %', '4,98 €', 'Prix TTC', '78,90 €',
      '5 mai 2026 : 29,90 €', 'identifiant créancier SEPA FR72ZZZ123456', 'Conditions générales de vente',
      `Signé par ${member.name} Buyer le mardi 10 mars 2026`, 'au mobile se terminant par 78.', `Le mandat de prélèvement SEPA ${mandate.reference}`, 'Page 1 sur',
    ]) expect(fr).toContain(expected);
  });
});
