import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

/** The class page's way to the phone-sized attendance page (its own component so the class page only places it). */
export async function AttendanceLink({ href }: { href: string }) {
  const t = await getTranslations('adminAttendance');
  return <Link href={href} className={buttonClass('primary', 'mt-4 min-h-11')}>{t('open')}</Link>;
}
