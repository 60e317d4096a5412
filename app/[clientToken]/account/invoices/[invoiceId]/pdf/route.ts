// One of the member's invoices as a PDF (the account history's links), read with the member's own
// session: another contact's invoice, or an id that is nobody's, is the same 404. In the language of
// their pages.
import { requestLocale } from '@/i18n/request';
import { getInvoicePdf } from '@/lib/domain/finance/get-invoice-pdf';
import { memberContextOf } from '../../../../_member/member-context';
import { fileResponse, pathId, refusalsAsHttp } from '../../../../file-route';

export async function GET(_request: Request, { params }: { params: Promise<{ clientToken: string; invoiceId: string }> }): Promise<Response> {
  const { clientToken, invoiceId } = await params;
  const ctx = await memberContextOf(clientToken);
  if (!ctx) return new Response('Signed out', { status: 401 });
  const id = pathId(invoiceId);
  if (id === undefined) return new Response('Not found', { status: 404 });
  return refusalsAsHttp(async () => {
    const { number, pdf } = await getInvoicePdf({ ...ctx, invoiceId: id, locale: await requestLocale() });
    return fileResponse(Buffer.from(pdf), 'application/pdf', `invoice-${number}.pdf`);
  });
}
