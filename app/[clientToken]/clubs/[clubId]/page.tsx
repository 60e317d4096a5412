import type { Locale } from '@/lib/i18n/locales';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/language-switch';
import { MAIN_ID, SkipLink } from '@/components/skip-link';
import { TenantMark } from '@/components/tenant-mark';
import { buttonClass } from '@/components/ui/button';
import { nullIfNotFound } from '@/lib/domain/errors';
import { listJoinOffers } from '@/lib/domain/portal/list-join-offers';
import { getClubOrThrow } from '@/lib/domain/tenancy/get-club';
import { ContractFooter } from '../../_member/contract-footer';
import { loadTenant } from '../../load-tenant';

type Props = { params: Promise<{ clientToken: string; clubId: string }> };

async function loadClub({ params }: Props) {
  const { clientToken, clubId } = await params;
  const tenant = await loadTenant(clientToken);
  const id = /^\d{1,9}$/.test(clubId) ? Number(clubId) : 0;
  if (id <= 0) notFound();
  const club = await nullIfNotFound(getClubOrThrow({ tenant, actor: { kind: 'system' } }, id));
  if (!club) notFound();
  return { tenant, club };
}

export async function generateMetadata(props: Props) {
  const { club } = await loadClub(props);
  return { title: club.name };
}

/**
 * A club's public page, open to anyone: which club it is, the way into the member portal, and
 * "Résilier votre contrat" without signing in (L215-1-1 wants it reachable from the club's pages).
 */
export default async function PublicClubPage(props: Props) {
  const { tenant, club } = await loadClub(props);
  const [t, tc, joinable] = await Promise.all([getTranslations('publicClub'), getTranslations('cancelContract'), listJoinOffers({ tenant, locale: (await getLocale()) as Locale })]);
  // Joining online is offered where the club sells a subscription online (the join page's own rule).
  const canJoin = joinable.some((c) => c.id === club.id);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-4 px-4">
          <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-900">
            <TenantMark name={tenant.name} />
            <span className="truncate">{tenant.name}</span>
          </p>
          <LanguageSwitch clientToken={tenant.token} />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 outline-none sm:py-16">
        <p className="text-sm text-slate-600">{t('eyebrow')}</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900">{club.name}</h1>
        <p className="mt-3 max-w-prose text-slate-700">{t('intro', { tenant: tenant.name })}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {canJoin && <Link href={`/${tenant.token}/join?club=${club.id}`} className={buttonClass('primary')}>{t('join')}</Link>}
          <Link href={`/${tenant.token}`} className={buttonClass(canJoin ? 'secondary' : 'primary')}>{t('signIn')}</Link>
          <Link href={`/${tenant.token}/cancel-contract`} className={buttonClass('secondary')}>{tc('button')}</Link>
        </div>
      </main>
      <ContractFooter clientToken={tenant.token} />
    </div>
  );
}
