// The accessibility check every spec runs once per page it visits: axe-core (WCAG 2.0/2.1 A and AA
// rules) on the page as it is, failing on any serious or critical violation with what and where.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export async function expectAccessible(page: Page, { exclude = [] as string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking.map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
    .slice(0, 5).map((node) => `  ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`).join('\n')}`).join('\n');
  expect(blocking.map((violation) => violation.id), `${page.url()} has accessibility violations:\n${report}`).toEqual([]);
}
