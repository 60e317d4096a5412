import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { QueryProvider } from '@/components/query-provider';
import { getFormat } from '@/i18n/get-format';
import { getMemberWeek } from '@/lib/domain/portal/get-member-week';
import type { TenantParams } from '../load-tenant';
import { loadMemberPage } from '../account/load-member-page';
import { MemberShell } from '../account/member-shell';
import { ClassWeek } from './class-week';
import { memberOrSignIn } from './member-or-sign-in';
import { parseWeekQuery, weekInput } from './week-query';

export async function generateMetadata() {
  return { title: (await getTranslations('classes'))('metaTitle') };
}

type ClassesPageProps = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ClassesPage({ params, searchParams }: ClassesPageProps) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const query = parseWeekQuery(await searchParams);
  const week = await memberOrSignIn(tenant, getMemberWeek({ tenant, actor, ...weekInput(query) }));
  const home = week.clubs.find((c) => c.id === week.homeClubId)?.name ?? '';
  const others = week.clubs.filter((c) => c.id !== week.homeClubId).map((c) => c.name);
  const [t, format] = await Promise.all([getTranslations('classes'), getFormat()]);

  return (
    <MemberShell tenant={tenant} current="classes">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 mb-6 text-slate-600">
        {others.length > 0 ? t('introShared', { home, others: format.list(others, 'or'), count: others.length }) : t('introHome', { home })}
        {' '}{t('localTime')}
      </p>
      <ClientMessages namespaces={['classes']}>
        <QueryProvider>
          <ClassWeek clientToken={tenant.token} query={query} initial={week} />
        </QueryProvider>
      </ClientMessages>
    </MemberShell>
  );
}
