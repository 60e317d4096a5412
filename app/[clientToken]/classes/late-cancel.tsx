import type { MemberClass } from '@/lib/domain/portal/member-class';
import { shortMoment } from './class-time';

const hoursOf = (cls: MemberClass) => `${cls.lateCancelHours} hour${cls.lateCancelHours === 1 ? '' : 's'}`;

/** Under a booked seat: until when cancelling is free, or that cancelling now counts as late. */
export function CancelHint({ cls }: { cls: MemberClass }) {
  if (cls.lateCancelHours <= 0) return null;
  if (cls.lateCancelNow) {
    return (
      <p className="mt-1 text-sm font-medium text-amber-800">
        Less than {hoursOf(cls)} to go: cancelling now counts as a late cancellation.
      </p>
    );
  }
  return <p className="mt-1 text-sm text-slate-600">Free cancellation until {shortMoment(cls.lateCancelFrom)}.</p>;
}

/** What the confirmation asks before a place is given up; a late cancellation says so first. */
export function cancelQuestion(cls: MemberClass): string {
  if (cls.mine?.state === 'queued') return 'Leave the waiting list for this class?';
  return cls.lateCancelNow && cls.lateCancelHours > 0
    ? `This is a late cancellation (less than ${hoursOf(cls)} before the class). Cancel anyway?`
    : 'Cancel your place in this class?';
}
