import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { listSources } from '@/lib/domain/contacts/list-sources';
import { listClubs } from '@/lib/domain/tenancy/list-clubs';
import { AdminShell } from '../../admin-shell';
import { loadStaffPage } from '../../load-staff-page';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { NewContactForm } from './new-contact-form';

export async function generateMetadata() {
  return { title: (await getTranslations('adminContacts.create'))('metaTitle') };
}

/** A contact created at the desk, with the fields and rules of POST /contacts; then its page. */
export default async function NewContactPage({ params }: { params: Promise<{ clientToken: string }> }) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const [t, clubs, sources] = await Promise.all([
    getTranslations('adminContacts'),
    listClubs({ ...ctx, page: { page: 1, itemsPerPage: 100 } }),
    listSources({ ...ctx, page: { page: 1, itemsPerPage: 100 } }),
  ]);
  return (
    <AdminShell tenant={tenant} staff={staff} current="contacts">
      <Breadcrumb parentHref={`/${tenant.token}/admin/contacts`} parent={t('title')} current={t('create.breadcrumb')} />
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{t('create.title')}</h1>
      <p className="mt-1 mb-6 max-w-2xl text-sm text-slate-600">{t('create.intro')}</p>
      <NewContactForm clientToken={tenant.token} clubs={clubs.items.map(({ id, name }) => ({ id, name }))}
        sources={sources.items.map(({ id, name }) => ({ id, name }))} />
    </AdminShell>
  );
}
