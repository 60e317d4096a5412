import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ActionStatusProvider } from '@/components/action-status';
import { listActivityGroups } from '@/lib/domain/booking/list-activity-groups';
import { allPages } from '@/lib/domain/paging';
import { AdminShell } from '../../admin-shell';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { ClubPicker } from '../club-picker';
import { loadClubResources } from '../club-resources';
import { SubpageHeader } from '../subpage-header';
import { loadSchedulePage, type SchedulePageProps } from '../schedule-page';
import { RESOURCE_KINDS } from './resource-schema';
import { GroupSection, ResourceSection } from './resource-section';

export async function generateMetadata() {
  return { title: (await getTranslations('adminSchedule.resources'))('metaTitle') };
}

export default async function ResourcesPage(props: SchedulePageProps) {
  const page = await loadSchedulePage(props);
  if (!page.staff) return <StaffSignInScreen tenant={page.tenant} />;
  const { tenant, staff, ctx, clubs, club } = page;
  const [resources, groups] = club
    ? await Promise.all([loadClubResources(ctx, club.id), allPages((p) => listActivityGroups({ ...ctx, page: p }))])
    : [null, []];
  const groupNames = groups.map(({ id, name }) => ({ id, name }));
  const schedule = `/${tenant.token}/admin/schedule`;
  const [t, tLayouts] = await Promise.all([getTranslations('adminSchedule.resources'), getTranslations('adminLayouts')]);

  return (
    <AdminShell tenant={tenant} staff={staff} current="schedule">
      <SubpageHeader scheduleHref={club ? `${schedule}?club=${club.id}` : schedule} title={t('title')}>
        {club ? t.rich('intro', { club: club.name, strong: (chunks) => <strong className="font-medium text-slate-800">{chunks}</strong> }) : t('noClub')}
      </SubpageHeader>
      {club && resources && (
        <>
          <ClubPicker path={`${schedule}/resources`} clubs={clubs} club={club} />
          <p className="mt-4 text-sm">
            <Link href={`${schedule}/layouts?club=${club.id}`} className="font-medium text-brand-700 underline underline-offset-4">{tLayouts('link')}</Link>
          </p>
          <ActionStatusProvider className="mt-6">
            <div className="grid gap-6 lg:grid-cols-3">
              {RESOURCE_KINDS.map((kind) => (
                <ResourceSection key={`${kind}-${club.id}`} clientToken={tenant.token} kind={kind} clubId={club.id} items={resources[kind]}
                  {...(kind === 'activities' ? { groups: groupNames } : {})} />
              ))}
            </div>
            <GroupSection clientToken={tenant.token} groups={groupNames} />
          </ActionStatusProvider>
        </>
      )}
    </AdminShell>
  );
}
