import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { ClassEvent } from '@/lib/db/schema';

export type ClassStatus = 'canceled' | 'over' | 'running' | 'upcoming';

export function classStatus(event: Pick<ClassEvent, 'canceledAt' | 'startedAt' | 'endedAt'>, at: Date): ClassStatus {
  if (event.canceledAt) return 'canceled';
  if (event.endedAt <= at) return 'over';
  return event.startedAt <= at ? 'running' : 'upcoming';
}

const TONES = { canceled: 'danger', over: 'off', running: 'warning', upcoming: 'on' } as const;

/** The class's state in words (and colour): whether it can still be booked, changed or cancelled. */
export function ClassStatusBadge({ status }: { status: ClassStatus }) {
  const t = useTranslations('adminSchedule.status');
  return <Badge tone={TONES[status]}>{t(status)}</Badge>;
}
