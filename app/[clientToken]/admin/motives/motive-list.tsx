import { useTranslations } from 'next-intl';
import { MotiveRow, type MotiveRowData } from './motive-row';

export function MotiveList({ clientToken, motives }: { clientToken: string; motives: MotiveRowData[] }) {
  const t = useTranslations('adminMotives');
  if (motives.length === 0) {
    return (
      <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
        {t('empty')}
      </p>
    );
  }
  return (
    <section aria-labelledby="motives-title" className="mt-6">
      <h2 id="motives-title" className="text-sm font-medium text-slate-600">
        {t('count', { count: motives.length })}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-labelledby="motives-title">
        {motives.map((motive) => <MotiveRow key={motive.id} clientToken={clientToken} motive={motive} />)}
      </ul>
    </section>
  );
}
