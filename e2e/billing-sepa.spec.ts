import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, newestMessageId, waitForLoginCode } from './support/api';
import { uniqueSuffix } from './support/admin';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

// SEPA bank files on the staff billing page (CONTRACT §12): a run's pain.008 file downloaded, then the
// bank's status report (pain.002) uploaded: the debit it rejects is applied once, the reference that
// matches nothing is listed; the same file again applies nothing (in French). The spec sells its own
// member the demo's monthly direct-debit offer and runs the billing day of its first debit through the
// partner API; other specs' members may share that day, so it looks only at its own debit.

const START = '2025-12-10';
const DEBIT_DAY = 15;
type Json = Record<string, unknown>;

async function api(request: APIRequestContext) {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json' };
  const call = async <T = Json>(method: 'GET' | 'POST', path: string, data?: unknown, params?: Record<string, string>): Promise<T> => {
    const response = await request.fetch(`/api/${DEMO.tenant}${path}`, { method, data, params, headers });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return { token, call };
}

test('staff download a run\'s SEPA file and apply the bank\'s answer once, in English and French', async ({ page, request }) => {
  test.setTimeout(180_000);
  const client = await api(request);
  const clubs = await client.call<{ '@id': string; id: number; code: string }[]>('GET', '/clubs');
  const pb = clubs.find((c) => c.code === 'PB')!;
  const offers = await client.call<{ '@id': string; id: number; name: string }[]>('GET', '/offers', undefined, { 'context[club]': pb['@id'], type: 'subscription' });
  const offer = offers.find((o) => o.name.startsWith('Monthly Club'))!;
  const { debits } = await client.call<{ debits: { date: string }[] }>('GET', `/offers/${offer.id}/debit_schedule`, undefined, { startDate: START, debitDay: String(DEBIT_DAY) });
  const date = debits[0]!.date;

  // A member with an active mandate (signed by the SMS code) and a sale of the offer.
  const unique = uniqueSuffix();
  const mobile = `+3364${unique.slice(-7)}`;
  const contact = await client.call('POST', '/contacts', {
    email: `sepa-${unique}@demo.test`, givenName: `Sepa${unique.slice(-4)}`, familyName: 'Example', birthDate: '1990-02-11', mobile, clubId: pb['@id'],
  });
  const contactIri = `/${DEMO.tenant}/contacts/${contact.id as number}`;
  const mandate = await client.call('POST', '/mandates', {
    clubId: pb['@id'], contactId: contactIri, contactFamilyName: 'Example', contactGivenName: 'Sepa', contactNumber: 'E2E',
    contactAddress: { addressCountry: 'France', addressCountryIso: 'FR', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue de la Roquette' },
    holder: 'Sepa Example', iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP', bank: 'Test bank', validFrom: '2025-12-01',
  });
  const before = await newestMessageId(request, DEMO.tenant, client.token, mobile);
  const signature = await client.call('POST', '/signature_requests', { contactId: contactIri, targetIds: [mandate['@id']] });
  const code = await waitForLoginCode(request, DEMO.tenant, client.token, mobile, before);
  await client.call('POST', `/signature_requests/${signature.id as number}/transitions`, { transition: 'validate', code });
  const sale = await client.call('POST', '/sales', {
    contactId: contactIri, clubId: pb['@id'], clubCode: 'PB', contactFamilyName: 'Example', contactGivenName: 'Sepa', contactNumber: contact.number,
    address: { addressCountry: 'France', addressLocality: 'Paris', postalCode: '75011', streetAddress: '1 rue de la Roquette' },
  });
  await client.call('POST', `/sales/${sale.id as number}/articles`, { offerId: offer['@id'], implementation: { startDate: START }, repaymentSchedule: { debitDay: DEBIT_DAY } });
  const { totalTI } = await client.call<{ totalTI: number }>('GET', `/sales/${sale.id as number}`);
  if (totalTI > 0) await client.call('POST', `/sales/${sale.id as number}/payments`, { amount: totalTI, mean: 'cash' });
  await expect.poll(async () => (await client.call<{ state: string }>('GET', `/sales/${sale.id as number}`)).state).toBe('validated');
  const run = await client.call<{ '@id': string }>('POST', '/billing_runs', { date, club: pb['@id'] });
  expect(run['@id']).toMatch(new RegExp(`^/${DEMO.tenant}/billing_runs/\\d+$`));

  await signInAsStaff(page);
  await page.goto(`/${DEMO.tenant}/admin/billing?club=${pb.id}&date=${date}`);
  const link = page.getByRole('link', { name: /^Download the SEPA file for the bank \(\d+ debits?\)$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const xml = readFileSync((await download.path())!, 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
  const mine = xml.split('<DrctDbtTxInf>').find((tx) => tx.includes(`<MndtId>${mandate.reference as string}</MndtId>`))!;
  const endToEndId = /<EndToEndId>([^<]+)<\/EndToEndId>/.exec(mine)![1]!;

  // The bank rejects our debit (AM04) and names one reference of someone else's.
  const answer = readFileSync('tests/fixtures/iso20022/pain.002.001.03-rejects.xml', 'utf8')
    .replaceAll('{{MSG_ID}}', 'E2E').replaceAll('{{REJECTED}}', endToEndId).replaceAll('{{ACCEPTED}}', 'NONE').replaceAll('{{UNKNOWN}}', `ELSEWHERE-${unique}`);
  const file = { name: 'status-report.xml', mimeType: 'application/xml', buffer: Buffer.from(answer) };
  await page.getByLabel('Bank file (XML)').setInputFiles(file);
  await page.getByRole('button', { name: 'Apply the file' }).click();
  const result = page.getByTestId('bank-statement-result');
  await expect(result).toContainText('pain.002.001.03 read: 1 rejected debit applied, none already applied.');
  await expect(result).toContainText(`ELSEWHERE-${unique}`);
  await capture(page, 'admin-billing-sepa');
  await expectAccessible(page);

  // The same file again, in French: nothing applied twice.
  await page.getByRole('button', { name: 'Change language: Français' }).click();
  await expect(page.getByRole('heading', { name: 'Réponses de la banque', level: 2 })).toBeVisible();
  await page.getByLabel('Fichier de la banque (XML)').setInputFiles(file);
  await page.getByRole('button', { name: 'Appliquer le fichier' }).click();
  await expect(page.getByTestId('bank-statement-result')).toContainText('pain.002.001.03 lu : aucun nouveau rejet, 1 déjà appliqué.');
  await capture(page, 'admin-billing-sepa-fr');
  await expectAccessible(page);
});
