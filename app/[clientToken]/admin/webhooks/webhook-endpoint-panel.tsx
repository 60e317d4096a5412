'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ActionStatusProvider } from '@/components/action-status';
import type { SavedEndpoint } from './actions';
import { EndpointForm } from './endpoint-form';
import type { EndpointFormValues } from './endpoint-schema';
import { EndpointTools } from './endpoint-tools';
import { SecretPanel } from './secret-panel';

interface WebhookEndpointPanelProps {
  clientToken: string;
  current: EndpointFormValues | null;
  receiverUrl: string | null;
}

/** The owner's view of the endpoint: the form, the one-time secret, the test and rotate tools. */
export function WebhookEndpointPanel({ clientToken, current, receiverUrl }: WebhookEndpointPanelProps) {
  const t = useTranslations('adminWebhooks');
  const [secret, setSecret] = useState<string | null>(null);
  const keepSecret = (saved: SavedEndpoint) => { if (saved.newSecret) setSecret(saved.newSecret); };
  return (
    <div className="flex flex-col gap-6">
      {secret && <SecretPanel secret={secret} onDismiss={() => setSecret(null)} />}
      {/* Each card says how its own buttons went, next to them. */}
      <section aria-labelledby="endpoint-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="endpoint-title" className="font-semibold text-slate-900">{t('endpoint.title')}</h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">{t('endpoint.ownerIntro')}</p>
        <ActionStatusProvider>
          <EndpointForm clientToken={clientToken} current={current} receiverUrl={receiverUrl} onSaved={keepSecret} />
        </ActionStatusProvider>
      </section>
      <section aria-labelledby="tools-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="tools-title" className="mb-4 font-semibold text-slate-900">{t('tools.title')}</h2>
        <ActionStatusProvider>
          <EndpointTools clientToken={clientToken} sending={Boolean(current?.enabled)} saved={current !== null} onRotated={keepSecret} />
        </ActionStatusProvider>
      </section>
    </div>
  );
}
