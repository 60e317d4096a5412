import Link from 'next/link';
import type { ReactNode } from 'react';
import { SignOutButton } from '@/components/sign-out-button';
import { TenantMark } from '@/components/tenant-mark';
import type { TenantRef } from '@/lib/domain/context';

interface MemberShellProps {
  tenant: TenantRef;
  /** A way up, for pages below the account page. */
  back?: { href: string; label: string };
  children: ReactNode;
}

/** The member portal's frame: whose service it is and how to sign out, then one narrow column. */
export function MemberShell({ tenant, back, children }: MemberShellProps) {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between gap-4 px-4">
          <Link href={`/${tenant.token}/account`} className="flex min-w-0 items-center gap-2 rounded text-sm font-semibold text-slate-900">
            <TenantMark name={tenant.name} />
            <span className="truncate">{tenant.name}</span>
          </Link>
          <SignOutButton to={`/${tenant.token}`} />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        {back && (
          <Link href={back.href} className="-ml-1 inline-flex min-h-10 items-center gap-1 rounded px-1 text-sm font-medium text-brand-700 hover:underline">
            <svg aria-hidden viewBox="0 0 20 20" className="size-4 fill-current"><path d="M12.7 4.3 7 10l5.7 5.7-1.4 1.4L4.2 10l7.1-7.1z" /></svg>
            {back.label}
          </Link>
        )}
        {children}
      </main>
    </div>
  );
}
