import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { MemberPlace } from '@/lib/domain/portal/member-places';

/** The member's own place in a class, in words (never colour alone). */
export function PlaceBadge({ mine }: { mine: MemberPlace | null }) {
  const t = useTranslations('classes.place');
  if (!mine) return null;
  if (mine.state === 'booked') return <Badge tone="on">{mine.spot !== null ? t('bookedSpot', { spot: mine.spot }) : t('booked')}</Badge>;
  return <Badge tone="warning">{mine.position !== null ? t('waitingNumber', { position: mine.position }) : t('waiting')}</Badge>;
}
