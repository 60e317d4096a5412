'use client';
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useFormat } from '@/components/use-format';
import type { MemberClass } from '@/lib/domain/portal/member-class';
import { cancelQuestion } from './late-cancel';

/** Gives up the member's seat or waiting-list place, after asking (and saying first when it would be late). */
export function CancelPlaceButton({ cls, pending, disabled, onConfirm }: { cls: MemberClass; pending: boolean; disabled: boolean; onConfirm: () => void }) {
  const t = useTranslations('classes');
  const tLate = useTranslations('classes.late');
  const format = useFormat();
  const queued = cls.mine?.state === 'queued';
  const label = t(queued ? 'place.leave' : 'place.cancel');
  return (
    <ConfirmButton
      label={label}
      ariaLabel={t('place.label', { action: label, named: t('card.named', { class: cls.name, time: format.clubTime(cls.startsAt) }) })}
      question={cancelQuestion(cls, tLate)}
      confirmLabel={t(queued ? 'place.yesLeave' : 'place.yesCancel')}
      onConfirm={onConfirm}
      pending={pending}
      disabled={disabled}
    />
  );
}
