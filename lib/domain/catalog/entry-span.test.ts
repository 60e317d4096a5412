import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../time/duration';
import { occurrenceSpan, recurrencesStart, spanEnd } from './entry-span';

describe('occurrence spans (rule 3)', () => {
  it('is the offset, or loop × interval when the offset is P0W', () => {
    expect(occurrenceSpan({ offset: 'P3M', interval: 'P1M', loop: 0 })).toEqual({ months: 3, days: 0 });
    expect(occurrenceSpan({ offset: 'P3M', interval: 'P1M', loop: 5 })).toEqual({ months: 3, days: 0 });
    expect(occurrenceSpan({ offset: 'P0W', interval: 'P1M', loop: 6 })).toEqual({ months: 6, days: 0 });
    expect(occurrenceSpan({ offset: 'P0W', interval: 'P1W', loop: 8 })).toEqual({ months: 0, days: 56 });
  });

  it('has no span with offset P0W and loop 0, or a field that is no duration', () => {
    expect(occurrenceSpan({ offset: 'P0W', interval: 'P1M', loop: 0 })).toBeNull();
    expect(occurrenceSpan({ offset: 'P0D', interval: 'P1M', loop: 0 })).toBeNull();
    expect(occurrenceSpan({ offset: 'soon', interval: 'P1M', loop: 1 })).toBeNull();
  });

  it('lets recurrences start when the longest occurrence ends, or at once when there is none', () => {
    const spans = [parseDuration('P3M')!, parseDuration('P6W')!];
    expect(spanEnd('2026-01-31', spans[0]!)).toBe('2026-04-30');
    expect(recurrencesStart('2026-01-31', spans)).toBe('2026-04-30');
    expect(recurrencesStart('2026-01-01', [parseDuration('P1M')!, parseDuration('P6W')!])).toBe('2026-02-12');
    expect(recurrencesStart('2026-01-31', [])).toBe('2026-01-31');
  });
});
