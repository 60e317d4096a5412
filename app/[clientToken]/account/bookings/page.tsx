import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { buttonClass } from '@/components/ui/button';
import { listMemberBookings, MEMBER_BOOKINGS_LIMIT } from '@/lib/domain/portal/list-member-bookings';
import type { TenantParams } from '../../load-tenant';
import { loadMemberPage } from '../../_member/load-member-page';
import { MemberShell } from '../../_member/member-shell';
import { memberOrSignIn } from '../../_member/member-or-sign-in';
import { BookingList } from './booking-list';

export async function generateMetadata() {
  return { title: (await getTranslations('bookings'))('metaTitle') };
}

export default async function BookingsPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const bookings = await memberOrSignIn(tenant, listMemberBookings({ tenant, actor }));
  const classes = `/${tenant.token}/classes`;
  const t = await getTranslations('bookings');

  return (
    <MemberShell tenant={tenant} current="bookings">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="mt-2 text-slate-600">{t('intro')}</p>
        </div>
        <Link href={classes} className={buttonClass('secondary')}>{t('bookClass')}</Link>
      </div>
      <div className="mt-6">
        <ClientMessages namespaces={['bookings', 'classes']}>
          <BookingList clientToken={tenant.token} bookings={bookings} />
        </ClientMessages>
        {bookings.length >= MEMBER_BOOKINGS_LIMIT && (
          <p className="mt-4 text-sm text-slate-600">{t('limit', { count: MEMBER_BOOKINGS_LIMIT })}</p>
        )}
      </div>
    </MemberShell>
  );
}
