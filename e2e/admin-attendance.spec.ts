import { expect, test, type Page } from '@playwright/test';
import { uniqueSuffix } from './support/admin';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { bookingMember, bookThroughApi, parisWall, parisWallIn, scheduleClass } from './support/booking';
import { moveClass, signInStaff } from './support/planning';

// A class starting within the hour at Paris Bastille (attendance opens an hour before), two members
// booked through the API; a coach ticks who came on a phone, in English and in French.
const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

const WORDS = {
  en: {
    locale: 'en-GB',
    open: 'Take attendance', heading: 'Attendance: ', sheet: 'Attendance sheet (PDF)', of: 'Attendance of ', came: 'Came', missed: 'Did not come',
    tally: (came: number, missed: number) => `${came} came, ${missed} did not come, of 2 booked`, markedCame: 'is marked as came.',
    notOpen: 'Attendance is taken from an hour before the class starts: try again then.',
  },
  fr: {
    locale: 'fr-FR',
    open: 'Faire l’appel', heading: 'Présences : ', sheet: 'Feuille d’émargement (PDF)', of: 'Présence de ', came: 'Présent', missed: 'Absent',
    tally: (came: number, missed: number) => `${came} venus, ${missed} absents, sur 2 réservés`, markedCame: 'est marqué présent.',
    notOpen: 'L’appel se fait à partir d’une heure avant le début du cours : réessayez à ce moment-là.',
  },
};
for (const lang of ['en', 'fr'] as const) {
  test.describe(`in ${lang === 'en' ? 'English' : 'French'}`, () => {
    test.use({ locale: WORDS[lang].locale });

    test('staff tick who came and who did not on a phone', async ({ page }) => {
      const words = WORDS[lang];
      test.setTimeout(180_000);
      await page.setViewportSize({ width: 390, height: 844 });
      const suffix = uniqueSuffix();
      const event = await scheduleClass(page.request, { label: `Rowing ${suffix}`, wall: parisWallIn(1) });
      const [ana, bo] = [`Ana${suffix}`, `Bo${suffix}`];
      for (const name of [ana, bo]) expect(await bookThroughApi(page.request, event.id, await bookingMember(page.request, 'PB', name))).toBe('booked');

      await signInStaff(page, lang);
      await page.goto(`/${DEMO.tenant}/admin/schedule/classes/${event.id}`);
      await page.getByRole('link', { name: words.open }).click();
      await expect(page.getByRole('heading', { name: `${words.heading}${event.name}`, level: 1 })).toBeVisible();
      await expect(page.getByText(words.tally(0, 0))).toBeVisible();
      await expect(page.getByRole('link', { name: words.sheet })).toBeVisible();
      await expectAccessible(page);

      const anaGroup = page.getByRole('group', { name: new RegExp(`^${words.of}${ana}`) });
      const boGroup = page.getByRole('group', { name: new RegExp(`^${words.of}${bo}`) });
      // Thumb-sized: at least 44 px high at 390 px wide.
      const box = await anaGroup.getByRole('button', { name: words.came, exact: true }).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await anaGroup.getByRole('button', { name: words.came, exact: true }).click();
      await expect(status(page)).toContainText(words.markedCame);
      await expect(anaGroup.getByRole('button', { name: words.came, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await boGroup.getByRole('button', { name: words.missed, exact: true }).click();
      await expect(boGroup.getByRole('button', { name: words.missed, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(words.tally(1, 1))).toBeVisible();
      // The page has no sideways scroll on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await capture(page, `admin-attendance-${lang}`);
      await expectAccessible(page);

      // Read again: the marks are saved.
      await page.reload();
      await expect(page.getByRole('group', { name: new RegExp(`^${words.of}${bo}`) }).getByRole('button', { name: words.missed, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const sheet = await page.request.get(`/${DEMO.tenant}/admin/schedule/classes/${event.id}/attendance/sheet`);
      expect(sheet.status()).toBe(200);
      expect(sheet.headers()['content-type']).toContain('application/pdf');

      // The class is moved to tomorrow while the page is open: a mark is refused, said in words.
      await moveClass(page.request, event.id, parisWall(1, '10:00'));
      await page.getByRole('group', { name: new RegExp(`^${words.of}${ana}`) }).getByRole('button', { name: words.missed, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(words.notOpen);
    });
  });
}
