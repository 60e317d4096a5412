import { describe, expect, it } from 'vitest';
import { cartProblems } from '../../components/cart-problems';

const v = (reason: string, propertyPath: string) => ({ code: `api.error.sale.${reason}`, propertyPath, message: '' });

describe('cartProblems', () => {
  it('says each reason once, naming the article, with the address apart from names and number', () => {
    expect(cartProblems([
      v('contact-incomplete', 'address.streetAddress'), v('contact-incomplete', 'address.postalCode'), v('contact-incomplete', 'contactNumber'),
      v('tag-restriction', 'articles.1'), v('age-restriction', 'articles.0'), v('start-date-required', 'articles.0.implementation.startDate'),
      v('contact-blocked', 'contactId'), v('option-without-subscription', 'articles.1.parent'), v('empty', 'articles'),
    ], ['Yearly', 'Sauna'])).toEqual([
      { kind: 'address' }, { kind: 'identity' }, { kind: 'tag', article: 'Sauna' }, { kind: 'age', article: 'Yearly' },
      { kind: 'start-date', article: 'Yearly' }, { kind: 'blocked' }, { kind: 'option', article: 'Sauna' },
    ]);
  });

  it('has a plain fallback for a reason it does not know', () => {
    expect(cartProblems([v('something-new', 'x')], [])).toEqual([{ kind: 'other' }]);
  });
});
