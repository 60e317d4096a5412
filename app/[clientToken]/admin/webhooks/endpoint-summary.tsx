import { useTranslations } from 'next-intl';
import { OnOff } from '@/components/ui/badge';
import type { EndpointFormValues } from './endpoint-schema';

/** What staff other than owners see: the endpoint's settings, without any control. */
export function EndpointSummary({ current }: { current: EndpointFormValues | null }) {
  const t = useTranslations('adminWebhooks.endpoint');
  return (
    <section aria-labelledby="endpoint-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="endpoint-title" className="font-semibold text-slate-900">{t('title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('readOnly')}</p>
      {current ? (
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="text-slate-500">{t('url')}</dt>
          <dd className="font-mono break-all text-slate-900">{current.url}</dd>
          <dt className="text-slate-500">{t('send')}</dt>
          <dd><OnOff on={current.enabled} /></dd>
          <dt className="text-slate-500">{t('whenFails')}</dt>
          <dd className="text-slate-900">{t(`policies.${current.retryPolicy}.label`)}</dd>
        </dl>
      ) : (
        <p className="mt-4 text-sm text-slate-700">{t('noUrl')}</p>
      )}
    </section>
  );
}
