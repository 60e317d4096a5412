import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

/** Newer and older pages; hidden when everything fits on one. */
export function Pager({ tenantToken, to, page, pages }: { tenantToken: string; to: string | undefined; page: number; pages: number }) {
  const t = useTranslations('adminSandbox.messages');
  if (pages <= 1) return null;
  const href = (target: number) => {
    const query = new URLSearchParams({ ...(to ? { to } : {}), ...(target > 1 ? { page: String(target) } : {}) }).toString();
    return `/${tenantToken}/admin/sandbox/messages${query ? `?${query}` : ''}`;
  };
  return (
    <nav aria-label={t('pages')} className="mt-6 flex items-center justify-between gap-4 text-sm">
      {page > 1 ? <Link className={buttonClass('secondary')} href={href(page - 1)}>{t('newer')}</Link> : <span />}
      <span className="text-slate-600">{t('position', { page, pages })}</span>
      {page < pages ? <Link className={buttonClass('secondary')} href={href(page + 1)}>{t('older')}</Link> : <span />}
    </nav>
  );
}
