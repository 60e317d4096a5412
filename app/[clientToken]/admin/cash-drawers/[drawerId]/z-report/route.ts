// A closed drawer's Z report (the PDF of GET /cash_drawers/{id}/z_report) for signed-in staff, in the
// language they read the back office in.
import { requestLocale } from '@/i18n/request';
import { getCashDrawerZReport } from '@/lib/domain/cash-drawers/get-cash-drawer-z-report';
import { fileResponse, pathId, staffFile } from '../../../../file-route';

export async function GET(_request: Request, { params }: { params: Promise<{ clientToken: string; drawerId: string }> }): Promise<Response> {
  const { clientToken, drawerId } = await params;
  // A drawer still open has no Z report yet (409, the refusal's sentence).
  return staffFile(clientToken, async ({ tenant, actor }) => {
    const id = pathId(drawerId);
    if (id === undefined) return new Response('Not found', { status: 404 });
    const pdf = await getCashDrawerZReport({ tenant, actor, drawerId: id, locale: await requestLocale() });
    return fileResponse(Buffer.from(pdf), 'application/pdf', `z-report-${id}.pdf`);
  }, 409);
}
