import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';

interface ExportLinksProps {
  clientToken: string;
  list: 'contacts' | 'subscriptions' | 'sales' | 'invoices' | 'incidents' | 'entries' | 'attendees';
  /** The filters on screen, as the page's URL names them (club, state, contact, q, point, blocked). */
  filters: Record<string, string | number | undefined>;
}

/** "Export CSV / XLSX" beside a staff list: downloads of the list as filtered on screen (admin/exports/[list]). */
export async function ExportLinks({ clientToken, list, filters }: ExportLinksProps) {
  const t = await getTranslations('common.export');
  const href = (format: 'csv' | 'xlsx') => {
    const query = new URLSearchParams(Object.entries({ ...filters, format }).flatMap(([k, v]) => (v === undefined || String(v) === '' ? [] : [[k, String(v)]])));
    return `/${clientToken}/admin/exports/${list}?${query.toString()}`;
  };
  return (
    <nav aria-label={t('label')} className="mt-4 flex flex-wrap gap-2">
      <a href={href('csv')} download className={buttonClass('secondary')}>{t('csv')}</a>
      <a href={href('xlsx')} download className={buttonClass('secondary')}>{t('xlsx')}</a>
    </nav>
  );
}
