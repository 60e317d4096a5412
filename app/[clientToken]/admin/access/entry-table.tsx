import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { EntryLogRow } from '@/lib/domain/access/list-entry-log';
import { formatInstant } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';

/** Entries as staff read them: when, who, where, and allowed or blocked with why, in words. */
export async function EntryTable({ rows, clientToken }: { rows: EntryLogRow[]; clientToken: string }) {
  const [t, locale] = await Promise.all([getTranslations('adminAccess'), getLocale()]);
  if (rows.length === 0) return <p className="mt-3 text-sm text-slate-600">{t('none')}</p>;
  return (
    <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{t('columns.time')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('columns.member')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('columns.point')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('columns.club')}</th>
            <th scope="col" className="px-3 py-2 font-medium">{t('columns.result')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.entry.id}>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatInstant(locale as Locale, row.entry.createdAt, row.timeZone)}</td>
              <td className="px-3 py-2">
                <Link href={`/${clientToken}/admin/contacts/${row.member.id}`} className="font-medium text-brand-700 hover:underline">
                  {`${row.member.givenName} ${row.member.familyName}`.trim() || row.member.number}
                </Link>
              </td>
              <td className="px-3 py-2 text-slate-700">{row.crossingPoint} <span className="text-slate-500">({t(row.entry.direction)})</span></td>
              <td className="px-3 py-2 text-slate-700">{row.club}</td>
              <td className="px-3 py-2">
                {row.entry.isBlocking
                  ? <span className="font-medium text-red-800">{t('blocked')}: {row.entry.reasons.map((r) => t(`reasons.${r.replace(/^access\./, '')}` as 'reasons.blocking-debt')).join(', ')}</span>
                  : <span className="font-medium text-emerald-800">{t('allowed')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
