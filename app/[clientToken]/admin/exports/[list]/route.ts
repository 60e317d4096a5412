// A staff list downloaded from its page (the "Export CSV / XLSX" links): the same export as
// GET /exports/{list}, for signed-in staff, with the filters in the page's own URL form (ids).
import { exportList } from '@/lib/domain/exports/export-list';
import { listDownload } from '@/lib/exports/list-download';
import { pathId, staffFile } from '../../../file-route';

const textOf = (value: string | null, max: number) => (value ? value.slice(0, max) : undefined);

export async function GET(request: Request, { params }: { params: Promise<{ clientToken: string; list: string }> }): Promise<Response> {
  const { clientToken, list } = await params;
  const query = new URL(request.url).searchParams;
  return staffFile(clientToken, async ({ tenant, actor }) => {
    const rows = await exportList({ tenant, actor, list, filters: {
      clubId: pathId(query.get('club')), contactId: pathId(query.get('contact')), state: textOf(query.get('state'), 40) || undefined,
      q: textOf(query.get('q'), 200), from: textOf(query.get('from'), 40), to: textOf(query.get('to'), 40),
      crossingPointId: pathId(query.get('point')), blockedOnly: query.get('blocked') === '1',
    } });
    const file = listDownload(rows, query.get('format') === 'xlsx' ? 'xlsx' : 'csv');
    return new Response(file.body, { headers: file.headers });
  });
}
