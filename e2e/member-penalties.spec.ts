import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { adminToken, newestMessageId, waitForLoginCode } from './support/api';
import { expectAccessible } from './support/axe';
import { bookingMember, parisWall, parisWallIn, scheduleClass, type ScheduledClass } from './support/booking';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import type { NewMember } from './support/factories';
import { bookSpot, bookingBlocks, cancelBooking, createBlockScenario, deleteScenario, recordNoShow, signInStaff, type PenaltyKind } from './support/planning';

// Penalties (CONTRACT §14) as a member and the desk meet them: the club's scenario blocks bookings
// from the first no-show (in English) or late cancellation (in French), made through the API as a
// club's staff and members make them; the member is told why on the classes page and offered no
// Book button; staff lift the block on the contact page; the member books again.
//
// A scenario applies to every contact of its club: these run at Lyon, where no other spec records
// no-shows or late cancellations, each language with a kind of its own, and the scenario is deleted
// at the end. (club-settings.spec.ts renames Lyon for a while: the club's name is read loosely.)

const WORDS = {
  en: {
    locale: 'en-GB', kind: 'no_show' as PenaltyKind,
    memberEmail: 'E-mail address', sendCode: 'Send me a sign-in code', codeSent: 'we have sent a 6-digit code', code: 'Sign-in code', signIn: 'Sign in',
    classes: 'Classes', notice: /^Booking at Lyon.* is paused until .+ included$/,
    reason: 'You missed classes you had booked without cancelling, so the club has paused your bookings for a while.',
    book: /^Book:/, booked: 'You are booked. See you there!',
    blocks: 'Booking blocks', blockedAfter: 'Blocked after no-shows', inForce: 'In force', lift: /^Lift the block until/, liftConfirm: 'Lift the block',
    lifted: 'The block is lifted: the member can book again.', liftedBadge: 'Lifted', alreadyLifted: 'This booking block has already been lifted.',
  },
  fr: {
    locale: 'fr-FR', kind: 'late_cancel' as PenaltyKind,
    memberEmail: 'Adresse e-mail', sendCode: 'M’envoyer un code de connexion', codeSent: 'nous lui avons envoyé un code à 6 chiffres', code: 'Code de connexion',
    signIn: 'Se connecter',
    classes: 'Cours', notice: /^Les réservations à Lyon.* sont suspendues jusqu’au .+ inclus$/,
    reason: 'Vous avez annulé des cours réservés trop tard : le club suspend vos réservations pour un temps.',
    book: /^Réserver/, booked: 'Votre place est réservée. À bientôt !',
    blocks: 'Blocages de réservation', blockedAfter: 'Bloqué après des annulations tardives', inForce: 'En vigueur', lift: /^Lever le blocage jusqu’au/,
    liftConfirm: 'Lever le blocage', lifted: 'Le blocage est levé : le membre peut de nouveau réserver.', liftedBadge: 'Levé',
    alreadyLifted: 'Ce blocage de réservation a déjà été levé.',
  },
};
type Words = (typeof WORDS)['en'];

/** The member's sign-in, read in the page's language; the code comes from the sandbox. */
async function signInMember(page: Page, request: APIRequestContext, member: NewMember, words: Words) {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  const before = await newestMessageId(request, DEMO.tenant, token, member.email);
  await page.goto(`/${DEMO.tenant}`);
  await page.getByLabel(words.memberEmail).fill(member.email);
  await page.getByRole('button', { name: words.sendCode }).click();
  await expect(page.getByRole('status')).toContainText(words.codeSent);
  await page.getByLabel(words.code).fill(await waitForLoginCode(request, DEMO.tenant, token, member.email, before));
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(page).toHaveURL(`/${DEMO.tenant}/account`);
}

/** A staff browser of its own (the member stays signed in in the spec's page), in the same language. */
async function staffPage(browser: Browser, words: Words): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: words.locale });
  const page = await context.newPage();
  await signInStaff(page, words.locale === 'fr-FR' ? 'fr' : 'en');
  return page;
}

/** A booking of a class starting soon, then a no-show recorded for it or a late cancellation of it. */
async function reachThreshold(request: APIRequestContext, member: NewMember, kind: PenaltyKind) {
  if (kind === 'no_show') {
    // Attendance is taken from an hour before the start.
    const missed = await scheduleClass(request, { clubCode: 'LY', label: 'Missed', wall: parisWallIn(1) });
    await recordNoShow(request, missed.id, await bookSpot(request, missed.id, member));
  } else {
    // Less than the club's 12 hours before the start.
    const late = await scheduleClass(request, { clubCode: 'LY', label: 'Late', wall: parisWallIn(3) });
    expect(await cancelBooking(request, await bookSpot(request, late.id, member))).toBe(true);
  }
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`in ${lang === 'en' ? 'English' : 'French'}`, () => {
    test.use({ locale: WORDS[lang].locale });

    test('a member blocked by the club\'s penalty is told why and cannot book; staff lift the block; the member books again', async ({ page, request, browser }) => {
      test.setTimeout(150_000);
      const words = WORDS[lang];
      const scenario = await createBlockScenario(request, 'LY', words.kind, 7);
      try {
        const member = await bookingMember(request, 'LY', lang === 'en' ? 'Nora' : 'Lou');
        await reachThreshold(request, member, words.kind);
        const [block] = await bookingBlocks(request, 'LY', member);
        expect(block).toMatchObject({ reason: words.kind, liftedAt: null });
        const next: ScheduledClass = await scheduleClass(request, { clubCode: 'LY', label: lang === 'en' ? 'Circuit' : 'Cardio', wall: parisWall(2, '11:00') });

        // The member is told once, above the week, why and until when; the class offers no Book button.
        await signInMember(page, request, member, words);
        await page.goto(`/${DEMO.tenant}/classes?week=${next.startedAt.slice(0, 10)}`);
        await expect(page.getByRole('heading', { name: words.classes, level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByText(words.notice)).toBeVisible();
        await expect(page.getByText(words.reason)).toBeVisible();
        const card = page.getByRole('article', { name: next.name, exact: true });
        await expect(card).toBeVisible();
        await expect(card.getByRole('button', { name: words.book })).toHaveCount(0);
        await expectAccessible(page);
        await capture(page, `member-penalty-blocked-${lang}`);

        // Staff see the block on the contact page and lift it. A second tab, opened before, tries too: it is told in words.
        const desk = await staffPage(browser, words);
        const late = await desk.context().newPage();
        for (const tab of [desk, late]) {
          await tab.goto(`/${DEMO.tenant}/admin/contacts/${member.id}`);
          await expect(tab.getByRole('region', { name: words.blocks, exact: true })).toContainText(words.blockedAfter);
        }
        const blocks = desk.getByRole('region', { name: words.blocks, exact: true });
        await expect(blocks.getByText(words.inForce, { exact: true })).toBeVisible();
        await expectAccessible(desk);
        await blocks.getByRole('button', { name: words.lift }).click();
        await blocks.getByRole('button', { name: words.liftConfirm, exact: true }).click();
        await expect(blocks.getByRole('status')).toContainText(words.lifted);
        await expect(blocks.getByText(words.liftedBadge, { exact: true })).toBeVisible();
        await capture(desk, `admin-penalty-lifted-${lang}`);
        const stale = late.getByRole('region', { name: words.blocks, exact: true });
        await stale.getByRole('button', { name: words.lift }).click();
        await stale.getByRole('button', { name: words.liftConfirm, exact: true }).click();
        await expect(stale.getByRole('alert')).toHaveText(words.alreadyLifted);
        await desk.context().close();

        // The member books again.
        await page.reload();
        await expect(page.getByText(words.notice)).toHaveCount(0);
        await card.getByRole('button', { name: words.book }).click();
        await expect(card.getByRole('status')).toContainText(words.booked);
      } finally {
        await deleteScenario(request, scenario);
      }
    });
  });
}
