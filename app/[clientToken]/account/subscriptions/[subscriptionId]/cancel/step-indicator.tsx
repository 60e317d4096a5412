import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import { STEPS, type StepId } from './wizard-steps';

/** Where the member is: four short bars with their names; the current one is marked for assistive technology. */
export function StepIndicator({ current }: { current: StepId }) {
  const t = useTranslations('cancel');
  const index = STEPS.findIndex((s) => s.id === current);
  return (
    <ol aria-label={t('steps.label')} className="grid grid-cols-4 gap-2">
      {STEPS.map((step, i) => (
        <li key={step.id} aria-current={i === index ? 'step' : undefined} className="min-w-0">
          <span aria-hidden className={cx('block h-1.5 rounded-full', i <= index ? 'bg-brand-600' : 'bg-slate-200')} />
          <span className={cx('mt-1.5 block truncate text-xs', i === index ? 'font-semibold text-slate-900' : 'text-slate-500')}>
            {t(`steps.${step.id}`)}
            {i < index && <span className="sr-only"> {t('steps.done')}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
