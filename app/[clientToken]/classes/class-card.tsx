import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import { useFormat } from '@/components/use-format';
import type { MemberClass } from '@/lib/domain/portal/member-class';
import { ClassAction } from './class-action';
import { CancelHint } from '../_member/class-place/late-cancel';
import { PlaceBadge } from '../_member/class-place/place-badge';
import { placesText } from './places-text';

/**
 * One class of the week, rendered on the server: when, what, where, places left and the member's
 * place; only its action (ClassAction) runs in the browser. On a phone a short card, from sm up one
 * compact row: time, class, action.
 */
export function ClassCard({ clientToken, cls, canBook }: { clientToken: string; cls: MemberClass; canBook: boolean }) {
  const t = useTranslations('classes');
  const tPlaces = useTranslations('classes.places');
  const format = useFormat();
  const titleId = `class-${cls.id}-title`;
  const where = [cls.club.name, cls.studio, cls.coach && t('card.with', { coach: cls.coach })].filter(Boolean).join(' · ');
  return (
    <article
      aria-labelledby={titleId}
      className={cx(
        'rounded-lg border bg-white px-3 py-2.5 sm:grid sm:grid-cols-[6.5rem_minmax(0,1fr)_auto] sm:items-center sm:gap-x-3',
        cls.mine ? 'border-emerald-300' : 'border-slate-200',
      )}
    >
      <p className="text-sm font-semibold text-slate-900 tabular-nums">
        <time dateTime={cls.startsAt}>{format.clubTime(cls.startsAt)}</time>–<time dateTime={cls.endsAt}>{format.clubTime(cls.endsAt)}</time>
      </p>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2">
          <h3 id={titleId} className="font-semibold text-slate-900">{cls.name}</h3>
          <PlaceBadge mine={cls.mine} />
        </div>
        <p className="text-sm break-words text-slate-600">{where}</p>
        <p className={cx('text-sm', cls.status === 'canceled' ? 'font-medium text-red-800' : 'text-slate-700')}>{placesText(cls, tPlaces)}</p>
        {cls.mine?.state === 'booked' && cls.status !== 'started' && <CancelHint cls={cls} />}
      </div>
      <ClassAction clientToken={clientToken} cls={cls} canBook={canBook} />
    </article>
  );
}
