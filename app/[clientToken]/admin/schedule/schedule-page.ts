import type { StaffWebIdentity } from '@/lib/auth/identity';
import type { OperationContext, TenantRef } from '@/lib/domain/context';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { single } from '../format';
import { loadStaffPage } from '../load-staff-page';

export interface ScheduleClub {
  id: number;
  name: string;
  timeZone: string;
}

export type SchedulePageProps = {
  params: Promise<{ clientToken: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type SchedulePage =
  | { tenant: TenantRef; staff: null }
  | { tenant: TenantRef; staff: StaffWebIdentity; ctx: OperationContext; query: Record<string, string | string[] | undefined>; clubs: ScheduleClub[]; club: ScheduleClub | undefined };

/**
 * The start of the schedule's club pages (week, new class, resources): the staff member, the clubs
 * they plan for, and the one the URL names (`club=`): the first club when it names none, or one that
 * is not of this network. A network has a handful of clubs: one page shows them all.
 */
export async function loadSchedulePage({ params, searchParams }: SchedulePageProps): Promise<SchedulePage> {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return { tenant, staff: null };
  const query = await searchParams;
  const found = await listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } });
  const clubs = found.items.map(({ id, name, timeZone }) => ({ id, name, timeZone }));
  return { tenant, staff, ctx, query, clubs, club: clubs.find((c) => String(c.id) === single(query.club)) ?? clubs[0] };
}
