// The staff's home: the dashboard of the network or one club, each chart with its table one click
// away, in French and English, on a phone and a laptop; and "send me this as PDF every Monday".
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';

// The manager, whom no other spec signs in: the weekly switch below is theirs alone.
const MANAGER = { email: 'manager@demo.test', password: 'demo-manager-password' };

const WORDS = {
  en: {
    email: 'E-mail address', password: 'Password', signIn: 'Sign in', title: 'Dashboard', club: 'Club', show: 'Show',
    charts: ['Active members', 'Joins and leavers', 'Revenue by kind', 'Debt by age', 'Class fill rate by activity', 'Class fill rate by hour', 'Presence by hour'],
    showTable: 'Show the table', subscriptions: 'Subscriptions', ages: ['0–30 days', '31–60 days', '61–90 days', 'Over 90 days'], intro: 'How Paris Bastille is doing',
  },
  fr: {
    email: 'Adresse e-mail', password: 'Mot de passe', signIn: 'Se connecter', title: 'Tableau de bord', club: 'Club', show: 'Afficher',
    charts: ['Adhérents actifs', 'Arrivées et départs', 'Chiffre d’affaires par type', 'Impayés par ancienneté', 'Taux de remplissage par activité',
      'Taux de remplissage par heure', 'Fréquentation par heure'],
    showTable: 'Afficher le tableau', subscriptions: 'Abonnements', ages: ['0 à 30 jours', '31 à 60 jours', '61 à 90 jours', 'Plus de 90 jours'], intro: 'Où en est Paris Bastille',
  },
};

async function signIn(page: Page, words: (typeof WORDS)['en']) {
  await page.goto(`/${DEMO.tenant}/admin`);
  await page.getByLabel(words.email).fill(MANAGER.email);
  await page.getByLabel(words.password).fill(MANAGER.password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`in ${lang === 'en' ? 'English' : 'French'}`, () => {
    test.use({ locale: lang === 'en' ? 'en-GB' : 'fr-FR' });

    test('the dashboard draws each figure, with its table behind it, for the network and for a club', async ({ page }) => {
      test.setTimeout(180_000);
      const words = WORDS[lang];
      // Nothing refused by the CSP, no hydration error: the charts are drawn by React in the browser.
      const errors: string[] = [];
      page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
      page.on('pageerror', (error) => errors.push(error.message));
      await signIn(page, words);
      for (const title of words.charts) await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      // The charts are drawn in the browser: wait for the first one's bars before looking.
      const revenue = page.getByRole('region', { name: words.charts[2] });
      await expect(revenue.locator('.recharts-bar-rectangle').first()).toBeVisible();
      await capture(page, `admin-dashboard-${lang}`);
      await expectAccessible(page);

      // The table behind a chart: one click, and the figures are there as rows and columns.
      const debt = page.getByRole('region', { name: words.charts[3] });
      await debt.getByText(words.showTable).click();
      const table = debt.getByRole('table', { name: words.charts[3] });
      await expect(table).toBeVisible();
      await expect(table.getByRole('rowheader')).toHaveText(words.ages);
      await revenue.getByText(words.showTable).click();
      await expect(revenue.getByRole('columnheader', { name: words.subscriptions })).toBeVisible();
      await expect(revenue.getByRole('table').getByRole('rowheader')).toHaveCount(12);
      await expectAccessible(page);

      // One club: chosen, shown, and named in the sentence on top.
      await page.getByLabel(words.club, { exact: true }).selectOption({ label: 'Paris Bastille' });
      await page.getByRole('button', { name: words.show, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\?club=\d+$/);
      await expect(page.getByText(words.intro)).toBeVisible();
      await expect(page.getByRole('region', { name: words.charts[0] }).locator('.recharts-line-curve')).toBeVisible();
      await capture(page, `admin-dashboard-club-${lang}`);
      expect(errors).toEqual([]);
    });
  });
}

test('"Send me this as PDF every Monday" is switched on and off, and stays so', async ({ page }) => {
  await signIn(page, WORDS.en);
  const weekly = page.getByRole('switch', { name: 'Send me this as PDF every Monday' });
  await expect(weekly).toHaveAccessibleDescription(`By e-mail to ${MANAGER.email}: the tables of the dashboard of the whole network, on Monday mornings.`);
  if (await weekly.isChecked()) {
    await weekly.click();
    await expect(page.getByRole('status')).toContainText('You will no longer receive it.');
  }
  await weekly.click();
  await expect(page.getByRole('status')).toContainText('You will receive it every Monday.');
  await page.reload();
  await expect(weekly).toBeChecked();
  await weekly.click();
  await expect(page.getByRole('status')).toContainText('You will no longer receive it.');
  await page.reload();
  await expect(weekly).not.toBeChecked();
});
