import { Badge } from '@/components/ui/badge';
import type { MemberPlace } from '@/lib/domain/portal/member-places';

/** The member's own place in a class, in words (never colour alone). */
export function PlaceBadge({ mine }: { mine: MemberPlace | null }) {
  if (!mine) return null;
  if (mine.state === 'booked') return <Badge tone="on">Booked</Badge>;
  return <Badge tone="warning">Waiting list{mine.position !== null ? `: number ${mine.position}` : ''}</Badge>;
}
