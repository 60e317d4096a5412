import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useFormat } from '@/components/use-format';
import type { MemberClass } from '@/lib/domain/portal/member-class';

/**
 * What a class is, where and when: its time on the club's clock, its name (the heading that names
 * the card), and club, studio and coach. The classes page and the bookings page show it alike.
 */
export function ClassSummary({ cls, titleId, when, badge }: { cls: MemberClass; titleId: string; when?: ReactNode; badge?: ReactNode }) {
  const t = useTranslations('classes.card');
  const format = useFormat();
  const where = [cls.club.name, cls.studio, cls.coach && t('with', { coach: cls.coach })].filter(Boolean).join(' · ');
  return (
    <div className="min-w-0">
      <p className="text-sm font-semibold text-slate-900 tabular-nums">
        {when}
        <time dateTime={cls.startsAt}>{format.clubTime(cls.startsAt)}</time>–<time dateTime={cls.endsAt}>{format.clubTime(cls.endsAt)}</time>
      </p>
      <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 id={titleId} className="font-semibold text-slate-900">{cls.name}</h3>
        {badge}
      </div>
      <p className="mt-0.5 text-sm break-words text-slate-600">{where}</p>
    </div>
  );
}
