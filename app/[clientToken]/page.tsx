import type { Locale } from '@/lib/i18n/locales';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth-card';
import { ClientMessages } from '@/components/client-messages';
import { RETURN_PARAM, safeReturnPath } from '@/lib/auth/return-to';
import { memberOf } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { listJoinOffers } from '@/lib/domain/portal/list-join-offers';
import { loadTenant, type TenantParams } from './load-tenant';
import { MemberSignIn } from './member-sign-in';

export async function generateMetadata() {
  return { title: (await getTranslations('signIn'))('metaTitle') };
}

type Props = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MemberPortalHome({ params, searchParams }: Props) {
  const { clientToken } = await params;
  const tenant = await loadTenant(clientToken);
  // The page asked for while signed out (load-member-page.ts), if it is one of this tenant's pages;
  // the sign-in action reads the same `?next=` from the address it is posted to.
  const returnTo = safeReturnPath(tenant.token, (await searchParams)[RETURN_PARAM]);
  if (await memberOf(tenant)) redirect(returnTo ?? `/${tenant.token}/account`);
  const [t, tc, joinable] = await Promise.all([getTranslations('signIn'), getTranslations('cancelContract'), listJoinOffers({ tenant, locale: (await getLocale()) as Locale })]);

  return (
    <AuthCard
      tenantName={tenant.name}
      clientToken={tenant.token}
      title={t('title')}
      description={t('description')}
      footer={<>
        {joinable.length > 0 && (
          <p className="mb-2">
            {t.rich('notMember', {
              link: (chunks) => (
                <Link className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4" href={`/${tenant.token}/join`}>{chunks}</Link>
              ),
            })}
          </p>
        )}
        <p className="mb-4">
          <Link className="inline-flex min-h-11 items-center font-medium text-slate-700 underline underline-offset-4" href={`/${tenant.token}/cancel-contract`}>
            {tc('button')}
          </Link>
        </p>
        {config.isSandbox && (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3">
            {t.rich('sandbox', {
              strong: (chunks) => <span className="font-medium text-slate-800">{chunks}</span>,
              link: (chunks) => (
                <Link className="font-medium text-brand-700 underline underline-offset-4" href={`/${tenant.token}/admin/sandbox/messages`}>{chunks}</Link>
              ),
            })}
          </p>
        )}
      </>}
    >
      <ClientMessages namespaces={['signIn']}>
        <MemberSignIn clientToken={tenant.token} />
      </ClientMessages>
    </AuthCard>
  );
}
