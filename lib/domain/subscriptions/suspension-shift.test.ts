import { describe, expect, it } from 'vitest';
import { isSuspendedOn, shiftedDate, suspensionLength, unshiftedDate } from './suspension-shift';

const june = { startDate: '2026-06-10', endDate: '2026-06-29' }; // 20 days
const sept = { startDate: '2026-09-01', endDate: '2026-09-07' }; // 7 days

describe('suspension shift', () => {
  it('counts both ends', () => expect(suspensionLength(june)).toBe(20));
  it('leaves earlier debits and moves later ones by the length', () => {
    expect(shiftedDate('2026-06-05', [june])).toBe('2026-06-05');
    expect(shiftedDate('2026-06-10', [june])).toBe('2026-06-30');
    expect(shiftedDate('2026-07-05', [june])).toBe('2026-07-25');
  });
  it('applies several in the order of their start, and undoes exactly', () => {
    const spans = [sept, june];
    for (let d = 0; d < 200; d++) {
      const date = new Date(Date.UTC(2026, 4, 1 + d)).toISOString().slice(0, 10);
      const landed = shiftedDate(date, spans);
      expect(isSuspendedOn(landed, spans)).toBe(false);
      expect(unshiftedDate(landed, spans)).toBe(date);
    }
    expect(unshiftedDate('2026-06-15', spans)).toBeNull();
    expect(unshiftedDate('2026-09-07', spans)).toBeNull();
  });
});
