import type { getTranslations } from 'next-intl/server';

type T = Awaited<ReturnType<typeof getTranslations<'debts'>>>;

/** The reasons the service itself writes (CONTRACT §9.4); staff's own reasons are shown as they wrote them. */
const KNOWN = ['debit_rejected', 'no_mandate', 'closure_fee', 'no_show_fee', 'late_cancel_fee', 'suspension_fee'] as const;

/** Why an incident is owed, in the member's words. */
export function whyOwed(t: T, reason: string): string {
  const known = KNOWN.find((k) => k === reason);
  if (known) return t(`reasons.${known}`);
  return reason.trim() ? t('reasons.other', { reason: reason.trim() }) : t('reasons.none');
}
