// Calendar arithmetic in a club's time zone: offsets, dates and ISO texts from Intl (memoised, checked
// against @date-fns/tz by zone-vs-library.test.ts), and a local wall time to an instant by @date-fns/tz.
import { TZDate } from '@date-fns/tz';
import { isCalendarDate } from './calendar';

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  if (timeZone === 'UTC') return instant.toISOString().slice(0, 10);
  return new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000).toISOString().slice(0, 10);
}

/** True when the IANA time zone name is known to the runtime. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The runtime's spelling of a known time zone ("europe/paris" is "Europe/Paris"): Intl accepts any
 * case, but a stored setting is compared and shown as written, so it is kept in one spelling.
 */
export function canonicalTimeZone(timeZone: string): string {
  return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
}

// Building an Intl.DateTimeFormat costs far more than using one: keep one per time zone.
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

// Offsets change only on whole minutes, and the same instants come back (a schedule read again and
// again): per zone, the offset of each minute and the ISO text of each instant are remembered, up to
// a bound (a map per zone spares building a key string per call).
const LIMIT = 100_000;

function memo<V>(): (timeZone: string) => Map<number, V> {
  const byZone = new Map<string, Map<number, V>>();
  return (timeZone) => {
    let known = byZone.get(timeZone);
    if (!known) byZone.set(timeZone, (known = new Map()));
    if (known.size >= LIMIT) known.clear();
    return known;
  };
}
const offsetsOf = memo<number>();
const isoTextsOf = memo<string>();

/** The zone's offset from UTC at an instant, in minutes (Paris in winter: 60). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const known = offsetsOf(timeZone);
  const minute = Math.floor(instant.getTime() / 60_000);
  let offset = known.get(minute);
  if (offset === undefined) known.set(minute, (offset = computeOffsetMinutes(instant, timeZone)));
  return offset;
}

function computeOffsetMinutes(instant: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** An instant as ISO 8601 with the zone's offset: 2026-11-21T18:30:00+01:00 (CONTRACT §1). */
export function isoInZone(instant: Date, timeZone: string): string {
  const known = isoTextsOf(timeZone);
  const ms = instant.getTime();
  let text = known.get(ms);
  if (text === undefined) known.set(ms, (text = formatIsoInZone(instant, timeZone)));
  return text;
}

function formatIsoInZone(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  const local = new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * Reads a date-time filter: with an offset (or Z) as written, without one as a local time in the
 * zone (CONTRACT §1). A bare date is its midnight. Null when it is not a date-time.
 */
export function parseDateTimeInZone(value: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const [, date, hh = '00', mm = '00', ss = '00', zone] = match;
  // Date.parse rolls an impossible day or 24:00 over (February 30 is read as March 2): refused instead.
  if (!isCalendarDate(date!) || hh === '24') return null;
  const wall = Date.parse(`${date}T${hh}:${mm}:${ss}Z`);
  if (Number.isNaN(wall)) return null;
  if (zone) {
    const instant = new Date(Date.parse(`${date}T${hh}:${mm}:${ss}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone}`));
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  // The local wall time, by @date-fns/tz: a time that does not exist (skipped when clocks go forward)
  // is read with the offset before the change, so 02:30 becomes 03:30 (RFC 5545 §3.3.5, Temporal's
  // "compatible"), and a day whose midnight is skipped (Santiago) starts at 01:00 that day. Our own
  // arithmetic moved a skipped time an hour back in zones west of Greenwich (New York 02:30 read as
  // 01:30, a Santiago day starting the evening before). A time that happens twice (clocks going back)
  // is, as before, its later occurrence east of Greenwich and its earlier one west of it.
  const [year, month, day] = date!.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, Number(hh), Number(mm), Number(ss), timeZone).getTime());
}

/** The same local wall-clock time `days` later in the zone (a 18:30 class stays at 18:30 across DST). */
export function shiftDaysInZone(instant: Date, days: number, timeZone: string): Date {
  const wall = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000 + days * 86_400_000);
  return parseDateTimeInZone(wall.toISOString().slice(0, 19), timeZone)!;
}
