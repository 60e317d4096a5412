// A class's attendance sheet to print (the PDF of GET /class_events/{id}/print), for signed-in staff.
import { printAttendanceSheet } from '@/lib/domain/planning/print-attendance-sheet';
import { fileResponse, pathId, staffFile } from '../../../../../../file-route';

export async function GET(_request: Request, { params }: { params: Promise<{ clientToken: string; classId: string }> }): Promise<Response> {
  const { clientToken, classId } = await params;
  return staffFile(clientToken, async ({ tenant, actor }) => {
    const id = pathId(classId);
    if (id === undefined) return new Response('Not found', { status: 404 });
    const pdf = await printAttendanceSheet({ tenant, actor, classEventId: id });
    return fileResponse(Buffer.from(pdf), 'application/pdf', `attendance-${id}.pdf`);
  });
}
