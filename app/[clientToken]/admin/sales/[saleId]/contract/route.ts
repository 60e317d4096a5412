// A sale's contract at the desk (the PDF of GET /sales/{id}/contract), for signed-in staff.
import { staffActor, staffOf } from '@/lib/auth/session';
import { DomainError } from '@/lib/domain/errors';
import { getSaleContract } from '@/lib/domain/sales/get-sale-contract';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';

export async function GET(_request: Request, { params }: { params: Promise<{ clientToken: string; saleId: string }> }): Promise<Response> {
  const { clientToken, saleId } = await params;
  const tenant = await findTenantByToken(clientToken);
  const staff = tenant ? await staffOf(tenant) : null;
  if (!tenant || !staff) return new Response('Signed out', { status: 401 });
  if (!/^[1-9]\d{0,9}$/.test(saleId)) return new Response('Not found', { status: 404 });
  try {
    const pdf = await getSaleContract({ tenant, actor: staffActor(staff), saleId: Number(saleId) });
    return new Response(Buffer.from(pdf), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="contract-${saleId}.pdf"`, 'cache-control': 'private, no-store' },
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'api.error.not-found') return new Response('Not found', { status: 404 });
    throw error;
  }
}
