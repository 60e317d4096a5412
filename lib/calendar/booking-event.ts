// A booking as a calendar event, in the member's language: the same UID, summary and location in the
// confirmation e-mail's attachment and in the private feed, so an app that has both shows one entry.
import { createTranslator } from 'next-intl';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { bookingUid, type IcsEvent } from './ics';

const calendarTranslator = (locale: Locale) => createTranslator({ locale, messages: catalogOf(locale), namespace: 'calendar' });

export interface CalendarBooking {
  tenantId: number;
  attendeeId: number;
  state: 'booked' | 'queued';
  className: string;
  clubName: string;
  studioName: string | null;
  startedAt: Date;
  endedAt: Date;
  timeZone: string;
}

/** SUMMARY is the class (its activity's name), LOCATION the club and studio; a waiting-list place is TENTATIVE. */
export function bookingEvent(locale: Locale, booking: CalendarBooking, stamp: Date): IcsEvent {
  const t = calendarTranslator(locale);
  const values = {
    class: booking.className, club: booking.clubName, zone: booking.timeZone,
    when: formatterFor(locale).instant(booking.startedAt, booking.timeZone),
  };
  return {
    uid: bookingUid(booking.tenantId, booking.attendeeId),
    stamp,
    start: booking.startedAt,
    end: booking.endedAt,
    summary: booking.className,
    location: booking.studioName ? `${booking.clubName}, ${booking.studioName}` : booking.clubName,
    description: booking.state === 'queued' ? t('waitingList', values) : t('eventDescription', values),
    status: booking.state === 'queued' ? 'TENTATIVE' : 'CONFIRMED',
  };
}

/** The feed's name in a calendar app's list: "Club A: my classes". */
export function feedName(locale: Locale, clubName: string): string {
  return calendarTranslator(locale)('feedName', { club: clubName });
}
