'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../use-staff-action';
import { rotateWebhookSecret, sendWebhookTest, type SavedEndpoint } from './actions';

interface EndpointToolsProps {
  clientToken: string;
  /** Whether an endpoint is saved and sending: the tools need one. */
  sending: boolean;
  saved: boolean;
  onRotated: (saved: SavedEndpoint) => void;
}

/** Send a test event through the whole path; rotate the signing secret. */
export function EndpointTools({ clientToken, sending, saved, onRotated }: EndpointToolsProps) {
  const t = useTranslations('adminWebhooks.tools');
  const test = useStaffAction();
  const rotate = useStaffAction();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex flex-col items-start gap-1">
        <Button
          variant="secondary"
          pending={test.pending}
          disabled={!sending}
          onClick={() => test.run(() => sendWebhookTest(clientToken), ({ message }) => message)}
        >
          {t('test')}
        </Button>
        <p className="text-sm text-slate-500">{sending ? t('testHint') : t('saveFirst')}</p>
      </div>
      {saved && (
        <ConfirmButton
          label={t('rotate')}
          question={t('rotateQuestion')}
          confirmLabel={t('rotateConfirm')}
          pending={rotate.pending}
          onConfirm={() => rotate.run(() => rotateWebhookSecret(clientToken), () => t('rotated'), onRotated)}
        />
      )}
    </div>
  );
}
