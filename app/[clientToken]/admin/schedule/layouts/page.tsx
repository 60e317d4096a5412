import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { EmptyNote } from '@/components/ui/empty-note';
import { allPages } from '@/lib/domain/paging';
import { getClassLayout, listClassLayouts } from '@/lib/domain/planning/class-layouts';
import { AdminShell } from '../../admin-shell';
import { single } from '../../format';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { ClubPicker } from '../club-picker';
import { loadClubResources } from '../club-resources';
import { SubpageHeader } from '../subpage-header';
import { loadSchedulePage, type SchedulePageProps } from '../schedule-page';
import { LayoutEditor } from './layout-editor';

export async function generateMetadata() {
  return { title: (await getTranslations('adminLayouts'))('metaTitle') };
}

/**
 * The layouts of a club's studios (spot booking, CONTRACT §14): the list, and the grid editor of the
 * one the URL names (`layout=`) or of a new one on a studio (`studio=`).
 */
export default async function LayoutsPage(props: SchedulePageProps) {
  const page = await loadSchedulePage(props);
  if (!page.staff) return <StaffSignInScreen tenant={page.tenant} />;
  const { tenant, staff, ctx, clubs, club, query } = page;
  const t = await getTranslations('adminLayouts');
  const schedule = `/${tenant.token}/admin/schedule`;
  const layoutId = Number(single(query.layout));
  const editing = Number.isSafeInteger(layoutId) && layoutId > 0 ? await getClassLayout({ ...ctx, id: layoutId }).catch(() => null) : null;
  const clubId = editing?.clubId ?? club?.id;
  const [layouts, resources] = clubId
    ? await Promise.all([allPages((p) => listClassLayouts({ ...ctx, scope: [clubId], page: p })), loadClubResources(ctx, clubId)])
    : [[], null];
  const studios = resources?.studios.filter((s) => !s.archived) ?? [];
  const studioName = (id: number) => resources?.studios.find((s) => s.id === id)?.name ?? '';
  const newStudio = studios.find((s) => String(s.id) === single(query.studio));
  const here = `${schedule}/layouts?club=${clubId}`;

  return (
    <AdminShell tenant={tenant} staff={staff} current="schedule">
      <SubpageHeader scheduleHref={clubId ? `${schedule}?club=${clubId}` : schedule} title={t('title')}>{t('intro')}</SubpageHeader>
      {club && <ClubPicker path={`${schedule}/layouts`} clubs={clubs} club={clubs.find((c) => c.id === clubId) ?? club} />}
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <section aria-labelledby="layouts-list" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="layouts-list" className="font-semibold text-slate-900">{t('list')}</h2>
          {layouts.length === 0 ? <EmptyNote compact className="mt-2">{t('none')}</EmptyNote> : (
            <ul className="mt-2 flex flex-col gap-1">
              {layouts.map((l) => (
                <li key={l.id}>
                  <Link href={`${here}&layout=${l.id}`} aria-current={l.id === editing?.id ? 'page' : undefined}
                    className="block rounded px-2 py-2 text-sm text-brand-700 underline-offset-4 hover:underline aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold">
                    {t('item', { name: l.name, studio: studioName(l.studioId), count: l.spots.length })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('newOn')}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {studios.map((s) => (
              <li key={s.id}><Link href={`${here}&studio=${s.id}`} className="block rounded px-2 py-2 text-sm text-brand-700 underline underline-offset-4">{t('newFor', { studio: s.name })}</Link></li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="layout-editor" className="min-w-0 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="layout-editor" className="font-semibold text-slate-900">
            {editing ? t('editTitle', { name: editing.name, studio: studioName(editing.studioId) }) : newStudio ? t('newTitle', { studio: newStudio.name }) : t('pick')}
          </h2>
          <ClientMessages namespaces={['adminLayouts']}>
            {editing && <LayoutEditor key={editing.id} clientToken={tenant.token} target={{ layoutId: editing.id }} initial={{ name: editing.name, spots: editing.spots }} />}
            {!editing && newStudio && <LayoutEditor key={`new-${newStudio.id}`} clientToken={tenant.token} target={{ studioId: newStudio.id }} initial={{ name: '', spots: [] }} />}
          </ClientMessages>
        </section>
      </div>
    </AdminShell>
  );
}
