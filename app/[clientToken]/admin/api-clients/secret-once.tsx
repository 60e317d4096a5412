'use client';
import { useTranslations } from 'next-intl';
import { SecretShownOnce } from '../secret-shown-once';
import type { CreatedClient } from './actions';

/** A new client's credentials: its id, and its secret shown once (only the secret's hash is stored). */
export function SecretOnce({ client, onDismiss }: { client: CreatedClient; onDismiss: () => void }) {
  const t = useTranslations('adminApiClients.secret');
  const words = {
    title: t('title', { name: client.name }),
    warning: t.rich('warning', { strong: (chunks) => <strong className="font-semibold">{chunks}</strong> }),
    copy: t('copy'), copied: t('copied'), notCopied: t('notCopied'), done: t('done'),
  };
  const fields = [
    { id: 'new-client-id', label: t('clientId'), value: client.clientId },
    { id: 'new-client-secret', label: t('clientSecret'), value: client.clientSecret, copy: true },
  ];
  return <SecretShownOnce fields={fields} words={words} onDismiss={onDismiss} />;
}
