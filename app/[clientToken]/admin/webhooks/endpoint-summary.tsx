import { OnOff } from '@/components/ui/badge';
import { RETRY_POLICY_LABELS, type EndpointFormValues } from './endpoint-schema';

/** What staff other than owners see: the endpoint's settings, without any control. */
export function EndpointSummary({ current }: { current: EndpointFormValues | null }) {
  return (
    <section aria-labelledby="endpoint-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="endpoint-title" className="font-semibold text-slate-900">Endpoint</h2>
      <p className="mt-1 text-sm text-slate-600">Only an owner can change the webhook endpoint, send test events or redeliver.</p>
      {current ? (
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="text-slate-500">Webhook URL</dt>
          <dd className="font-mono break-all text-slate-900">{current.url}</dd>
          <dt className="text-slate-500">Send events</dt>
          <dd><OnOff on={current.enabled} /></dd>
          <dt className="text-slate-500">When a delivery fails</dt>
          <dd className="text-slate-900">{RETRY_POLICY_LABELS[current.retryPolicy].label}</dd>
        </dl>
      ) : (
        <p className="mt-4 text-sm text-slate-700">No webhook URL is set: events are not sent.</p>
      )}
    </section>
  );
}
