'use client';
import { useTranslations } from 'next-intl';
import { ActionStatusProvider } from '@/components/action-status';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormSection } from '@/components/ui/form-section';
import { useStaffAction } from '../../use-staff-action';
import { eraseContactAction } from './actions';

/**
 * "Erase personal data" (owner and managers): says what is blanked and what is kept, then asks once
 * more before eraseContact runs. The page shown again afterwards is the erased contact's.
 */
export function EraseSection({ clientToken, contactId, number }: { clientToken: string; contactId: number; number: string }) {
  const t = useTranslations('adminContacts.erase');
  return (
    <FormSection id="erase" title={t('title')} description={t('description')}>
      <ActionStatusProvider>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
          <li>{t('blanked')}</li>
          <li>{t('kept')}</li>
        </ul>
        <EraseButton clientToken={clientToken} contactId={contactId} number={number} />
      </ActionStatusProvider>
    </FormSection>
  );
}

/** The button and its confirmation; its answer shows in the section's ActionStatusProvider. */
function EraseButton({ clientToken, contactId, number }: { clientToken: string; contactId: number; number: string }) {
  const t = useTranslations('adminContacts.erase');
  const { pending, run } = useStaffAction();
  return (
    <div>
      <ConfirmButton label={t('button')} ariaLabel={t('buttonLabel', { number })} question={t('question')} confirmLabel={t('confirm')}
        pending={pending} onConfirm={() => run(() => eraseContactAction(clientToken, contactId), () => t('done', { number }))} />
    </div>
  );
}
