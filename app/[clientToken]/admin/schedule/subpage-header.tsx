import { useTranslations } from 'next-intl';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { ReactNode } from 'react';

/** The top of a page under Schedule: the way back to the club's week, the title, what the page is for. */
export function SubpageHeader({ scheduleHref, title, children }: { scheduleHref: string; title: string; children: ReactNode }) {
  const t = useTranslations('adminSchedule');
  return (
    <>
      <Breadcrumb parentHref={scheduleHref} parent={t('title')} current={title} />
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-1 mb-6 max-w-2xl text-sm text-slate-600">{children}</p>
    </>
  );
}
