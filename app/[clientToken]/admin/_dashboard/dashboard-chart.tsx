'use client';
// The dashboard's charts, drawn with Recharts in the browser. Each is a picture of the table beside it
// (its <details>): the figure is one image for assistive technology (role="img", named by its title),
// and Recharts' own keyboard layer is off, since the table is the way to read the figures. Drawn only
// once React runs in the page: server-rendered, Recharts' style attributes are refused by the CSP
// (style-src without 'unsafe-inline'), while styles React sets in the browser are not.
import { useLocale } from 'next-intl';
import {
  Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis,
} from 'recharts';
import { useHydrated } from '@/components/use-hydrated';
import { formatMoney } from '@/lib/i18n/format';
import { INTL_LOCALE, type Locale } from '@/lib/i18n/locales';

export type ChartSpec =
  | { kind: 'members'; points: { x: string; active: number }[] }
  | { kind: 'joins'; points: { x: string; joins: number; leavers: number }[] }
  | { kind: 'revenue'; points: { x: string; subscriptions: number; shop: number; fees: number }[] }
  | { kind: 'debt'; points: { x: string; amount: number }[] }
  | { kind: 'fillActivity' | 'fillHour'; points: { x: string; rate: number }[] }
  | { kind: 'presence'; points: { x: string; arrivals: number; present: number }[] };

// Colours with at least 3:1 against white (WCAG 1.4.11), told apart by the legend's words too.
const BLUE = '#1d5fd1';
const TEAL = '#0f766e';
const AMBER = '#b45309';
const ROSE = '#be123c';
const DEBT = ['#b45309', '#c2410c', '#b91c1c', '#7f1d1d'];
const TICK = { fontSize: 12, fill: '#475569' };

const HEIGHT = 240;

export function DashboardChart({ spec, titleId, captionId, series }: {
  spec: ChartSpec;
  /** The chart's title and caption, naming and describing the image. */
  titleId: string;
  captionId: string;
  /** The words of each series, by its key. */
  series: Record<string, string>;
}) {
  const locale = useLocale() as Locale;
  const hydrated = useHydrated();
  const compact = new Intl.NumberFormat(INTL_LOCALE[locale], { notation: 'compact', maximumFractionDigits: 1 });
  const euros = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'EUR', notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 0 });
  const money = (cents: number) => euros.format(cents / 100);
  const grid = <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />;
  const x = <XAxis dataKey="x" tick={TICK} tickLine={false} interval="preserveStartEnd" minTickGap={8} />;
  const legend = <Legend wrapperStyle={{ fontSize: 13 }} />;
  const shared = { accessibilityLayer: false, margin: { top: 8, right: 8, bottom: 0, left: 0 } };
  const chart = (() => {
    switch (spec.kind) {
      case 'members':
        return (
          <LineChart data={spec.points} {...shared}>
            {grid}{x}
            <YAxis tick={TICK} width={44} allowDecimals={false} tickFormatter={(v: number) => compact.format(v)} />
            <Tooltip />
            <Line type="monotone" dataKey="active" name={series.active} stroke={BLUE} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          </LineChart>
        );
      case 'joins':
        return (
          <BarChart data={spec.points} {...shared}>
            {grid}{x}
            <YAxis tick={TICK} width={36} allowDecimals={false} tickFormatter={(v: number) => compact.format(v)} />
            <Tooltip />{legend}
            <Bar dataKey="joins" name={series.joins} fill={TEAL} isAnimationActive={false} />
            <Bar dataKey="leavers" name={series.leavers} fill={ROSE} isAnimationActive={false} />
          </BarChart>
        );
      case 'revenue':
        return (
          <BarChart data={spec.points} {...shared}>
            {grid}{x}
            <YAxis tick={TICK} width={56} tickFormatter={money} />
            <Tooltip formatter={(v) => formatMoney(locale, Number(v))} />{legend}
            <Bar dataKey="subscriptions" name={series.subscriptions} stackId="kind" fill={BLUE} isAnimationActive={false} />
            <Bar dataKey="shop" name={series.shop} stackId="kind" fill={TEAL} isAnimationActive={false} />
            <Bar dataKey="fees" name={series.fees} stackId="kind" fill={AMBER} isAnimationActive={false} />
          </BarChart>
        );
      case 'debt':
        return (
          <BarChart data={spec.points} {...shared}>
            {grid}{x}
            <YAxis tick={TICK} width={56} tickFormatter={money} />
            <Tooltip formatter={(v) => formatMoney(locale, Number(v))} />
            <Bar dataKey="amount" name={series.amount} isAnimationActive={false}>
              {spec.points.map((point, i) => <Cell key={point.x} fill={DEBT[i % DEBT.length]} />)}
            </Bar>
          </BarChart>
        );
      case 'fillActivity':
        // Activities' names read across, one bar each: on a phone they do not fit under columns.
        return (
          <BarChart data={spec.points} layout="vertical" {...shared}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
            <XAxis type="number" tick={TICK} domain={[0, 1]} tickFormatter={(v: number) => percent.format(v)} />
            <YAxis type="category" dataKey="x" tick={TICK} width={104} tickLine={false} />
            <Tooltip formatter={(v) => percent.format(Number(v))} />
            <Bar dataKey="rate" name={series.fill} fill={BLUE} barSize={18} isAnimationActive={false} />
          </BarChart>
        );
      case 'fillHour':
        return (
          <BarChart data={spec.points} {...shared}>
            {grid}{x}
            <YAxis tick={TICK} width={44} domain={[0, 1]} tickFormatter={(v: number) => percent.format(v)} />
            <Tooltip formatter={(v) => percent.format(Number(v))} />
            <Bar dataKey="rate" name={series.fill} fill={BLUE} isAnimationActive={false} />
          </BarChart>
        );
      case 'presence':
        return (
          <ComposedChart data={spec.points} {...shared}>
            {grid}{x}
            <YAxis tick={TICK} width={36} tickFormatter={(v: number) => compact.format(v)} />
            <Tooltip />{legend}
            <Bar dataKey="present" name={series.present} fill={BLUE} isAnimationActive={false} />
            <Line type="monotone" dataKey="arrivals" name={series.arrivals} stroke={AMBER} strokeWidth={2} dot={false} isAnimationActive={false} />
          </ComposedChart>
        );
    }
  })();
  const height = spec.kind === 'fillActivity' ? Math.max(HEIGHT / 2, 40 + 32 * spec.points.length) : HEIGHT;
  return (
    <div role="img" aria-labelledby={titleId} aria-describedby={captionId} className="h-60 w-full" style={hydrated ? { height } : undefined}>
      {hydrated && <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>{chart}</ResponsiveContainer>}
    </div>
  );
}
