'use client';
import { useTranslations } from 'next-intl';
import { ActionStatusProvider } from '@/components/action-status';
import { Badge } from '@/components/ui/badge';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../use-staff-action';
import { revokeApiClientAction } from './actions';
import { EmptyNote } from '@/components/ui/empty-note';

export interface ApiClientRow {
  id: number;
  name: string;
  clientId: string;
  scopes: string[];
  /** Already written out by the server (UTC, as the back office writes instants). */
  created: string;
  revoked: string | null;
}

export function ApiClientList({ clientToken, clients }: { clientToken: string; clients: ApiClientRow[] }) {
  const t = useTranslations('adminApiClients.list');
  return (
    <section aria-labelledby="clients-title" className="flex flex-col gap-3">
      <h2 id="clients-title" className="font-semibold text-slate-900">{t('title')}</h2>
      <ActionStatusProvider>
        {clients.length === 0
          ? <EmptyNote compact>{t('none')}</EmptyNote>
          : (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {clients.map((client) => <ClientItem key={client.id} clientToken={clientToken} client={client} />)}
            </ul>
          )}
      </ActionStatusProvider>
    </section>
  );
}

function ClientItem({ clientToken, client }: { clientToken: string; client: ApiClientRow }) {
  const t = useTranslations('adminApiClients.list');
  const { pending, run } = useStaffAction();
  return (
    <li aria-label={client.name} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{client.name}</span>
          {client.scopes.map((scope) => <Badge key={scope} tone="neutral">{scope}</Badge>)}
          {client.revoked ? <Badge tone="off">{t('revokedBadge')}</Badge> : <Badge tone="on">{t('activeBadge')}</Badge>}
        </p>
        <p className="font-mono text-xs break-all text-slate-600">{client.clientId}</p>
        <p className="text-sm text-slate-500">
          {t('created', { at: client.created })}{client.revoked && <> · {t('revoked', { at: client.revoked })}</>}
        </p>
      </div>
      {!client.revoked && (
        <ConfirmButton label={t('revoke')} ariaLabel={t('revokeLabel', { name: client.name })} question={t('revokeQuestion')}
          confirmLabel={t('revokeConfirm')} pending={pending}
          onConfirm={() => run(() => revokeApiClientAction(clientToken, client.id), () => t('revokedDone', { name: client.name }))} />
      )}
    </li>
  );
}
