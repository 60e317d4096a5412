import { readdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, newestMessageId, sandboxMessages, waitForLoginCode } from './support/api';
import { bookingMember, parisWall, scheduleClass, type ScheduledClass } from './support/booking';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import type { NewMember } from './support/factories';

// The member portal in French and in English: the browser's language chooses, the switch in the
// header overrides it and is remembered, and e-mails follow the member's own choice. Each test has a
// member and a class of its own. No page may show a catalog key instead of its words.

const NAMESPACES = readdirSync('messages/en').map((file) => file.replace(/\.json$/, ''));
const RAW_KEY = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[A-Za-z]+(?:\\.[A-Za-z]+)*\\b`);

/** What a person reads or hears: the text, and the names, placeholders and titles of controls. */
async function expectNoRawKey(page: Page) {
  const words = await page.evaluate(() => [
    document.body.innerText, document.title,
    ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')]
      .flatMap((element) => ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '')),
  ].join('\n'));
  expect(words).not.toMatch(RAW_KEY);
}

interface Words {
  lang: 'fr' | 'en';
  emailLabel: string; sendCode: string; codeSent: string; codeLabel: string; signIn: string;
  hello: string; classes: string; book: (cls: ScheduledClass) => string; placesLeft: (n: number) => string; booked: string;
  cancelOnline: RegExp; reasonTitle: string; continue: string; dateTitle: string; day: RegExp;
  commentTitle: string; reviewTitle: string; confirm: string; confirmedTitle: string;
  /** The demo motive "Price" in the page's language (lib/seed/demo-motive-names.ts). */
  price: string;
}

const FRENCH: Words = {
  lang: 'fr', emailLabel: 'Adresse e-mail', sendCode: 'M’envoyer un code de connexion', codeSent: 'nous lui avons envoyé un code à 6 chiffres',
  codeLabel: 'Code de connexion', signIn: 'Se connecter', hello: 'Bonjour', classes: 'Cours',
  book: (cls) => `Réserver\u00a0: ${cls.name} à ${cls.startedAt.slice(11, 16)}`,
  placesLeft: (n) => `${n} places restantes`, booked: 'Réservé', cancelOnline: /^Résilier en ligne/, price: 'Prix',
  reasonTitle: 'Pourquoi partez-vous\u00a0?', continue: 'Continuer', dateTitle: 'Quand votre abonnement doit-il prendre fin\u00a0?',
  day: /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \S+ \d{4}$/,
  commentTitle: 'Voulez-vous dire quelque chose à votre club\u00a0?', reviewTitle: 'Vérifiez et confirmez votre résiliation',
  confirm: 'Confirmer la résiliation', confirmedTitle: 'Votre résiliation est confirmée',
};

const ENGLISH: Words = {
  lang: 'en', emailLabel: 'E-mail address', sendCode: 'Send me a sign-in code', codeSent: 'we have sent a 6-digit code',
  codeLabel: 'Sign-in code', signIn: 'Sign in', hello: 'Hello', classes: 'Classes',
  book: (cls) => `Book: ${cls.name} at ${cls.startedAt.slice(11, 16)}`,
  placesLeft: (n) => `${n} places left`, booked: 'Booked', cancelOnline: /^Cancel online/, price: 'Price',
  reasonTitle: 'Why are you leaving?', continue: 'Continue', dateTitle: 'When should your subscription end?',
  day: /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),? \d{1,2} \w+ \d{4}$/,
  commentTitle: 'Anything you would like to tell your club?', reviewTitle: 'Check and confirm your cancellation',
  confirm: 'Confirm cancellation', confirmedTitle: 'Your cancellation is confirmed',
};

async function expectLanguage(page: Page, words: Words) {
  await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
}

/** Both steps of the member sign-in, read in the page's language; the code comes from the sandbox. */
async function signIn(page: Page, request: Parameters<typeof adminToken>[0], member: NewMember, words: Words) {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const before = await newestMessageId(request, DEMO.tenant, token, member.email);
  await page.getByLabel(words.emailLabel).fill(member.email);
  await page.getByRole('button', { name: words.sendCode }).click();
  await expect(page.getByRole('status')).toContainText(words.codeSent);
  await expectLanguage(page, words);
  await page.getByLabel(words.codeLabel).fill(await waitForLoginCode(request, DEMO.tenant, token, member.email, before));
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/account`);
}

/** The week of the class, booked; then the online cancellation of the member's subscription, step by step. */
async function bookThenCancel(page: Page, cls: ScheduledClass, words: Words, shot: string) {
  await page.goto(`/${DEMO.tenant}/classes?week=${cls.startedAt.slice(0, 10)}`);
  await expect(page.getByRole('heading', { name: words.classes, level: 1 })).toBeVisible();
  await expectLanguage(page, words);
  const card = page.getByRole('article', { name: cls.name, exact: true });
  await expect(card).toContainText(words.placesLeft(5));
  await card.getByRole('button', { name: words.book(cls) }).click();
  await expect(card).toContainText(words.placesLeft(4));
  await expect(card.getByText(words.booked, { exact: true })).toBeVisible();
  await expectNoRawKey(page);
  await capture(page, `${shot}-classes`);

  await page.goto(`/${DEMO.tenant}/account`);
  await page.getByRole('link', { name: words.cancelOnline }).click();
  await expect(page.getByRole('heading', { name: words.reasonTitle })).toBeFocused();
  await expectNoRawKey(page);
  await page.getByRole('radio', { name: words.price }).check();
  await page.getByRole('button', { name: words.continue }).click();
  await expect(page.getByRole('heading', { name: words.dateTitle })).toBeFocused();
  const first = page.getByRole('radio').first();
  await first.check();
  await expectNoRawKey(page);
  await capture(page, `${shot}-cancel-date`);
  await page.getByRole('button', { name: words.continue }).click();
  await expect(page.getByRole('heading', { name: words.commentTitle })).toBeFocused();
  await page.getByRole('button', { name: words.continue }).click();
  await expect(page.getByRole('heading', { name: words.reviewTitle })).toBeFocused();
  await expectNoRawKey(page);
  await capture(page, `${shot}-cancel-review`);
  await page.getByRole('button', { name: words.confirm }).click();
  await expect(page.getByRole('heading', { name: words.confirmedTitle, level: 1 })).toBeFocused();
  await expect(page.getByRole('definition')).toHaveText(words.day);
  await expectNoRawKey(page);
}

test.describe('in a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('a member signs in, books a class and cancels online, all in French', async ({ page, request }) => {
    test.setTimeout(180_000); // sign-in, the week, the four steps, each page captured at two widths
    const member = await bookingMember(request, 'PB', 'Lena');
    const cls = await scheduleClass(request, { label: 'Pilates', wall: parisWall(2, '18:30'), attendingLimit: 5 });
    await page.goto(`/${DEMO.tenant}`);
    await expectLanguage(page, FRENCH);
    await expect(page.getByRole('heading', { name: 'Connectez-vous à votre compte', level: 1 })).toBeVisible();
    await expectNoRawKey(page);
    await capture(page, 'languages-fr-sign-in');
    await signIn(page, request, member, FRENCH);
    await expect(page.getByRole('heading', { name: 'Bonjour, Lena', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Espace adhérent' }).getByRole('link', { name: 'Mes réservations' })).toBeVisible();
    await expectNoRawKey(page);
    await capture(page, 'languages-fr-account');
    await bookThenCancel(page, cls, FRENCH, 'languages-fr');
    await expect(page.getByRole('main')).toContainText(`Nous avons envoyé un e-mail de confirmation à ${member.email}.`);
    await capture(page, 'languages-fr-cancelled');
  });
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('a member signs in, books a class and cancels online, all in English', async ({ page, request }) => {
    test.setTimeout(180_000);
    const member = await bookingMember(request, 'PB', 'Liam');
    const cls = await scheduleClass(request, { label: 'Spinning', wall: parisWall(2, '07:30'), attendingLimit: 5 });
    await page.goto(`/${DEMO.tenant}`);
    await expectLanguage(page, ENGLISH);
    await expect(page.getByRole('heading', { name: 'Sign in to your account', level: 1 })).toBeVisible();
    await expectNoRawKey(page);
    await signIn(page, request, member, ENGLISH);
    await expect(page.getByRole('heading', { name: 'Hello, Liam', level: 1 })).toBeVisible();
    await expectNoRawKey(page);
    await capture(page, 'languages-en-account');
    await bookThenCancel(page, cls, ENGLISH, 'languages-en');
    await capture(page, 'languages-en-cancelled');
  });

  test('the switch changes the language, is remembered, and the member\'s e-mails follow it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = await bookingMember(request, 'PB', 'Maya');
    await page.goto(`/${DEMO.tenant}`);
    await expectLanguage(page, ENGLISH);

    // Before signing in: the sign-in card has the switch too.
    await page.getByRole('button', { name: 'Change language: Français' }).click();
    await expectLanguage(page, FRENCH);
    await expect(page.getByRole('heading', { name: 'Connectez-vous à votre compte', level: 1 })).toBeVisible();
    await signIn(page, request, member, FRENCH);
    await expect(page.getByRole('heading', { name: 'Bonjour, Maya', level: 1 })).toBeVisible();

    // Signed in, back to English from the header: the pages stay in English from then on.
    await page.getByRole('banner').getByRole('button', { name: 'Changer de langue\u00a0: English' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Maya', level: 1 })).toBeVisible();
    await expectLanguage(page, ENGLISH);
    await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'Classes' }).click();
    await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
    await expectLanguage(page, ENGLISH);
    await expectNoRawKey(page);
    await capture(page, 'languages-switched-classes');

    // Her club writes in French, but she chose English: her next sign-in code comes in English.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to your account', level: 1 })).toBeVisible();
    const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
    const before = await newestMessageId(request, DEMO.tenant, token, member.email);
    await page.getByLabel(ENGLISH.emailLabel).fill(member.email);
    await page.getByRole('button', { name: ENGLISH.sendCode }).click();
    const code = await waitForLoginCode(request, DEMO.tenant, token, member.email, before);
    const [mail] = await sandboxMessages(request, DEMO.tenant, token, member.email);
    expect(mail?.subject).toBe(`Your sign-in code: ${code}`);
  });
});
