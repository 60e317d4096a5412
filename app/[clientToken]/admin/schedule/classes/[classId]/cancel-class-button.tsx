'use client';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useStaffAction } from '../../../use-staff-action';
import { cancelClass } from './actions';

/** Cancelling cannot be undone and e-mails people: it asks first, saying who will be told. */
export function CancelClassButton({ clientToken, classId, people }: { clientToken: string; classId: number; people: number }) {
  const { pending, run } = useStaffAction();
  const told = people === 0 ? 'Nobody has booked yet.' : `${people === 1 ? 'The one person' : `The ${people} people`} booked or waiting will be told by e-mail.`;
  return (
    <ConfirmButton label="Cancel class" question={`Cancel this class? ${told}`} confirmLabel="Yes, cancel the class" pending={pending}
      onConfirm={() => run(() => cancelClass(clientToken, classId), () => (people === 0 ? 'Class cancelled.' : 'Class cancelled. Everyone booked or waiting has been e-mailed.'))} />
  );
}
