// A billing run's SEPA file (the XML of GET /billing_runs/{id}/sepa_file), downloaded by signed-in staff
// to hand to the club's bank (owners and managers).
import { staffActor, staffOf } from '@/lib/auth/session';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { getBillingRunSepaFile } from '@/lib/domain/billing/get-billing-run-sepa-file';
import { DomainError } from '@/lib/domain/errors';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';

export async function GET(_request: Request, { params }: { params: Promise<{ clientToken: string; runId: string }> }): Promise<Response> {
  const { clientToken, runId } = await params;
  const tenant = await findTenantByToken(clientToken);
  const staff = tenant ? await staffOf(tenant) : null;
  if (!tenant || !staff) return new Response('Signed out', { status: 401 });
  // Members' whole IBANs: for the owner and managers, who run the billing days.
  if (!SETTINGS_ROLES.includes(staff.staffRole)) return new Response('Forbidden', { status: 403 });
  if (!/^[1-9]\d{0,9}$/.test(runId)) return new Response('Not found', { status: 404 });
  try {
    const file = await getBillingRunSepaFile({ tenant, actor: staffActor(staff), runId: Number(runId) });
    return new Response(file.xml, {
      headers: { 'content-type': 'application/xml; charset=utf-8', 'content-disposition': `attachment; filename="${file.filename}"`, 'cache-control': 'private, no-store' },
    });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'api.error.not-found') return new Response('Not found', { status: 404 });
    // No debit, or no creditor details: said in plain words on the billing page; here, the code.
    if (error instanceof DomainError) return new Response(error.detail, { status: 409, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    throw error;
  }
}
