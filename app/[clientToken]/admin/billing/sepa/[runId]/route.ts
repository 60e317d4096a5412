// A billing run's SEPA file (the XML of GET /billing_runs/{id}/sepa_file), downloaded by signed-in staff
// to hand to the club's bank (owners and managers).
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { getBillingRunSepaFile } from '@/lib/domain/billing/get-billing-run-sepa-file';
import { fileResponse, pathId, staffFile } from '../../../../file-route';

export async function GET(_request: Request, { params }: { params: Promise<{ clientToken: string; runId: string }> }): Promise<Response> {
  const { clientToken, runId } = await params;
  // A run with no debit, or a club without creditor details, cannot have a file yet (409): the
  // billing page says so in words; here, the refusal's sentence.
  return staffFile(clientToken, async ({ tenant, staff, actor }) => {
    // Members' whole IBANs: for the owner and managers, who run the billing days.
    if (!SETTINGS_ROLES.includes(staff.staffRole)) return new Response('Forbidden', { status: 403 });
    const id = pathId(runId);
    if (id === undefined) return new Response('Not found', { status: 404 });
    const file = await getBillingRunSepaFile({ tenant, actor, runId: id });
    return fileResponse(file.xml, 'application/xml; charset=utf-8', file.filename, 'attachment');
  }, 409);
}
