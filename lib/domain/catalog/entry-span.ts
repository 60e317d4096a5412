// Rule 3, in time: an occurrence entry is active from the start date for its span, which is its
// `offset`, or `loop` × `interval` when the offset is zero (P0W); recurrence entries take over once
// every occurrence has ended (CONTRACT §9.2). An occurrence with neither is refused at creation.
import { addDuration, isZeroDuration, parseDuration, scaleDuration, type Duration } from '../../time/duration';

export interface SpanFields {
  offset: string;
  interval: string;
  loop: number;
}

/** How long an occurrence entry lasts; null when it has no span (offset zero and loop 0) or a field is no duration. */
export function occurrenceSpan(entry: SpanFields): Duration | null {
  const offset = parseDuration(entry.offset);
  const interval = parseDuration(entry.interval);
  if (!offset || !interval) return null;
  if (!isZeroDuration(offset)) return offset;
  const span = scaleDuration(interval, entry.loop);
  return isZeroDuration(span) ? null : span;
}

/** The first day an occurrence of this span, started on `start`, no longer covers. */
export function spanEnd(start: string, span: Duration): string {
  return addDuration(start, span);
}

/** The day recurrences start: the end of the longest occurrence, or the start date when there is none. */
export function recurrencesStart(start: string, spans: Duration[]): string {
  return spans.reduce((latest, span) => {
    const end = spanEnd(start, span);
    return end > latest ? end : latest;
  }, start);
}
