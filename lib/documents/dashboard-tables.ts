// The dashboard's figures as tables of words, in one language: what the page shows behind each chart
// ("show the table") and what the weekly PDF prints, written once so the two never disagree.
import { createTranslator } from 'next-intl';
import type { Dashboard } from '../domain/insight/read-dashboard';
import { catalogOf } from '../i18n/catalog';
import { formatterFor } from '../i18n/format';
import { INTL_LOCALE, type Locale } from '../i18n/locales';

export const dashboardCharts = ['members', 'joins', 'revenue', 'debt', 'fillActivity', 'fillHour', 'presence'] as const;
export type DashboardChart = (typeof dashboardCharts)[number];

export interface DashboardTable {
  id: DashboardChart;
  title: string;
  caption: string;
  head: string[];
  /** The first cell names the row (a month, an age, an activity, an hour); the others are figures. */
  rows: string[][];
}

/** "mars 2026", "March 2026". */
export function monthName(locale: Locale, month: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

export function dashboardTables(locale: Locale, data: Dashboard): DashboardTable[] {
  const t = createTranslator({ locale, messages: catalogOf(locale), namespace: 'adminDashboard' });
  const format = formatterFor(locale);
  const n = (value: number) => format.number(value);
  const pct = (rate: number) => new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 }).format(rate);
  const hour = (h: number) => t('hour', { hour: String(h).padStart(2, '0') });
  const month = (m: string) => monthName(locale, m);
  const table = (id: DashboardChart, head: string[], rows: string[][]): DashboardTable => ({
    id, title: t(`charts.${id}.title`), caption: t(`charts.${id}.caption`), head, rows,
  });
  const fillHead = (first: string) => [first, t('columns.classes'), t('columns.booked'), t('columns.places'), t('columns.fill')];
  return [
    table('members', [t('columns.month'), t('columns.active')], data.members.map((m) => [month(m.month), n(m.active)])),
    table('joins', [t('columns.month'), t('columns.joins'), t('columns.leavers')], data.members.map((m) => [month(m.month), n(m.joins), n(m.leavers)])),
    table('revenue', [t('columns.month'), t('columns.subscriptions'), t('columns.shop'), t('columns.fees'), t('columns.total')],
      data.revenue.map((m) => [month(m.month), format.money(m.subscriptions), format.money(m.shop), format.money(m.fees), format.money(m.subscriptions + m.shop + m.fees)])),
    table('debt', [t('columns.age'), t('columns.incidents'), t('columns.amount')], data.debt.map((b) => [t(`ages.${b.age}`), n(b.count), format.money(b.amount)])),
    table('fillActivity', fillHead(t('columns.activity')), data.fill.byActivity.map((l) => [l.activity, n(l.classes), n(l.booked), n(l.places), pct(l.rate)])),
    table('fillHour', fillHead(t('columns.hour')), data.fill.byHour.map((l) => [hour(l.hour), n(l.classes), n(l.booked), n(l.places), pct(l.rate)])),
    table('presence', [t('columns.hour'), t('columns.arrivals'), t('columns.present')], data.presence.map((p) => [hour(p.hour), n(p.arrivals), n(p.present)])),
  ];
}
