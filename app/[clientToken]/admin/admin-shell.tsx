import Link from 'next/link';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/language-switch';
import { SignOutButton } from '@/components/sign-out-button';
import { cx } from '@/components/ui/cx';
import type { StaffWebIdentity } from '@/lib/auth/identity';
import { config } from '@/lib/config';
import type { TenantRef } from '@/lib/domain/context';
import { TenantMark } from '@/components/tenant-mark';
import { CurrentTabInView } from './current-tab-in-view';

export type AdminSection = 'clubs' | 'contacts' | 'schedule' | 'catalog' | 'sales' | 'cancellations' | 'motives' | 'webhooks' | 'sandbox-messages' | 'sandbox-webhooks';

const ROLE_LABELS: Record<StaffWebIdentity['staffRole'], string> = { owner: 'Owner', manager: 'Manager', staff: 'Staff' };

interface AdminShellProps {
  tenant: TenantRef;
  staff: StaffWebIdentity;
  current: AdminSection;
  children: ReactNode;
}

/** The back-office frame: who and where on top, then the sections; the nav grows with the product. */
export function AdminShell({ tenant, staff, current, children }: AdminShellProps) {
  const base = `/${tenant.token}/admin`;
  const sections: { id: AdminSection; label: string; href: string }[] = [
    { id: 'clubs', label: 'Clubs', href: base },
    { id: 'contacts', label: 'Contacts', href: `${base}/contacts` },
    { id: 'schedule', label: 'Schedule', href: `${base}/schedule` },
    { id: 'catalog', label: 'Catalog', href: `${base}/catalog` },
    { id: 'sales', label: 'Sales', href: `${base}/sales` },
    { id: 'cancellations', label: 'Cancellations', href: `${base}/cancellations` },
    { id: 'motives', label: 'Motives', href: `${base}/motives` },
    { id: 'webhooks', label: 'Webhooks', href: `${base}/webhooks` },
    ...(config.isSandbox
      ? [
        { id: 'sandbox-messages' as const, label: 'Sandbox messages', href: `${base}/sandbox/messages` },
        { id: 'sandbox-webhooks' as const, label: 'Sandbox webhooks', href: `${base}/sandbox/webhooks` },
      ]
      : []),
  ];
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link href={base} className="flex min-w-0 items-center gap-2 rounded">
            <TenantMark name={tenant.name} />
            <span className="truncate text-sm font-semibold text-slate-900">{tenant.name}</span>
            <span className="hidden text-sm text-slate-500 sm:inline">Back office</span>
          </Link>
          <div className="flex min-w-0 items-center gap-1 sm:gap-3">
            <p className="hidden min-w-0 text-right text-sm leading-tight sm:block">
              <span className="block truncate font-medium text-slate-800">{staff.name}</span>
              <span className="block text-xs text-slate-500">{ROLE_LABELS[staff.staffRole]}</span>
            </p>
            <LanguageSwitch clientToken={tenant.token} />
            <SignOutButton to={base} />
          </div>
        </div>
        <nav id="admin-nav" aria-label="Back office" className="relative mx-auto max-w-5xl overflow-x-auto px-2 sm:px-4">
          <ul className="flex gap-1">
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
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
          <CurrentTabInView navId="admin-nav" current={current} />
        </nav>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
