import { describe, expect, it } from 'vitest';
import { entry } from '../catalog/catalog-arbitraries';
import { debitSchedule, type SchedulableOffer } from '../catalog/debit-schedule';
import { installmentDueOn } from './due-installment';

const monthlyPromo: SchedulableOffer = {
  registrationFeeTI: 4900, priceTI: 0, isFirstMonthPayed: false, rhythmBilling: 'monthly', isProrated: false,
  repaymentSchedule: { occurrences: [entry('P1M', 1990, { offset: 'P3M' })], recurrences: [entry('P1M', 2990)] },
};
const week4: SchedulableOffer = {
  registrationFeeTI: 0, priceTI: 0, isFirstMonthPayed: true, rhythmBilling: 'week4', isProrated: false,
  repaymentSchedule: { occurrences: [], recurrences: [entry('P1W', 700)] },
};

describe('installmentDueOn', () => {
  it('finds every debit of the schedule on its date, and nothing on other days', () => {
    for (const [offer, choice] of [[monthlyPromo, { debitDay: 5 }], [week4, { debitWeekDay: 1 }]] as const) {
      const { debits } = debitSchedule(offer, '2026-03-10', choice, 30);
      for (const debit of debits) expect(installmentDueOn(offer, '2026-03-10', choice, debit.date)).toEqual(debit);
      const dates = new Set(debits.map((d) => d.date));
      for (const date of ['2026-03-10', '2026-04-04', '2026-04-06', '2027-01-01']) {
        if (!dates.has(date)) expect(installmentDueOn(offer, '2026-03-10', choice, date)).toBeNull();
      }
    }
  });

  it('reads the promotion then the regular amount, years on', () => {
    expect(installmentDueOn(monthlyPromo, '2026-03-10', { debitDay: 5 }, '2026-04-05')?.amountTI).toBe(1990);
    expect(installmentDueOn(monthlyPromo, '2026-03-10', { debitDay: 5 }, '2026-07-05')?.amountTI).toBe(2990);
    expect(installmentDueOn(monthlyPromo, '2026-03-10', { debitDay: 5 }, '2031-07-05')?.amountTI).toBe(2990);
  });

  it('debits nothing before the start or for a one-off offer', () => {
    expect(installmentDueOn(monthlyPromo, '2026-03-10', { debitDay: 5 }, '2026-03-05')).toBeNull();
    expect(installmentDueOn({ ...monthlyPromo, rhythmBilling: null }, '2026-03-10', null, '2026-04-10')).toBeNull();
  });
});
