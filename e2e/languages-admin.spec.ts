import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { capture } from './support/capture';
import { expectHydrated } from './support/hydration';
import { DEMO } from './support/demo';
import { signInAsMember } from './support/sign-in';

// The back office in French and in English: the browser's language chooses. Every back-office page
// shows its words, never a catalog key, renders in the browser as on the server (no hydration
// error), and fits a phone. Also the member's class week, where a date range once rendered
// differently on the server and in the browser (React error #418).

const NAMESPACES = readdirSync('messages/en').map((file) => file.replace(/\.json$/, ''));
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[A-Za-z]+(?:\\.[A-Za-z]+)*\\b`);

async function expectNoRawKey(page: Page) {
  const words = await page.evaluate(() => [
    document.body.innerText, document.title,
    ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')]
      .flatMap((element) => ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '')),
  ].join('\n'));
  expect(words).not.toMatch(RAW_KEY);
}

/** Errors the browser's console reports (React's hydration errors among them), from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

interface AdminWords {
  lang: 'fr' | 'en';
  email: string; password: string; signIn: string;
  /** Each page's address (under /demo/admin) and its level-1 heading. */
  pages: [path: string, heading: string | RegExp][];
  clubSettings: string; language: string;
}

const FRENCH: AdminWords = {
  lang: 'fr', email: 'Adresse e-mail', password: 'Mot de passe', signIn: 'Se connecter',
  pages: [
    ['', 'Tableau de bord'], ['/clubs', 'Clubs'], ['/schedule', 'Planning'], ['/schedule/new', 'Nouveau cours'],
    ['/schedule/resources', 'Activités, salles et coachs'], ['/contacts', /.+/], ['/motives', /.+/],
    ['/cancellations', /.+/], ['/webhooks', /.+/], ['/sandbox/messages', /.+/], ['/sandbox/webhooks', /.+/],
  ],
  clubSettings: 'Réglages du club', language: 'Langue par défaut',
};

const ENGLISH: AdminWords = {
  lang: 'en', email: 'E-mail address', password: 'Password', signIn: 'Sign in',
  pages: [
    ['', 'Dashboard'], ['/clubs', 'Clubs'], ['/schedule', 'Schedule'], ['/schedule/new', 'New class'],
    ['/schedule/resources', 'Activities, studios and coaches'], ['/contacts', /.+/], ['/motives', /.+/],
    ['/cancellations', /.+/], ['/webhooks', /.+/], ['/sandbox/messages', /.+/], ['/sandbox/webhooks', /.+/],
  ],
  clubSettings: 'Club settings', language: 'Default language',
};

async function staffSignIn(page: Page, words: AdminWords) {
  await page.goto(`/${DEMO.tenant}/admin`);
  await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
  await expectNoRawKey(page);
  await page.getByLabel(words.email).fill(DEMO.staff.email);
  await page.getByLabel(words.password).fill(DEMO.staff.password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { name: words.pages[0]![1], level: 1 })).toBeVisible();
}

async function walkTheBackOffice(page: Page, words: AdminWords, shot: string) {
  const errors = consoleErrors(page);
  await staffSignIn(page, words);
  for (const [path, heading] of words.pages) {
    await page.goto(`/${DEMO.tenant}/admin${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    const title = page.getByRole('heading', { level: 1 }).first();
    await expect(title).toHaveText(heading);
    await expectHydrated(title);
    await expectNoRawKey(page);
    if (path === '/schedule' || path === '/contacts') await capture(page, `${shot}${path.replace('/', '-')}`);
  }
  // A club's settings: the form, with the club's default language among its fields.
  await page.goto(`/${DEMO.tenant}/admin/clubs`);
  await page.getByRole('link', { name: 'Paris Bastille' }).click();
  await expect(page.getByText(words.clubSettings, { exact: false }).first()).toBeVisible();
  await expect(page.getByLabel(words.language)).toHaveValue('fr');
  await expectHydrated(page.getByLabel(words.language));
  await expectNoRawKey(page);
  await capture(page, `${shot}-club-settings`);
  // A class page of the week (the demo's schedule starts on the day the server was seeded, so this
  // week has classes): the class page names its days in the page's language.
  await page.goto(`/${DEMO.tenant}/admin/schedule`);
  const firstClass = page.getByRole('article').getByRole('link').first();
  await expect(firstClass).toBeVisible();
  const classPage = await firstClass.getAttribute('href');
  await firstClass.click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === classPage);
  const classTitle = page.getByRole('heading', { level: 1 });
  await expect(classTitle).toBeVisible();
  await expectHydrated(classTitle);
  await expectNoRawKey(page);
  await capture(page, `${shot}-class`);
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
}

test.describe('in a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('staff read every back-office page in French', async ({ page }) => {
    test.setTimeout(120_000);
    await walkTheBackOffice(page, FRENCH, 'languages-admin-fr');
  });

  test('a form refuses in French: the message its schema writes is in the page\'s words', async ({ page }) => {
    await staffSignIn(page, FRENCH);
    await page.goto(`/${DEMO.tenant}/admin/motives`);
    await expect(page.getByRole('button', { name: 'Ajouter le motif' })).toBeEnabled();
    await page.getByLabel('Nouveau motif').fill('   ');
    await page.getByRole('button', { name: 'Ajouter le motif' }).click();
    await expect(page.getByLabel('Nouveau motif')).toHaveAccessibleDescription('Le nom est obligatoire.');
    await expectNoRawKey(page);
  });
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('staff read every back-office page in English', async ({ page }) => {
    test.setTimeout(120_000);
    await walkTheBackOffice(page, ENGLISH, 'languages-admin-en');
  });

  test('the member class week hydrates without an error (the same dates on the server and in the browser)', async ({ page, request }) => {
    const errors = consoleErrors(page);
    await signInAsMember(page, request, 'erin@demo.test');
    await page.goto(`/${DEMO.tenant}/classes`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Another week, through the page's own navigation once React has it (a client navigation): the
    // range is formatted in the browser too.
    const nextWeek = page.getByRole('link', { name: 'Next week' });
    await expectHydrated(nextWeek);
    await nextWeek.click();
    await expect(page).toHaveURL(/[?&]week=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('link', { name: 'Back to this week' })).toBeVisible();
    await expectHydrated(page.getByRole('link', { name: 'Back to this week' }));
    expect(errors.filter((e) => /hydrat|#418|did not match/i.test(e))).toEqual([]);
  });
});
