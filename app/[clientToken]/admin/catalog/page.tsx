import { getTranslations } from 'next-intl/server';
import { ActionStatusProvider } from '@/components/action-status';
import { ClientMessages } from '@/components/client-messages';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { listStaffCatalog } from '@/lib/domain/catalog/list-staff-catalog';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { now } from '@/lib/time/clock';
import { dateInZone } from '@/lib/time/zone';
import type { TenantParams } from '../../load-tenant';
import { AdminShell } from '../admin-shell';
import { loadStaffPage } from '../load-staff-page';
import { PageHeader } from '../page-header';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { ListFilters } from '../list-filters';
import { ProductCard } from './product-card';
import { ProductForm } from './product-form';
import { EmptyNote } from '@/components/ui/empty-note';

export async function generateMetadata() {
  return { title: (await getTranslations('adminCatalog'))('metaTitle') };
}

interface Props extends TenantParams {
  searchParams: Promise<{ club?: string | string[] }>;
}

export default async function CatalogPage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const [t, clubs] = await Promise.all([getTranslations('adminCatalog'), listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } })]);
  // ?club= narrows the list to what a club sells; an id that is no club of the network is ignored.
  const asked = Number((await searchParams).club);
  const club = clubs.items.find((c) => c.id === asked);
  const products = await listStaffCatalog({ ...ctx, ...(club ? { clubId: club.id } : {}) });
  const today = dateInZone(now(), (club ?? clubs.items[0])?.timeZone ?? 'Europe/Paris');
  const mayEdit = SETTINGS_ROLES.includes(staff.staffRole);
  const clubChoices = clubs.items.map((c) => ({ id: c.id, name: c.name }));
  const filterWords = {
    label: t('filter.label'), club: t('filter.club'), allClubs: t('filter.allClubs'), apply: t('filter.submit'), all: t('filter.showAll'),
  };

  return (
    <AdminShell tenant={tenant} staff={staff} current="catalog">
      <PageHeader title={t('title')}>{t('intro', { tenant: tenant.name })}</PageHeader>
      <ClientMessages namespaces={['adminCatalog', 'shop']}>
        <ActionStatusProvider className="mt-6">
          {mayEdit
            ? (
              <details className="group rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <summary className="cursor-pointer text-base font-semibold text-slate-900">{t('newProduct')}</summary>
                <div className="mt-4"><ProductForm clientToken={tenant.token} clubs={clubChoices} /></div>
              </details>
            )
            : <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">{t('readOnly')}</p>}
          <section aria-labelledby="products-title" className="mt-6">
            {clubs.items.length > 1 && <ListFilters path={`/${tenant.token}/admin/catalog`} clubs={clubChoices} club={club?.id} words={filterWords} />}
            <h2 id="products-title" className="mt-4 text-sm font-medium text-slate-600">{t('count', { count: products.length })}</h2>
            {products.length === 0
              ? <EmptyNote className="mt-2">{t('empty')}</EmptyNote>
              : (
                <ul aria-labelledby="products-title" className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                  {products.map((product) => (
                    <ProductCard key={product.id} clientToken={tenant.token} product={product} today={today} mayEdit={mayEdit} clubs={clubChoices} />
                  ))}
                </ul>
              )}
          </section>
        </ActionStatusProvider>
      </ClientMessages>
    </AdminShell>
  );
}
