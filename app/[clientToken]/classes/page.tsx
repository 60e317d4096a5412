import { QueryProvider } from '@/components/query-provider';
import { getMemberWeek } from '@/lib/domain/portal/get-member-week';
import type { TenantParams } from '../load-tenant';
import { loadMemberPage } from '../account/load-member-page';
import { MemberShell } from '../account/member-shell';
import { ClassWeek } from './class-week';
import { memberOrSignIn } from './member-or-sign-in';
import { parseWeekQuery, weekInput } from './week-query';

export const metadata = { title: 'Classes' };

type ClassesPageProps = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ClassesPage({ params, searchParams }: ClassesPageProps) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const query = parseWeekQuery(await searchParams);
  const week = await memberOrSignIn(tenant, getMemberWeek({ tenant, actor, ...weekInput(query) }));
  const home = week.clubs.find((c) => c.id === week.homeClubId)?.name;
  const others = week.clubs.filter((c) => c.id !== week.homeClubId).map((c) => c.name);

  return (
    <MemberShell tenant={tenant} current="classes">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Classes</h1>
      <p className="mt-2 mb-6 text-slate-600">
        Book a class at your club, {home}{others.length > 0 && `, or at ${others.join(', ')}, which share${others.length === 1 ? 's' : ''} bookings with it`}.
        {' '}Times are the club&apos;s local time.
      </p>
      <QueryProvider>
        <ClassWeek clientToken={tenant.token} query={query} initial={week} />
      </QueryProvider>
    </MemberShell>
  );
}
