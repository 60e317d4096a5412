import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { getWebCheckout } from '@/lib/domain/payments/set-web-checkout-provider';
import { listMotives } from '@/lib/domain/subscriptions/list-motives';
import { getClubOrThrow } from '@/lib/domain/tenancy/get-club';
import { AdminShell } from '../../admin-shell';
import { readOrNotFound } from '../../read-or-not-found';
import { loadStaffPage } from '../../load-staff-page';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { CardPaymentsSection } from './card-payments-section';
import { ClubSettingsForm } from './club-settings-form';
import { toFormValues } from './form-values';

export async function generateMetadata() {
  return { title: (await getTranslations('adminClub'))('metaTitle') };
}

// As many motives as a club may include (clubPatchSchema): every one of them is offered.
const ALL_MOTIVES = { page: 1, itemsPerPage: 200 };

type Params = { params: Promise<{ clientToken: string; clubId: string }> };

/** Every zone the runtime knows, plus the club's own if the runtime lists it under another name ("UTC"). */
function timeZonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

export default async function ClubSettingsPage({ params }: Params) {
  const { clientToken, clubId } = await params;
  const { tenant, staff, ctx } = await loadStaffPage(clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const [t, club, motives] = await Promise.all([
    getTranslations('adminClub'), readOrNotFound(clubId, (id) => getClubOrThrow(ctx, id)), listMotives({ ...ctx, page: ALL_MOTIVES }),
  ]);
  const web = await getWebCheckout({ ...ctx, clubId: club.id });

  return (
    <AdminShell tenant={tenant} staff={staff} current="clubs">
      <Breadcrumb parentHref={`/${tenant.token}/admin/clubs`} parent={t('parent')} current={club.name} />
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{club.name}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">{t('intro')}</p>
      <ClubSettingsForm
        key={club.id}
        clientToken={tenant.token}
        clubId={club.id}
        code={club.code}
        defaultValues={toFormValues(club)}
        timeZones={timeZonesWith(club.timeZone)}
        motives={motives.items.map(({ id, name }) => ({ id, name }))}
        readOnly={!SETTINGS_ROLES.includes(staff.staffRole)}
      />
      {web && (
        <CardPaymentsSection
          clientToken={tenant.token}
          clubId={club.id}
          values={{ provider: web.webPaymentProviderType === 'stripe' ? 'stripe' : 'sandbox', publicKey: web.stripePublicKey ?? '', accountId: web.stripeAccountId ?? '' }}
          readOnly={!SETTINGS_ROLES.includes(staff.staffRole)}
        />
      )}
    </AdminShell>
  );
}
