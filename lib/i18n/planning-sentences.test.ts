import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sentenceFor } from './server-sentences';

// The planning pages (classes, room map, layouts, attendance, booking blocks) show the refusals of
// the booking and planning domain: each code those files throw reads as a sentence of its own in both
// languages, never the generic one (and never the code).
const DIRS = ['../domain/booking', '../domain/planning'].map((dir) => join(__dirname, dir));
// A member reads a booking of someone else's as one that does not exist (run-action.ts), so that code is
// never shown; 'api.error.scope' is a prefix the files compare codes with, not a code.
const NEVER_SHOWN = new Set(['api.error.auth.contact-scope', 'api.error.scope']);

function thrownCodes(): string[] {
  const codes = new Set<string>(['api.error.header.club-required']); // scheduleScope, which planning reads go through
  for (const dir of DIRS) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      for (const [, code] of source.matchAll(/'(api\.error\.[a-z0-9-]+(?:\.[a-z0-9-]+)*)'/g)) codes.add(code!);
      // book-class.ts names its refusals by reason: api.error.attendee.<reason>.
      for (const [, reason] of source.matchAll(/refuse\('([a-z-]+)'/g)) codes.add(`api.error.attendee.${reason}`);
    }
  }
  return [...codes].filter((code) => !NEVER_SHOWN.has(code)).sort();
}

describe('sentences for planning refusals', () => {
  const codes = thrownCodes();

  it('finds the codes the planning pages can meet', () => {
    expect(codes).toEqual(expect.arrayContaining([
      'api.error.attendee.booking-blocked', 'api.error.attendee.spot-taken', 'api.error.booking-block.already-lifted',
      'api.error.class-event.attendance-not-open', 'api.error.class-event.clash',
    ]));
  });

  it.each(codes)('%s has a sentence of its own in English and in French', (code) => {
    for (const locale of ['en', 'fr'] as const) {
      const sentence = sentenceFor(code, locale);
      expect(sentence).not.toBe(sentenceFor('api.error.internal', locale));
      expect(sentence).not.toContain('api.error');
      expect(sentence).toMatch(/^[A-ZÀ-Ý].*[.!]$/);
    }
  });

  it('says why attendance cannot be taken yet, and that a block is already lifted', () => {
    expect(sentenceFor('api.error.class-event.attendance-not-open', 'en')).toMatch(/an hour before the class starts/);
    expect(sentenceFor('api.error.class-event.attendance-not-open', 'fr')).toMatch(/une heure avant le début du cours/);
    expect(sentenceFor('api.error.booking-block.already-lifted', 'en')).toBe('This booking block has already been lifted.');
    expect(sentenceFor('api.error.booking-block.already-lifted', 'fr')).toBe('Ce blocage de réservation a déjà été levé.');
  });
});
