// A staff list downloaded from its page (the "Export CSV / XLSX" links): the same export as
// GET /exports/{list}, for signed-in staff, with the filters in the page's own URL form (ids).
import { staffActor, staffOf } from '@/lib/auth/session';
import { DomainError } from '@/lib/domain/errors';
import { exportList } from '@/lib/domain/exports/export-list';
import { findTenantByToken } from '@/lib/domain/tenancy/find-tenant';
import { listDownload } from '@/lib/exports/list-download';

const idOf = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);
const textOf = (value: string | null, max: number) => (value ? value.slice(0, max) : undefined);

export async function GET(request: Request, { params }: { params: Promise<{ clientToken: string; list: string }> }): Promise<Response> {
  const { clientToken, list } = await params;
  const tenant = await findTenantByToken(clientToken);
  const staff = tenant ? await staffOf(tenant) : null;
  if (!tenant || !staff) return new Response('Signed out', { status: 401 });
  const query = new URL(request.url).searchParams;
  try {
    const rows = await exportList({ tenant, actor: staffActor(staff), list, filters: {
      clubId: idOf(query.get('club')), contactId: idOf(query.get('contact')), state: textOf(query.get('state'), 40) || undefined,
      q: textOf(query.get('q'), 200), from: textOf(query.get('from'), 40), to: textOf(query.get('to'), 40),
      crossingPointId: idOf(query.get('point')), blockedOnly: query.get('blocked') === '1',
    } });
    const file = listDownload(rows, query.get('format') === 'xlsx' ? 'xlsx' : 'csv');
    return new Response(file.body, { headers: file.headers });
  } catch (error) {
    if (error instanceof DomainError) return new Response(error.detail, { status: error.code.startsWith('api.error.scope.') ? 403 : 400 });
    throw error;
  }
}
