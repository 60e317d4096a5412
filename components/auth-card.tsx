import type { ReactNode } from 'react';
import { LanguageSwitch } from './language-switch';
import { TenantMark } from './tenant-mark';

interface AuthCardProps {
  tenantName: string;
  /** The tenant whose pages these are, for the language switch. */
  clientToken: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The calm, centred frame of both sign-in screens: who the service is for, then one form. */
export function AuthCard({ tenantName, clientToken, title, description, children, footer }: AuthCardProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center sm:py-16">
      <div className="w-full max-w-sm">
        <div className="flex items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-brand-700">
            <TenantMark name={tenantName} />
            <span className="truncate">{tenantName}</span>
          </p>
          <LanguageSwitch clientToken={clientToken} />
        </div>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {description && <div className="mt-2 text-sm text-slate-600">{description}</div>}
        <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
        {footer && <div className="mt-6 text-sm text-slate-600">{footer}</div>}
      </div>
    </main>
  );
}
