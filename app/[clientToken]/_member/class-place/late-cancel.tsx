import { useTranslations } from 'next-intl';
import { useFormat } from '@/components/use-format';
import type { MemberClass } from '@/lib/domain/portal/member-class';

type LateTranslator = ReturnType<typeof useTranslations<'classes.late'>>;

/** Under a booked seat: until when cancelling is free, or that cancelling now counts as late. */
export function CancelHint({ cls }: { cls: MemberClass }) {
  const t = useTranslations('classes.late');
  const format = useFormat();
  if (cls.lateCancelHours <= 0) return null;
  if (cls.lateCancelNow) {
    return <p className="mt-1 text-sm font-medium text-amber-800">{t('now', { hours: cls.lateCancelHours })}</p>;
  }
  return <p className="mt-1 text-sm text-slate-600">{t('freeUntil', { moment: format.clubMoment(cls.lateCancelFrom) })}</p>;
}

/** What the confirmation asks before a place is given up; a late cancellation says so first. */
export function cancelQuestion(cls: MemberClass, t: LateTranslator): string {
  if (cls.mine?.state === 'queued') return t('leaveQuestion');
  return cls.lateCancelNow && cls.lateCancelHours > 0 ? t('lateQuestion', { hours: cls.lateCancelHours }) : t('cancelQuestion');
}
