import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../time/calendar';
import { blockingTagsOn, isBlocked, isBlockingTag } from './is-blocked';
import { isTagValidOn, tagValidity } from './tag-validity';

const dateArb = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('tag validity', () => {
  it('counts both ends of a tag\'s dates', () => {
    const tag = { validFrom: '2026-06-10', validThrough: '2026-06-20' };
    expect(tagValidity(tag, '2026-06-09')).toBe('not-yet-valid');
    expect(tagValidity(tag, '2026-06-10')).toBe('valid');
    expect(tagValidity(tag, '2026-06-15')).toBe('valid');
    expect(tagValidity(tag, '2026-06-20')).toBe('valid');
    expect(tagValidity(tag, '2026-06-21')).toBe('expired');
  });

  it('is valid for one day when it starts and ends on the same day', () => {
    const tag = { validFrom: '2026-06-15', validThrough: '2026-06-15' };
    expect(['2026-06-14', '2026-06-15', '2026-06-16'].map((d) => isTagValidOn(tag, d))).toEqual([false, true, false]);
  });

  it('never ends without a last day', () => {
    const tag = { validFrom: '2026-06-15', validThrough: null };
    expect(tagValidity(tag, '2026-06-14')).toBe('not-yet-valid');
    expect(tagValidity(tag, '2026-06-15')).toBe('valid');
    expect(tagValidity(tag, '2999-12-31')).toBe('valid');
  });

  it('compares calendar days across months and years, not text that merely looks like one', () => {
    const tag = { validFrom: '2025-12-31', validThrough: '2026-01-01' };
    expect(isTagValidOn(tag, '2025-12-30')).toBe(false);
    expect(isTagValidOn(tag, '2025-12-31')).toBe(true);
    expect(isTagValidOn(tag, '2026-01-01')).toBe(true);
    expect(isTagValidOn(tag, '2026-01-02')).toBe(false);
  });

  it('is valid exactly on the days from validFrom through validThrough', () => {
    fc.assert(fc.property(dateArb, fc.integer({ min: 0, max: 400 }), fc.integer({ min: -500, max: 900 }), (from, length, offset) => {
      const tag = { validFrom: from, validThrough: addDays(from, length) };
      const day = addDays(from, offset);
      expect(isTagValidOn(tag, day)).toBe(offset >= 0 && offset <= length);
      expect(tagValidity(tag, day)).toBe(offset < 0 ? 'not-yet-valid' : offset > length ? 'expired' : 'valid');
    }));
  });
});

describe('blocked contacts', () => {
  const tags = [
    { name: 'vip', validFrom: '2026-01-01', validThrough: null },
    { name: 'blocking_old', validFrom: '2025-01-01', validThrough: '2026-06-14' },
    { name: 'blocking_later', validFrom: '2026-06-16', validThrough: null },
    { name: 'not-blocking', validFrom: '2026-01-01', validThrough: null },
  ];

  it('is blocked by a tag whose name starts with "blocking", only while it is valid', () => {
    expect(isBlockingTag({ name: 'blocking_debt' })).toBe(true);
    expect(isBlockingTag({ name: 'not-blocking' })).toBe(false);
    expect(isBlocked(tags, '2026-06-14')).toBe(true);
    expect(isBlocked(tags, '2026-06-15')).toBe(false);
    expect(isBlocked(tags, '2026-06-16')).toBe(true);
    expect(blockingTagsOn(tags, '2026-06-14').map((t) => t.name)).toEqual(['blocking_old']);
    expect(blockingTagsOn(tags, '2026-06-15')).toEqual([]);
    expect(isBlocked([], '2026-06-15')).toBe(false);
  });
});
