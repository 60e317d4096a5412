'use client';
import { useLocale, useTranslations } from 'next-intl';
import { ActionStatusProvider } from '@/components/action-status';
import { Badge } from '@/components/ui/badge';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormSection } from '@/components/ui/form-section';
import { formatDate } from '../../format';
import { useStaffAction } from '../../use-staff-action';
import { deleteBadgeAction, disableBadgeAction } from './actions';
import { AddBadgeForm } from './add-badge-form';

export interface BadgeRow {
  id: number;
  number: string;
  /** YYYY-MM-DD (UTC), or null while the badge works. */
  disabledOn: string | null;
  createdOn: string;
}

export function BadgesSection({ clientToken, contactId, badges }: { clientToken: string; contactId: number; badges: BadgeRow[] }) {
  const t = useTranslations('adminContacts.badges');
  return (
    <FormSection id="badges" title={t('title')} description={t('description')}>
      <ActionStatusProvider>
        {badges.length === 0
          ? <p className="text-sm text-slate-600">{t('none')}</p>
          : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={t('label')}>
              {badges.map((badge) => <BadgeItem key={badge.id} clientToken={clientToken} badge={badge} />)}
            </ul>
          )}
        <AddBadgeForm clientToken={clientToken} contactId={contactId} />
      </ActionStatusProvider>
    </FormSection>
  );
}

function BadgeItem({ clientToken, badge }: { clientToken: string; badge: BadgeRow }) {
  const t = useTranslations('adminContacts.badges');
  const locale = useLocale();
  const disable = useStaffAction();
  const remove = useStaffAction();
  const busy = disable.pending || remove.pending;
  return (
    <li aria-label={t('badge', { number: badge.number })} className="flex flex-col gap-2 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-medium break-all text-slate-900">{badge.number}</span>
        {badge.disabledOn ? <Badge tone="off">{t('disabled')}</Badge> : <Badge tone="on">{t('active')}</Badge>}
      </div>
      <p className="text-sm text-slate-500">
        {t('given', { date: formatDate(badge.createdOn, locale) })}{badge.disabledOn && t('disabledOn', { date: formatDate(badge.disabledOn, locale) })}
      </p>
      <div className="flex flex-wrap gap-2">
        {!badge.disabledOn && (
          <ConfirmButton label={t('disable')} ariaLabel={t('disableLabel', { number: badge.number })} question={t('disableQuestion')}
            confirmLabel={t('disableConfirm')} pending={disable.pending} disabled={busy}
            onConfirm={() => disable.run(() => disableBadgeAction(clientToken, badge.id), () => t('disabledDone', { number: badge.number }))} />
        )}
        <ConfirmButton label={t('delete')} ariaLabel={t('deleteLabel', { number: badge.number })} question={t('deleteQuestion')}
          confirmLabel={t('deleteConfirm')} pending={remove.pending} disabled={busy}
          onConfirm={() => remove.run(() => deleteBadgeAction(clientToken, badge.id), () => t('deleted', { number: badge.number }))} />
      </div>
    </li>
  );
}
