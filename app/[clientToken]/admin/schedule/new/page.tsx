import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { now } from '@/lib/time/clock';
import { AdminShell } from '../../admin-shell';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { ClubPicker } from '../club-picker';
import { loadClubResources } from '../club-resources';
import { localDate } from '../local-time';
import { SubpageHeader } from '../subpage-header';
import { loadSchedulePage, type SchedulePageProps } from '../schedule-page';
import { NewClassForm } from './new-class-form';
import { EmptyNote } from '@/components/ui/empty-note';

export async function generateMetadata() {
  return { title: (await getTranslations('adminSchedule.new'))('metaTitle') };
}

export default async function NewClassPage(props: SchedulePageProps) {
  const page = await loadSchedulePage(props);
  if (!page.staff) return <StaffSignInScreen tenant={page.tenant} />;
  const { tenant, staff, ctx, clubs, club } = page;
  const base = `/${tenant.token}/admin/schedule`;
  const t = await getTranslations('adminSchedule');

  return (
    <AdminShell tenant={tenant} staff={staff} current="schedule">
      <SubpageHeader scheduleHref={club ? `${base}?club=${club.id}` : base} title={t('new.title')}>
        {club ? t.rich('new.intro', { club: club.name, strong: (chunks) => <strong className="font-medium text-slate-800">{chunks}</strong> }) : t('noClub')}
      </SubpageHeader>
      {club && (
        <>
          <ClubPicker path={`${base}/new`} clubs={clubs} club={club} />
          <div className="mt-6">{await formFor(ctx, tenant.token, club)}</div>
        </>
      )}
    </AdminShell>
  );
}

async function formFor(ctx: Parameters<typeof loadClubResources>[0], clientToken: string, club: { id: number; timeZone: string }) {
  const [resources, t] = await Promise.all([loadClubResources(ctx, club.id), getTranslations('adminSchedule.new')]);
  if (resources.activities.every((activity) => activity.archived)) {
    return (
      <EmptyNote>
        {t.rich('noActivity', {
          link: (chunks) => <Link href={`/${clientToken}/admin/schedule/resources?club=${club.id}`} className="font-medium text-brand-700 underline underline-offset-2">{chunks}</Link>,
        })}
      </EmptyNote>
    );
  }
  // Keyed by club: choosing another club starts a fresh form with that club's choices.
  return <NewClassForm key={club.id} clientToken={clientToken} clubId={club.id} resources={resources} today={localDate(now(), club.timeZone)} />;
}
