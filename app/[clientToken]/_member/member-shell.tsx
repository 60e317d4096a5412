import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/language-switch';
import { SignOutButton } from '@/components/sign-out-button';
import { MAIN_ID, SkipLink } from '@/components/skip-link';
import { TenantMark } from '@/components/tenant-mark';
import { cx } from '@/components/ui/cx';
import { ContractFooter } from './contract-footer';
import type { TenantRef } from '@/lib/domain/context';

interface MemberShellProps {
  tenant: TenantRef;
  /** A way up, for pages below the account page. */
  back?: { href: string; label: string };
  /** The section of the member navigation this page belongs to, marked as the current one. */
  current?: MemberSection;
  children: ReactNode;
}

type MemberSection = 'account' | 'classes' | 'shop' | 'bookings' | 'pass';

const SECTIONS: { id: MemberSection; path: string }[] = [
  { id: 'account', path: 'account' },
  { id: 'classes', path: 'classes' },
  { id: 'shop', path: 'shop' },
  { id: 'bookings', path: 'account/bookings' },
  { id: 'pass', path: 'pass' },
];

/** The member portal's frame: whose service it is, the language and how to sign out, then one narrow column. */
export async function MemberShell({ tenant, back, current, children }: MemberShellProps) {
  const t = await getTranslations('member');
  return (
    <div className="min-h-dvh">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-4 px-4">
          <Link href={`/${tenant.token}/account`} className="flex min-w-0 items-center gap-2 rounded text-sm font-semibold text-slate-900">
            <TenantMark name={tenant.name} />
            <span className="truncate">{tenant.name}</span>
          </Link>
          <div className="flex shrink-0 items-center gap-1">
            <LanguageSwitch clientToken={tenant.token} />
            <SignOutButton to={`/${tenant.token}`} />
          </div>
        </div>
        <nav aria-label={t('navLabel')} className="mx-auto flex max-w-3xl flex-wrap gap-x-1 px-2 sm:px-3">
          {SECTIONS.map((section) => (
            <Link
              key={section.id}
              href={`/${tenant.token}/${section.path}`}
              aria-current={current === section.id ? 'page' : undefined}
              className={cx(
                'inline-flex min-h-11 shrink-0 items-center border-b-2 px-2 text-sm font-medium whitespace-nowrap sm:px-3',
                current === section.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {t(`sections.${section.id}`)}
            </Link>
          ))}
        </nav>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-3xl px-4 py-8 outline-none sm:py-12">
        {back && (
          <Link href={back.href} className="-ml-1 inline-flex min-h-10 items-center gap-1 rounded px-1 text-sm font-medium text-brand-700 hover:underline">
            <svg aria-hidden viewBox="0 0 20 20" className="size-4 fill-current"><path d="M12.7 4.3 7 10l5.7 5.7-1.4 1.4L4.2 10l7.1-7.1z" /></svg>
            {back.label}
          </Link>
        )}
        {children}
      </main>
      <ContractFooter clientToken={tenant.token} />
    </div>
  );
}
