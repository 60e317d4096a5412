// GET /cash_drawers/{id}/z_report: a closed drawer's Z report as a PDF, in the reader's language
// (Accept-Language), else the club's.
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { cashDrawers, checkouts, clubs, tenants } from '../../db/schema';
import { renderZReportPdf } from '../../documents/cash-drawer-z-report-pdf';
import type { Locale } from '../../i18n/locales';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import type { OperationContext } from '../context';
import { DomainError, notFound } from '../errors';

export async function getCashDrawerZReport(ctx: OperationContext & { drawerId: number; locale?: Locale | null }): Promise<Uint8Array> {
  const db = await getDb();
  const [row] = await db.select({ drawer: cashDrawers, checkoutName: checkouts.name, clubName: clubs.name, timeZone: clubs.timeZone, language: clubs.defaultLanguage, tenantName: tenants.name })
    .from(cashDrawers)
    .innerJoin(checkouts, and(eq(checkouts.tenantId, cashDrawers.tenantId), eq(checkouts.id, cashDrawers.checkoutId)))
    .innerJoin(clubs, and(eq(clubs.tenantId, cashDrawers.tenantId), eq(clubs.id, cashDrawers.clubId)))
    .innerJoin(tenants, eq(tenants.id, cashDrawers.tenantId))
    .where(and(eq(cashDrawers.tenantId, ctx.tenant.id), eq(cashDrawers.id, ctx.drawerId)));
  if (!row) throw notFound('Cash drawer');
  assertClubInReach(ctx.actor, row.drawer.clubId);
  if (!row.drawer.closedAt) throw new DomainError('api.error.cash-drawer.still-open', 'This drawer is still open: its Z report is made at closing.');
  // No Accept-Language: the club's language, as its staff are addressed.
  return renderZReportPdf(row, ctx.locale ?? row.language);
}
