import Form from 'next/form';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { listCrossingPoints } from '@/lib/domain/access/crossing-points';
import { listEntryLog } from '@/lib/domain/access/list-entry-log';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import type { TenantParams } from '../../../load-tenant';
import { AdminShell } from '../../admin-shell';
import { pageNumber, single } from '../../format';
import { loadStaffPage } from '../../load-staff-page';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { AccessNav } from '../access-nav';
import { ExportLinks } from '../../export-links';
import { EntryTable } from '../entry-table';

export async function generateMetadata() {
  return { title: (await getTranslations('adminAccess'))('logTitle') };
}

const PER_PAGE = 50;
const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

type Query = Record<string, string | string[] | undefined>;

/** The entries log (CONTRACT §11), filtered in the URL: club, crossing point, blocked only, a member. */
export default async function EntriesPage({ params, searchParams }: TenantParams & { searchParams: Promise<Query> }) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const query = await searchParams;
  const filters = {
    clubId: idOf(single(query.club)), crossingPointId: idOf(single(query.point)),
    blockedOnly: single(query.blocked) === '1', member: single(query.member)?.slice(0, 200),
  };
  const page = pageNumber(query.page);
  const [clubs, points, log, t] = await Promise.all([
    listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } }),
    listCrossingPoints({ ...ctx, page: { page: 1, itemsPerPage: 100 } }),
    listEntryLog({ ...ctx, filters, page: { page, itemsPerPage: PER_PAGE } }),
    getTranslations('adminAccess'),
  ]);
  const base = `/${tenant.token}/admin`;
  const pages = Math.max(1, Math.ceil(log.totalItems / PER_PAGE));
  const link = (to: number) => {
    const next = new URLSearchParams(Object.entries({ club: filters.clubId, point: filters.crossingPointId, blocked: filters.blockedOnly ? '1' : undefined, member: filters.member })
      .flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
    next.set('page', String(to));
    return `${base}/access/entries?${next.toString()}`;
  };
  const clubName = new Map(clubs.items.map((club) => [club.id, club.name]));
  return (
    <AdminShell tenant={tenant} staff={staff} current="access">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('logTitle')}</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('logIntro')}</p>
      <AccessNav base={base} current="entries" />
      <ExportLinks clientToken={tenant.token} list="entries" filters={{ club: filters.clubId, point: filters.crossingPointId, blocked: filters.blockedOnly ? '1' : undefined }} />
      <Form action={`${base}/access/entries`} role="search" aria-label={t('filters.label')}
        className="mt-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <div>
          <label htmlFor="log-club" className="block text-sm font-medium text-slate-800">{t('filters.club')}</label>
          <Select id="log-club" name="club" defaultValue={filters.clubId ?? ''} className="mt-1">
            <option value="">{t('filters.allClubs')}</option>
            {clubs.items.map((club) => <option key={club.id} value={club.id}>{club.name}</option>)}
          </Select>
        </div>
        <div>
          <label htmlFor="log-point" className="block text-sm font-medium text-slate-800">{t('filters.point')}</label>
          <Select id="log-point" name="point" defaultValue={filters.crossingPointId ?? ''} className="mt-1">
            <option value="">{t('filters.allPoints')}</option>
            {points.items.map((point) => <option key={point.id} value={point.id}>{`${point.name} (${clubName.get(point.clubId) ?? ''})`}</option>)}
          </Select>
        </div>
        <div>
          <label htmlFor="log-member" className="block text-sm font-medium text-slate-800">{t('filters.member')}</label>
          <Input id="log-member" name="member" defaultValue={filters.member ?? ''} autoComplete="off" className="mt-1" />
        </div>
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" name="blocked" value="1" defaultChecked={filters.blockedOnly} className="size-4" />
          {t('filters.blockedOnly')}
        </label>
        <button type="submit" className={buttonClass('primary')}>{t('filters.apply')}</button>
      </Form>
      <EntryTable rows={log.items} clientToken={tenant.token} />
      {pages > 1 && (
        <nav aria-label={t('pages', { page, pages })} className="mt-4 flex items-center justify-between text-sm">
          {page > 1 ? <Link href={link(page - 1)} className={buttonClass('secondary')}>{t('previous')}</Link> : <span />}
          <span className="text-slate-600">{t('pages', { page, pages })}</span>
          {page < pages ? <Link href={link(page + 1)} className={buttonClass('secondary')}>{t('next')}</Link> : <span />}
        </nav>
      )}
    </AdminShell>
  );
}
