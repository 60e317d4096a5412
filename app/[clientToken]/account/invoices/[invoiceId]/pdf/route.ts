// One of the member's invoices as a PDF (the account history's links), read with the member's own
// session: another contact's invoice, or an id that is nobody's, is the same 404. In the language of
// their pages.
import { requestLocale } from '@/i18n/request';
import { DomainError } from '@/lib/domain/errors';
import { getInvoicePdf } from '@/lib/domain/finance/get-invoice-pdf';
import { memberContextOf } from '../../../../_member/member-context';

export async function GET(_request: Request, { params }: { params: Promise<{ clientToken: string; invoiceId: string }> }): Promise<Response> {
  const { clientToken, invoiceId } = await params;
  const ctx = await memberContextOf(clientToken);
  if (!ctx) return new Response('Signed out', { status: 401 });
  const id = /^\d{1,9}$/.test(invoiceId) ? Number(invoiceId) : 0;
  try {
    if (id <= 0) throw new DomainError('api.error.not-found', 'No such invoice.');
    const { number, pdf } = await getInvoicePdf({ ...ctx, invoiceId: id, locale: await requestLocale() });
    return new Response(Buffer.from(pdf), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="invoice-${number}.pdf"`, 'cache-control': 'private, no-store' },
    });
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'api.error.not-found' || error.code === 'api.error.auth.contact-scope')) {
      return new Response('Not found', { status: 404 });
    }
    throw error;
  }
}
