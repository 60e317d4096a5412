import { describe, expect, it } from 'vitest';
import { formatterFor } from './format';
import { bestLocale } from './locales';

const fr = formatterFor('fr');
const en = formatterFor('en');

describe('dates', () => {
  it('write a calendar date with its day in each language, whatever the zone of the machine', () => {
    expect(fr.date('2027-07-24', 'dateWithDay')).toBe('samedi 24 juillet 2027');
    // Intl's British English puts a comma after the weekday when the year follows (CLDR).
    expect(en.date('2027-07-24', 'dateWithDay')).toBe('Saturday, 24 July 2027');
    expect(fr.date('2027-07-24')).toBe('24 juillet 2027');
    expect(en.date('2027-07-24')).toBe('24 July 2027');
    expect(fr.date('2027-07-24', 'dayHeading')).toBe('samedi 24 juillet');
    expect(en.date('2027-07-24', 'dayHeading')).toBe('Saturday 24 July');
  });

  it('write a week as one range, across a month or a year', () => {
    // Node's ICU puts thin spaces around the dash between two whole dates, Chromium's plain ones: we
    // write plain ones on both sides, else the browser's text differs from the server's (React #418).
    expect(fr.dateRange('2027-07-19', '2027-07-25')).toBe('19–25 juillet 2027');
    expect(en.dateRange('2027-07-26', '2027-08-01')).toBe('26 July – 1 August 2027');
    expect(fr.dateRange('2027-12-27', '2028-01-02')).toBe('27 décembre 2027 – 2 janvier 2028');
  });

  it('read a club date-time on the club\'s clock, not the machine\'s', () => {
    expect(fr.clubTime('2027-07-24T18:30:00+02:00')).toBe('18:30');
    expect(en.clubTime('2027-07-24T08:05:00-04:00')).toBe('08:05');
    expect(fr.clubMoment('2027-07-24T18:30:00+02:00')).toBe('sam. 24 juil., 18:30');
    expect(en.clubMoment('2027-07-24T18:30:00+02:00')).toBe('Sat 24 Jul, 18:30');
  });

  it('write an instant in the club\'s time zone', () => {
    const instant = new Date('2027-07-24T16:30:00Z');
    expect(fr.instant(instant, 'Europe/Paris')).toBe('samedi 24 juillet 2027 à 18:30');
    expect(en.instant(instant, 'Europe/Paris')).toBe('Saturday, 24 July 2027 at 18:30');
    expect(en.instant(instant, 'America/Montreal')).toBe('Saturday, 24 July 2027 at 12:30');
  });
});

describe('money and numbers', () => {
  it('write cents in the currency, the sign where each language puts it', () => {
    // French puts a no-break space before the sign, and a narrow no-break space between thousands.
    expect(fr.money(2990)).toBe('29,90\u00a0€');
    expect(fr.money(123456)).toBe('1\u202f234,56\u00a0€');
    expect(en.money(2990)).toBe('€29.90');
    expect(en.money(123456)).toBe('€1,234.56');
    expect(en.money(500, 'CHF')).toBe('CHF\u00a05.00');
    expect(fr.number(1234.5)).toBe('1\u202f234,5');
    expect(en.number(1234.5)).toBe('1,234.5');
  });
});

describe('lists', () => {
  it('join names as each language does', () => {
    expect(fr.list(['Paris Nation', 'Lyon'], 'or')).toBe('Paris Nation ou Lyon');
    expect(en.list(['Paris Nation', 'Lyon', 'Lille'])).toBe('Paris Nation, Lyon and Lille');
    expect(en.list(['Sauna and spa', 'Member insurance'], 'unit')).toBe('Sauna and spa, Member insurance');
  });
});

describe('the browser\'s language', () => {
  it('is the best weighted of French and English, or none', () => {
    expect(bestLocale('fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('fr');
    expect(bestLocale('en-US')).toBe('en');
    expect(bestLocale('de-DE,de;q=0.9,en;q=0.5,fr;q=0.6')).toBe('fr');
    expect(bestLocale('EN-gb;q=0.8, fr;q=0')).toBe('en');
    expect(bestLocale('de-DE,*;q=0.5')).toBeNull();
    expect(bestLocale('')).toBeNull();
    expect(bestLocale(null)).toBeNull();
  });
});
