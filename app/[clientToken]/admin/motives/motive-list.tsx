import { useTranslations } from 'next-intl';
import { MotiveRow, type MotiveRowData } from './motive-row';
import { EmptyNote } from '@/components/ui/empty-note';

export function MotiveList({ clientToken, motives }: { clientToken: string; motives: MotiveRowData[] }) {
  const t = useTranslations('adminMotives');
  if (motives.length === 0) {
    return (
      <EmptyNote className="mt-6">
        {t('empty')}
      </EmptyNote>
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
