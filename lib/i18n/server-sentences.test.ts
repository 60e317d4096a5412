import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { codeOfErrorKey, formError } from './error-sentence';
import { fieldErrorMessage, formErrorFor, sentenceFor as sentenceIn, violationSentence } from './server-sentences';
import { clubPatchSchema } from '../domain/tenancy/club-settings-schema';

const sentenceFor = (code: string) => sentenceIn(code, 'en');
const messagesOf = (input: unknown, locale: 'en' | 'fr' = 'en') => {
  const result = clubPatchSchema.safeParse(input, { error: fieldErrorMessage(locale) });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
};

describe('sentences for violations', () => {
  it('words a violation its field and code have a sentence for, with its values, and keeps any other message', () => {
    const inUse = { propertyPath: 'spots', code: 'in-use', message: 'Spot 7 is booked in a class to come: keep it.', values: { spot: 7 } };
    expect(violationSentence(inUse, 'fr')).toBe('La place 7 est réservée dans un cours à venir : gardez-la.');
    expect(violationSentence({ propertyPath: 'spots.3.number', code: 'duplicate', message: 'x' }, 'fr')).toBe('Chaque place d’un plan a son propre numéro.');
    // Same code, another field: no sentence of its own, the domain's message stays.
    expect(violationSentence({ propertyPath: 'name', code: 'duplicate', message: 'Another layout has this name.' }, 'fr')).toBe('Another layout has this name.');
  });

  it('finds the field of a prefixed path by its last name, and words the values the domain named', () => {
    expect(violationSentence({ propertyPath: 'classEventType.onlineLimit', code: 'above-capacity', message: 'x' }, 'fr'))
      .toBe('Les places réservables en ligne font partie des places du cours.');
    expect(violationSentence({ propertyPath: 'attendingLimit', code: 'below-booked', message: 'x', values: { booked: 12 } }, 'fr'))
      .toBe('12 places sont réservées : la capacité ne peut pas être inférieure.');
    expect(violationSentence({ propertyPath: 'attendingLimit', code: 'below-booked', message: 'x', values: { booked: 12 } }, 'en'))
      .toBe('12 places are booked: the capacity cannot be lower.');
  });
});

describe('sentences for error codes', () => {
  it('has a sentence for the codes pages show', () => {
    expect(sentenceFor('api.error.club.code-already-used')).toBe('Another club already uses this code.');
    expect(sentenceFor('web.auth.invalid-credentials')).toBe('The e-mail or password is not correct.');
  });

  it('explains every online-cancellation refusal in its own words', () => {
    const reasons = ['missing-date', 'missing-motive-id', 'invalid-date', 'not-enabled', 'subscription-contact-different-club',
      'already-canceled', 'motive-id-not-include', 'contact-tag-not-eligible', 'contact-tag-prohibited', 'contact-debt-over-limit',
      'invalid-cancel-date', 'cancellation-date-invalid', 'daily-quota-exceeded', 'locked'];
    const sentences = reasons.map((reason) => sentenceFor(`api.error.subscription-cancel-online.${reason}`));
    for (const sentence of sentences) expect(sentence).not.toBe(sentenceFor('api.error.internal'));
    expect(sentenceFor('api.error.subscription-cancel-online.contact-debt-over-limit')).toMatch(/settle it/i);
    expect(sentenceFor('api.error.subscription-cancel-online.daily-quota-exceeded')).toMatch(/tomorrow/);
  });

  it('tells a member what happened to their booking, and what to do instead', () => {
    const reasons = ['class-full', 'already-booked', 'class-canceled', 'class-started', 'booking-not-open', 'club-not-shared',
      'contact-blocked', 'no-active-subscription', 'already-canceled'];
    for (const reason of reasons) {
      expect(sentenceFor(`api.error.attendee.${reason}`)).not.toBe(sentenceFor('api.error.internal'));
      expect(sentenceFor(`api.error.attendee.${reason}`)).toMatch(/^[A-Z].*\.$/);
    }
    expect(sentenceFor('api.error.attendee.class-full')).toMatch(/choose another class/);
    expect(sentenceFor('web.booking.not-found')).toBe('This class or booking no longer exists. The timetable shows what is on now.');
  });

  it('asks to wait when there were too many attempts', () => {
    expect(sentenceFor('api.error.rate-limited')).toBe('Too many attempts, try again in a few minutes.');
  });

  it('never shows a raw code, even an unknown one', () => {
    expect(sentenceFor('api.error.something.new')).toBe(sentenceFor('api.error.internal'));
    expect(sentenceFor('api.error.something.new')).not.toContain('api.error');
  });
});

describe('field messages of the settings form', () => {
  it('words the checks that carry no message of their own', () => {
    expect(messagesOf({ bookingWindowDays: 999 })).toEqual({ bookingWindowDays: 'At most 365.' });
    expect(messagesOf({ lateCancelHours: -1 })).toEqual({ lateCancelHours: 'At least 0.' });
    expect(messagesOf({ bookingWindowDays: Number.NaN })).toEqual({ bookingWindowDays: 'Enter a number.' });
    expect(messagesOf({ bookingWindowDays: 1.5 })).toEqual({ bookingWindowDays: 'Enter a whole number.' });
    expect(messagesOf({ onlineCancellation: { subscriptionTypes: ['weekly'] } })).toEqual({
      'onlineCancellation.subscriptionTypes.0': 'Choose one of the listed values.',
    });
  });

  it('words them in French for a French page', () => {
    expect(messagesOf({ bookingWindowDays: 999 }, 'fr')).toEqual({ bookingWindowDays: 'Au plus 365.' });
    expect(messagesOf({ bookingWindowDays: 1.5 }, 'fr')).toEqual({ bookingWindowDays: 'Saisissez un nombre entier.' });
  });

  it('keeps the messages written in the schema', () => {
    expect(messagesOf({ name: '   ' })).toEqual({ name: 'The name is required.' });
    expect(messagesOf({ debitDays: [] })).toEqual({ debitDays: 'At least one debit day.' });
    expect(messagesOf({ onlineCancellation: { debtLimit: -100 } })).toEqual({ 'onlineCancellation.debtLimit': 'The debt limit cannot be negative.' });
  });
});

describe('sentences for the back office', () => {
  // Every code a back-office page can meet: each has a sentence of its own, never the generic one.
  const codes = [
    'api.error.not-found', 'api.error.validation.invalid', 'api.error.validation.required', 'api.error.scope.unauthorized-endpoint',
    'api.error.concurrent-lock', 'api.error.webhook.invalid-url', 'api.error.webhook.url-forbidden', 'api.error.webhook.url-unresolvable',
    'api.error.webhook.endpoint-disabled', 'api.error.contact.email-already-used', 'api.error.contact-tag.accounting',
    'api.error.identificator.number-taken', 'api.error.identificator.already-disabled', 'api.error.cancellation.target-required',
    'api.error.cancellation.option-not-cancellable-alone', 'api.error.cancellation.already-canceled',
    'api.error.cancellation.transition-not-allowed', 'web.auth.signed-out',
  ];

  it.each(codes)('%s has a sentence of its own', (code) => {
    expect(sentenceFor(code)).not.toBe(sentenceFor('api.error.internal'));
    expect(sentenceFor(code)).toMatch(/^[A-Z].*\.$/);
  });
});

describe('sentences in French', () => {
  it('has each sentence in French too, and French for an unknown code', () => {
    expect(sentenceIn('api.error.club.code-already-used', 'fr')).toBe('Un autre club utilise déjà ce code.');
    expect(sentenceIn('api.error.sale.not-a-cart', 'fr')).toMatch(/panier/);
    expect(sentenceIn('api.error.something.new', 'fr')).toBe(sentenceIn('api.error.internal', 'fr'));
  });

  it('says every refusal of a sale or a payment in its own words', () => {
    const catalog = JSON.parse(readFileSync(join(__dirname, '../../messages/en/errors.json'), 'utf8')) as Record<string, string>;
    const codes = Object.keys(catalog).map(codeOfErrorKey).filter((code) => /\.(sale|payment|offer|mandate)\./.test(code));
    expect(codes.length).toBeGreaterThan(15);
    for (const code of codes) for (const locale of ['en', 'fr'] as const) {
      expect(sentenceIn(code, locale)).not.toBe(sentenceIn('api.error.internal', locale));
    }
  });
});

describe('a form schema\'s own messages', () => {
  it('are written as keys and read in the page\'s language; other messages stay as they are', () => {
    const schema = z.object({ clubId: z.string().min(1, formError('chooseClub')) });
    const issue = schema.safeParse({ clubId: '' }).error!.issues[0]!;
    expect(formErrorFor(issue.message, 'fr')).toBe('Choisissez le club.');
    expect(formErrorFor(issue.message, 'en')).toBe('Choose the club.');
    expect(formErrorFor('At most 3.', 'fr')).toBe('At most 3.');
  });
});
