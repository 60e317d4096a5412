import type { Locale } from '@/lib/i18n/locales';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { listJoinOffers } from '@/lib/domain/portal/list-join-offers';
import { loadTenant, type TenantParams } from '../load-tenant';

type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };
import { JoinForm, type JoinClubChoice } from './join-form';

export async function generateMetadata() {
  return { title: (await getTranslations('join'))('metaTitle') };
}

/** Joining online without an account: club and offer, identity, address, IBAN; one SMS code signs contract and mandate. */
export default async function JoinPage({ params, searchParams }: Props) {
  const { clientToken } = await params;
  const club = (await searchParams).club;
  const initialClubId = typeof club === 'string' && /^\d{1,9}$/.test(club) ? Number(club) : undefined;
  const tenant = await loadTenant(clientToken);
  const [clubs, t] = await Promise.all([listJoinOffers({ tenant, locale: (await getLocale()) as Locale }), getTranslations('join')]);
  if (clubs.length === 0) notFound();
  const choices: JoinClubChoice[] = clubs.map((c) => ({
    id: c.id, name: c.name, today: c.today, debitDays: c.debitDays,
    offers: c.offers.map((o) => ({ id: o.id, name: o.name, description: o.product.description ?? '', monthly: o.rhythmBilling === 'monthly' })),
  }));
  const signIn = `/${tenant.token}`;
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title', { tenant: tenant.name })}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <p className="mt-2 text-sm text-slate-600">
        {t.rich('haveAccount', { link: (chunks) => <Link className="font-medium text-brand-700 underline underline-offset-4" href={signIn}>{chunks}</Link> })}
      </p>
      <div className="mt-8">
        <ClientMessages namespaces={['join', 'mandates']}>
          <JoinForm clientToken={tenant.token} clubs={choices} signInHref={signIn} initialClubId={initialClubId} />
        </ClientMessages>
      </div>
    </main>
  );
}
