'use client';
import { ConfirmButton } from '@/components/ui/confirm-button';
import type { MemberClass } from '@/lib/domain/portal/member-class';
import { localTime } from './class-time';
import { cancelQuestion } from './late-cancel';

/** Gives up the member's seat or waiting-list place, after asking (and saying first when it would be late). */
export function CancelPlaceButton({ cls, pending, disabled, onConfirm }: { cls: MemberClass; pending: boolean; disabled: boolean; onConfirm: () => void }) {
  const label = cls.mine?.state === 'queued' ? 'Leave the waiting list' : 'Cancel my place';
  return (
    <ConfirmButton
      label={label}
      ariaLabel={`${label}: ${cls.name} at ${localTime(cls.startsAt)}`}
      question={cancelQuestion(cls)}
      confirmLabel={cls.mine?.state === 'queued' ? 'Yes, leave' : 'Yes, cancel'}
      onConfirm={onConfirm}
      pending={pending}
      disabled={disabled}
    />
  );
}
