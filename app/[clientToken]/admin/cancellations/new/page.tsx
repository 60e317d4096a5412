import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { getContactOrThrow } from '@/lib/domain/contacts/get-contact';
import { searchContacts } from '@/lib/domain/contacts/search-contacts';
import type { OperationContext } from '@/lib/domain/context';
import { listMotives } from '@/lib/domain/subscriptions/list-motives';
import { listSubscriptions } from '@/lib/domain/subscriptions/list-subscriptions';
import { getClubOrThrow } from '@/lib/domain/tenancy/get-club';
import { now } from '@/lib/time/clock';
import { dateInZone } from '@/lib/time/zone';
import { AdminShell } from '../../admin-shell';
import { readOrNotFound } from '../../read-or-not-found';
import { single } from '../../format';
import { loadStaffPage } from '../../load-staff-page';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { contactName } from '../../contacts/contact-state';
import { MemberPicker } from './member-picker';
import { NewCancellationForm } from './new-cancellation-form';
import { subscriptionChoices } from './subscription-choices';

export async function generateMetadata() {
  return { title: (await getTranslations('adminCancellations.create'))('metaTitle') };
}

const RESULTS = 10;

type Props = {
  params: Promise<{ clientToken: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function NewCancellationPage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const query = await searchParams;
  const q = single(query.q)?.slice(0, 320);
  const contactId = single(query.contact);
  const path = `/${tenant.token}/admin/cancellations/new`;
  const t = await getTranslations('adminCancellations');

  return (
    <AdminShell tenant={tenant} staff={staff} current="cancellations">
      <Breadcrumb parentHref={`/${tenant.token}/admin/cancellations`} parent={t('title')} current={t('create.breadcrumb')} />
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{t('create.title')}</h1>
      <p className="mt-1 mb-6 max-w-2xl text-sm text-slate-600">
        {t('create.intro')}
      </p>
      {contactId ? await memberStep(ctx, path, contactId, single(query.subscription)) : await searchStep(ctx, path, q)}
    </AdminShell>
  );
}

async function searchStep(ctx: OperationContext, path: string, q: string | undefined) {
  const found = q ? await searchContacts({ ...ctx, query: q, page: { page: 1, itemsPerPage: RESULTS } }) : null;
  return <MemberPicker path={path} q={q} results={found?.items ?? null} total={found?.totalItems ?? 0} />;
}

// `subscription` (from the contact's page) chooses that subscription at once, when it can be cancelled.
async function memberStep(ctx: OperationContext, path: string, contactId: string, subscriptionId: string | undefined) {
  const member = await readOrNotFound(contactId, (id) => getContactOrThrow(ctx, id));
  const [t, locale, subscriptions, motives, club] = await Promise.all([
    getTranslations('adminCancellations.create'), getLocale(),
    listSubscriptions({ ...ctx, contactId: member.id, page: { page: 1, itemsPerPage: 100 } }),
    listMotives({ ...ctx, page: { page: 1, itemsPerPage: 200 } }),
    getClubOrThrow(ctx, member.clubId),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="member-title" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="min-w-0">
          <h2 id="member-title" className="text-sm font-medium text-slate-500">{t('memberTitle')}</h2>
          <p className="mt-1 font-semibold text-slate-900">{contactName(member)}</p>
          <p className="text-sm text-slate-600"><span className="font-mono">{member.number}</span> · {club.name}</p>
        </div>
        <Link href={path} className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600">{t('another')}</Link>
      </section>
      <section aria-labelledby="details-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="details-title" className="mb-4 font-semibold text-slate-900">{t('detailsTitle')}</h2>
        <NewCancellationForm clientToken={ctx.tenant.token} chosen={subscriptionId && `subscription:${subscriptionId}`} choices={subscriptionChoices(subscriptions.items, t, locale)} today={dateInZone(now(), club.timeZone)}
          motives={motives.items.map(({ id, name }) => ({ id, name }))} />
      </section>
    </div>
  );
}
