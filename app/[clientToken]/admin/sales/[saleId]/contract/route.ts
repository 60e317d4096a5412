// A sale's contract at the desk (the PDF of GET /sales/{id}/contract), for signed-in staff.
import { getSaleContract } from '@/lib/domain/sales/get-sale-contract';
import { fileResponse, pathId, staffFile } from '../../../../file-route';

export async function GET(_request: Request, { params }: { params: Promise<{ clientToken: string; saleId: string }> }): Promise<Response> {
  const { clientToken, saleId } = await params;
  return staffFile(clientToken, async ({ tenant, actor }) => {
    const id = pathId(saleId);
    if (id === undefined) return new Response('Not found', { status: 404 });
    const pdf = await getSaleContract({ tenant, actor, saleId: id });
    return fileResponse(Buffer.from(pdf), 'application/pdf', `contract-${id}.pdf`);
  });
}
