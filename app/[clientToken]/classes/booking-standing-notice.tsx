import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import type { BookingStanding } from '@/lib/domain/portal/booking-standing';

/** Why this member cannot book today and where to go about it, said once above the week instead of on every class. */
export function BookingStandingNotice({ clientToken, standing }: { clientToken: string; standing: Exclude<BookingStanding, 'ok'> }) {
  const t = useTranslations('classes.standing');
  const href = standing === 'no-subscription' ? `/${clientToken}/shop` : `/${clientToken}/account/debts`;
  return (
    <Alert tone="info" title={t(`title.${standing}`)}>
      <p>{t(`body.${standing}`)}</p>
      <p className="mt-2"><Link href={href} className="font-medium underline underline-offset-4">{t(`action.${standing}`)}</Link></p>
    </Alert>
  );
}
