import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages, type ClientNamespace } from '@/components/client-messages';
import { LanguageSwitch } from '@/components/language-switch';
import { SignOutButton } from '@/components/sign-out-button';
import { MAIN_ID, SkipLink } from '@/components/skip-link';
import { cx } from '@/components/ui/cx';
import type { StaffWebIdentity } from '@/lib/auth/identity';
import { config } from '@/lib/config';
import type { TenantRef } from '@/lib/domain/context';
import { TenantMark } from '@/components/tenant-mark';

export type AdminSection = 'dashboard' | 'clubs' | 'contacts' | 'schedule' | 'access' | 'catalog' | 'sales' | 'cash-drawers' | 'finance' | 'billing' | 'cancellations' | 'motives' | 'webhooks' | 'api-clients' | 'messages' | 'jobs' | 'sandbox-messages' | 'sandbox-webhooks';

/** The words the back office's interactive parts read in the browser (each page renders the rest on the server). */
const ADMIN_NAMESPACES: ClientNamespace[] = ['adminShell', 'adminAccess', 'adminClub', 'adminCardPayments', 'adminSchedule', 'adminContacts', 'adminCancellations', 'adminMotives', 'adminSandbox', 'adminWebhooks', 'adminMessages', 'adminDashboard', 'adminCashDrawer', 'adminLayouts', 'adminAttendance', 'adminBlocks', 'adminJobs'];

interface AdminShellProps {
  tenant: TenantRef;
  staff: StaffWebIdentity;
  current: AdminSection;
  children: ReactNode;
}

/** The back-office frame: who and where on top, then the sections; the nav grows with the product. */
export async function AdminShell({ tenant, staff, current, children }: AdminShellProps) {
  const t = await getTranslations('adminShell');
  const base = `/${tenant.token}/admin`;
  const sections: { id: AdminSection; href: string }[] = [
    { id: 'dashboard', href: base },
    { id: 'clubs', href: `${base}/clubs` },
    { id: 'contacts', href: `${base}/contacts` },
    { id: 'schedule', href: `${base}/schedule` },
    { id: 'access', href: `${base}/access` },
    { id: 'catalog', href: `${base}/catalog` },
    { id: 'sales', href: `${base}/sales` },
    { id: 'cash-drawers', href: `${base}/cash-drawers` },
    { id: 'finance', href: `${base}/finance` },
    { id: 'billing', href: `${base}/billing` },
    { id: 'cancellations', href: `${base}/cancellations` },
    { id: 'motives', href: `${base}/motives` },
    { id: 'webhooks', href: `${base}/webhooks` },
    { id: 'messages', href: `${base}/messages` },
    { id: 'jobs', href: `${base}/jobs` },
    { id: 'api-clients', href: `${base}/api-clients` },
    ...(config.isSandbox
      ? [
        { id: 'sandbox-messages' as const, href: `${base}/sandbox/messages` },
        { id: 'sandbox-webhooks' as const, href: `${base}/sandbox/webhooks` },
      ]
      : []),
  ];
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link href={base} className="flex min-w-0 items-center gap-2 rounded">
            <TenantMark name={tenant.name} />
            <span className="truncate text-sm font-semibold text-slate-900">{tenant.name}</span>
            <span className="hidden text-sm text-slate-500 sm:inline">{t('backOffice')}</span>
          </Link>
          <div className="flex min-w-0 items-center gap-1 sm:gap-3">
            <p className="hidden min-w-0 text-right text-sm leading-tight sm:block">
              <span className="block truncate font-medium text-slate-800">{staff.name}</span>
              <span className="block text-xs text-slate-500">{t(`roles.${staff.staffRole}`)}</span>
            </p>
            <LanguageSwitch clientToken={tenant.token} />
            <SignOutButton to={base} />
          </div>
        </div>
        <nav aria-label={t('navLabel')} className="mx-auto max-w-5xl px-2 sm:px-4">
          {/* A phone gets the sections behind one "Menu" (no JavaScript needed), the current one named on it;
              a wider screen shows them all, on a second line when they do not fit on one. */}
          <details className="group sm:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-2 text-sm font-medium text-slate-800 [&::-webkit-details-marker]:hidden">
              <span>{t('menu')} <span className="text-slate-500">·</span> <span className="text-brand-700">{t(`tabs.${current}`)}</span></span>
              <svg aria-hidden viewBox="0 0 20 20" className="size-4 fill-current transition-transform group-open:rotate-180"><path d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" /></svg>
            </summary>
            <ul className="grid grid-cols-2 gap-1 pb-3">
              {sections.map((section) => (
                <li key={section.id}>
                  <Link href={section.href} aria-current={section.id === current ? 'page' : undefined}
                    className={cx('flex min-h-11 items-center rounded-lg px-3 text-sm font-medium',
                      section.id === current ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100')}>
                    {t(`tabs.${section.id}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
          <ul className="hidden flex-wrap gap-x-1 sm:flex">
            {sections.map((section) => (
              <li key={section.id}>
                <Link
                  href={section.href}
                  aria-current={section.id === current ? 'page' : undefined}
                  className={cx(
                    'inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                    section.id === current ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
                  )}
                >
                  {t(`tabs.${section.id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-5xl px-4 py-6 outline-none sm:px-6 sm:py-10"><ClientMessages namespaces={ADMIN_NAMESPACES}>{children}</ClientMessages></main>
    </div>
  );
}
