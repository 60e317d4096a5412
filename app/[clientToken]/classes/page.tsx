import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/client-messages';
import { getFormat } from '@/i18n/get-format';
import { getMemberWeek } from '@/lib/domain/portal/get-member-week';
import type { TenantParams } from '../load-tenant';
import { loadMemberPage } from '../_member/load-member-page';
import { MemberShell } from '../_member/member-shell';
import { BookingStandingNotice } from './booking-standing-notice';
import { PenaltyBlockNotice } from './penalty-block-notice';
import { localDate } from '../_member/class-place/class-time';
import { DaySection } from './day-section';
import { memberOrSignIn } from '../_member/member-or-sign-in';
import { DayPanel, WeekBoard, type BoardDay } from './week-board';
import { WeekFilters } from './week-filters';
import { WeekNav } from './week-nav';
import { parseWeekQuery, weekInput } from './week-query';

export async function generateMetadata() {
  return { title: (await getTranslations('classes'))('metaTitle') };
}

type ClassesPageProps = TenantParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The week of classes. Rendered on the server (a phone gets HTML, not a big script): filters and the
 * day buttons, the Book and Cancel buttons are the only client parts (WeekBoard, ClassAction,
 * WeekFilters). WeekBoard reads the page again every few seconds, so places left follow what others do.
 */
export default async function ClassesPage({ params, searchParams }: ClassesPageProps) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const query = parseWeekQuery(await searchParams);
  const week = await memberOrSignIn(tenant, getMemberWeek({ tenant, actor, ...weekInput(query) }));
  const home = week.clubs.find((c) => c.id === week.homeClubId)?.name ?? '';
  const others = week.clubs.filter((c) => c.id !== week.homeClubId).map((c) => c.name);
  const [t, tWeek, format, locale] = await Promise.all([getTranslations('classes'), getTranslations('classes.week'), getFormat(), getLocale()]);

  const days = week.days.filter((day) => day >= week.today);
  const blockedClubIds = week.blocks.map((b) => b.clubId);
  const filtered = Object.keys(week.filters).length > 0;
  const classesOf = (day: string) => week.classes.filter((c) => localDate(c.startsAt) === day);
  const shortDay = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
  const boardDays: BoardDay[] = days.map((date) => ({
    date, short: shortDay.format(new Date(`${date}T00:00:00Z`)), long: format.date(date, 'dayHeading'),
    isToday: date === week.today, count: classesOf(date).length,
  }));

  return (
    <MemberShell tenant={tenant} current="classes">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 mb-6 text-slate-600">
        {others.length > 0 ? t('introShared', { home, others: format.list(others, 'or'), count: others.length }) : t('introHome', { home })}
        {' '}{t('localTime')}
      </p>
      <ClientMessages namespaces={['classes']}>
        <div className="flex flex-col gap-5">
          {week.standing !== 'ok' && <BookingStandingNotice clientToken={tenant.token} standing={week.standing} />}
          {week.standing === 'ok' && week.blocks.map((block) => (
            <PenaltyBlockNotice key={block.clubId} block={block} club={week.clubs.find((c) => c.id === block.clubId)?.name ?? ''} />
          ))}
          <WeekFilters clientToken={tenant.token} query={query} week={week} />
          <div>
            <WeekNav clientToken={tenant.token} query={query} week={week} />
            <p className="mt-2 text-center text-xs text-slate-600">{tWeek('liveNote')}</p>
          </div>
          {days.length === 0 ? (
            <p className="text-slate-700">{tWeek('over')} <Link href={`/${tenant.token}/classes`} className="font-medium text-brand-700 underline underline-offset-4">{tWeek('seeThisWeek')}</Link></p>
          ) : (
            <WeekBoard days={boardDays}>
              {days.map((day) => (
                <DayPanel key={day} date={day}>
                  <DaySection
                    clientToken={tenant.token}
                    date={day}
                    isToday={day === week.today}
                    classes={classesOf(day)}
                    filtered={filtered}
                    // A member who cannot book today is told once above; no class offers a Book button that would fail.
                    canBook={week.standing === 'ok'}
                    blockedClubIds={blockedClubIds}
                  />
                </DayPanel>
              ))}
            </WeekBoard>
          )}
        </div>
      </ClientMessages>
    </MemberShell>
  );
}
