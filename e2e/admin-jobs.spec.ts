// The Background jobs page on the embedded database (PGlite), as the e2e server runs: the tasks run
// inside the application on a timer, so the page says so and, while every run succeeds, that no task
// is failing, in English and in French. graphile-worker's dead jobs and "Run again" need PostgreSQL:
// tests/jobs/run-failed-job-again.pg.test.ts.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { signInAsStaff } from './support/sign-in';

test('staff read that the background jobs run in the application and that none is failing', async ({ page }) => {
  await signInAsStaff(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Background jobs', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${DEMO.tenant}/admin/jobs$`));
  await expect(page.getByRole('heading', { name: 'Background jobs', level: 1 })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Background jobs', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/On this installation they run inside the application on a timer/)).toBeVisible();
  await expect(page.getByText(/^No task failing · times in \S+$/)).toBeVisible();
  await expect(page.getByText(/^Every task's latest run succeeded\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run again' })).toHaveCount(0);
  await expectAccessible(page);
  await capture(page, 'admin-jobs-en');

  await page.context().addCookies([{ name: 'locale', value: 'fr', url: page.url() }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tâches de fond', level: 1 })).toBeVisible();
  await expect(page.getByText(/tournent dans l’application, à intervalles réguliers/)).toBeVisible();
  await expect(page.getByText(/^Aucune tâche en échec · heures de \S+$/)).toBeVisible();
  await expect(page.getByText(/^Le dernier passage de chaque tâche a réussi\./)).toBeVisible();
  await expectAccessible(page);
  await capture(page, 'admin-jobs-fr');
});
