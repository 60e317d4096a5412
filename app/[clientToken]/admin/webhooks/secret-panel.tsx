'use client';
import { useTranslations } from 'next-intl';
import { SecretShownOnce } from '../secret-shown-once';

/**
 * The signing secret, shown once: right after the endpoint is first set or the secret rotated. A
 * reload loses it for good, and the page says so.
 */
export function SecretPanel({ secret, onDismiss }: { secret: string; onDismiss: () => void }) {
  const t = useTranslations('adminWebhooks.secret');
  const words = {
    title: t('title'),
    warning: t.rich('warning', { strong: (chunks) => <strong className="font-semibold">{chunks}</strong> }),
    copy: t('copy'), copied: t('copied'), notCopied: t('notCopied'), done: t('done'),
  };
  return <SecretShownOnce fields={[{ id: 'signing-secret', label: t('title'), value: secret, labelHidden: true, copy: true }]} words={words} onDismiss={onDismiss} />;
}
