import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { useFormat } from '@/components/use-format';
import type { MemberBookingBlock } from '@/lib/domain/planning/member-booking-blocks';

/**
 * A booking block in force after missed or late-cancelled classes (CONTRACT §14): in which club, until
 * which day included, and why, once above the week; that club's classes then offer no Book button.
 */
export function PenaltyBlockNotice({ block, club }: { block: MemberBookingBlock; club: string }) {
  const t = useTranslations('classes.penaltyBlock');
  const format = useFormat();
  return (
    <Alert tone="info" title={t('title', { club, date: format.date(block.endsOn, 'dayHeading') })}>
      <p>{t(`reason.${block.kind}`)}</p>
      <p className="mt-2">{t('ask')}</p>
    </Alert>
  );
}
