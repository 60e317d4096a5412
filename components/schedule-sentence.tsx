'use client';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/components/use-format';
import type { SchedulePhrase } from './schedule-phrases';

/** The phrases as one sentence in the reader's language: "29,90 € aujourd'hui, puis 9,90 € le 5 janv., …". */
export function useScheduleSentence(): (phrases: SchedulePhrase[]) => string {
  const t = useTranslations('shop.schedule');
  const format = useFormat();
  return (phrases) => phrases.map((phrase, index) => {
    const amount = format.money(phrase.amount);
    const text = phrase.kind === 'today' ? t('today', { amount })
      : phrase.kind === 'on' ? t('on', { amount, dates: format.list(phrase.dates.map((d) => format.date(d, 'short'))) })
        : t('every', { amount, rhythm: phrase.rhythm, from: format.date(phrase.from, 'short') });
    return index === 0 ? text : t('then', { part: text });
  }).join(', ');
}
