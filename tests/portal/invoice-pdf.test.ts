// Issue 29 item 3: each invoice as a PDF (CONTRACT §15, GET /invoices/{id}/pdf): in the language
// asked for, else the contact's; a member's (contact-scoped) token reads its own only; what is
// invoiced, the total and what was paid are written in it, read back from the PDF.
import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { invoices } from '../../lib/db/schema';
import { getInvoicePdf } from '../../lib/domain/finance/get-invoice-pdf';
import { issueChargeInvoice } from '../../lib/domain/finance/issue-charge-invoice';
import { call, createTenantFixture, tokenFor, type TenantFixture } from '../factories';

let fx: TenantFixture;
let invoiceId: number;
beforeAll(async () => {
  fx = await createTenantFixture();
  const db = await getDb();
  const invoice = await db.transaction((tx) => issueChargeInvoice(tx, {
    tenantId: fx.tenant.id, contactId: fx.contacts.alice, clubId: fx.clubs.a, date: '2026-03-10', amount: 2990, lateDueDate: '2026-04-10', kind: 'fee_invoice',
  }));
  invoiceId = invoice.id;
});

/** The text drawn in a pdf-lib PDF: its content streams inflated, the hex strings decoded. */
function textOf(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map(([, body]) => {
    try {
      return inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      return body!;
    }
  });
  return streams.join('\n').replace(/<([0-9A-Fa-f]+)>\s*Tj/g, (_, hex: string) => Buffer.from(hex, 'hex').toString('latin1'));
}

describe('an invoice as a PDF', () => {
  it('writes the number, what is invoiced, the total and what is left, in the language asked for', async () => {
    const db = await getDb();
    const [row] = await db.select().from(invoices).where(and(eq(invoices.tenantId, fx.tenant.id), eq(invoices.id, invoiceId)));
    const fr = await getInvoicePdf({ tenant: fx.tenant, actor: { kind: 'system' }, invoiceId, locale: 'fr' });
    expect(fr.number).toBe(row!.number);
    const frText = textOf(fr.pdf);
    expect(frText).toContain(`Facture ${row!.number}`);
    expect(frText).toContain('Frais');
    expect(frText).toContain('29,90');
    expect(frText).toContain('Reste à payer');
    const en = textOf((await getInvoicePdf({ tenant: fx.tenant, actor: { kind: 'system' }, invoiceId, locale: 'en' })).pdf);
    expect(en).toContain(`Invoice ${row!.number}`);
    expect(en).toContain('Left to pay');
    // No language asked: the contact's (their club's default, French).
    expect(textOf((await getInvoicePdf({ tenant: fx.tenant, actor: { kind: 'system' }, invoiceId })).pdf)).toContain('Facture');
  });

  it('is read by its member, and by nobody else\'s session', async () => {
    const own = await getInvoicePdf({ tenant: fx.tenant, actor: { kind: 'member', contactId: fx.contacts.alice }, invoiceId, locale: 'en' });
    expect(own.pdf.byteLength).toBeGreaterThan(500);
    await expect(getInvoicePdf({ tenant: fx.tenant, actor: { kind: 'member', contactId: fx.contacts.bob }, invoiceId }))
      .rejects.toMatchObject({ code: 'api.error.auth.contact-scope' });
  });

  it('GET /invoices/{id}/pdf answers application/pdf in the Accept-Language, 404 for an unknown id', async () => {
    const token = await tokenFor(fx, 'partner');
    const res = await call(`/${fx.token}/invoices/${invoiceId}/pdf`, { token, headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('vary')).toContain('accept-language');
    expect(textOf(new Uint8Array(await res.arrayBuffer()))).toContain('Invoice');
    expect((await call(`/${fx.token}/invoices/99999999/pdf`, { token })).status).toBe(404);
  });
});
