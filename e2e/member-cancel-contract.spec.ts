import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminToken, sandboxMessages } from './support/api';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO } from './support/demo';
import { createMember, importSubscription, monthsFromToday, type NewMember } from './support/factories';
import { signInAsMember } from './support/sign-in';
import { subscriptionsOf } from './support/subscriptions';

// "Résilier votre contrat" (issue 29 item 6, Code de la consommation L215-1-1): from the public club
// page or any portal page, without signing in (name, e-mail, contract or member number) or signed in,
// in at most three actions to a confirmed request; the confirmation goes by e-mail with the end date
// and the effects. Each test has a member of its own; every action (a click or Enter on a button or
// link) is counted.

const WORDS = {
  en: {
    button: 'Cancel your contract', name: 'Your name', email: 'E-mail address', reference: 'Contract number or member number',
    motive: 'Reason (optional)', continue: 'Continue', reviewTitle: 'Check your request', confirm: 'Confirm the cancellation',
    sent: 'Your cancellation request is recorded', confirmOne: (name: string) => `Confirm the cancellation of ${name}`,
    confirmed: 'Your cancellation is confirmed',
    price: 'Price',
  },
  fr: {
    button: 'Résilier votre contrat', name: 'Votre nom', email: 'Adresse e-mail', reference: 'Numéro de contrat ou numéro d’adhérent',
    motive: 'Motif (facultatif)', continue: 'Continuer', reviewTitle: 'Vérifiez votre demande', confirm: 'Confirmer la résiliation',
    sent: 'Votre demande de résiliation est enregistrée', confirmOne: (name: string) => `Confirmer la résiliation de ${name}`,
    confirmed: 'Votre résiliation est confirmée',
    price: 'Prix',
  },
};
type Words = (typeof WORDS)['en'];

/** Counts each action a person takes towards the confirmed request. */
function counter() {
  let actions = 0;
  return {
    click: async (target: Locator) => { actions += 1; await target.click(); },
    get count() { return actions; },
  };
}

async function memberWithContract(request: Parameters<typeof createMember>[0], givenName: string): Promise<{ member: NewMember; id: number; name: string }> {
  const member = await createMember(request, 'PB', givenName);
  const name = `Monthly ${givenName}`;
  // Committed until two months ago: the earliest end is the first renewal after 30 days' notice.
  const id = await importSubscription(request, member, {
    name, paymentType: 'direct_debit', rhythmBilling: 'monthly', startDate: monthsFromToday(-14), engagedThrough: monthsFromToday(-2),
  });
  return { member, id, name };
}

async function pbClubId(page: Page): Promise<number> {
  const token = await adminToken(page.request, DEMO.tenant, DEMO.adminClient);
  const clubs = await (await page.request.get(`/api/${DEMO.tenant}/clubs`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } })).json() as { id: number; code: string }[];
  return clubs.find((club) => club.code === 'PB')!.id;
}

/**
 * The confirmation e-mail, once it is there: to the contract's address, with the end date and the
 * effects, in the contact's language (here their club's, French), whatever the page's, as every e-mail.
 */
async function expectConfirmationMail(request: Parameters<typeof createMember>[0], to: string, name: string) {
  const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
  await expect.poll(async () => (await sandboxMessages(request, DEMO.tenant, token, to)).map((m) => m.subject)).toContain(`Votre abonnement ${name} est résilié`);
  const [mail] = await sandboxMessages(request, DEMO.tenant, token, to);
  expect(mail!.body).toContain('aucun prélèvement ni paiement');
  const [subscription] = await subscriptionsOf(request, to);
  expect(subscription!.endDate).not.toBeNull();
  return subscription!.endDate!;
}

async function anonymousCancellation(page: Page, words: Words, details: { name: string; email: string; reference: string }, shot: string) {
  const act = counter();
  await page.goto(`/${DEMO.tenant}/clubs/${await pbClubId(page)}`);
  await expectAccessible(page);
  await capture(page, `${shot}-club-page`);
  await act.click(page.getByRole('main').getByRole('link', { name: words.button }));
  await expect(page.getByRole('heading', { name: words.button, level: 1 })).toBeVisible();
  await page.getByLabel(words.name).fill(details.name);
  await page.getByLabel(words.email).fill(details.email);
  await page.getByLabel(words.reference).fill(details.reference);
  await page.getByLabel(words.motive).selectOption({ label: words.price });
  await expectAccessible(page);
  await capture(page, `${shot}-details`);
  await act.click(page.getByRole('button', { name: words.continue }));
  await expect(page.getByRole('heading', { name: words.reviewTitle })).toBeFocused();
  await expect(page.getByRole('definition')).toHaveText([details.name, details.email, details.reference, words.price]);
  await expectAccessible(page);
  await capture(page, `${shot}-review`);
  await act.click(page.getByRole('button', { name: words.confirm }));
  await expect(page.getByRole('heading', { name: words.sent })).toBeFocused();
  await expectAccessible(page);
  await capture(page, `${shot}-sent`);
  return act.count;
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
    const words = WORDS[lang];

    test('someone not signed in cancels from the club page in three actions, and the e-mail confirms it', async ({ page, request }) => {
      test.setTimeout(180_000);
      const { member, id, name } = await memberWithContract(request, lang === 'fr' ? 'Romane' : 'Rupert');
      const actions = await anonymousCancellation(page, words, { name: 'Example', email: member.email, reference: String(id) }, `member-cancel-anonymous-${lang}`);
      expect(actions).toBeLessThanOrEqual(3);
      await expectConfirmationMail(request, member.email, name);
    });

    test('wrong details get the same answer, and nobody is written to', async ({ page, request }) => {
      test.setTimeout(120_000);
      const { member, id } = await memberWithContract(request, lang === 'fr' ? 'Gaspard' : 'Gideon');
      await anonymousCancellation(page, words, { name: 'Somebody Else', email: member.email, reference: String(id) }, `member-cancel-wrong-${lang}`);
      const token = await adminToken(request, DEMO.tenant, DEMO.adminClient);
      expect(await sandboxMessages(request, DEMO.tenant, token, member.email)).toEqual([]);
      expect((await subscriptionsOf(request, member.email))[0]!.endDate).toBeNull();
    });

    test('a signed-in member goes straight to their contract and cancels in two actions', async ({ page, request }) => {
      test.setTimeout(180_000);
      const { member, name } = await memberWithContract(request, lang === 'fr' ? 'Solene' : 'Simon');
      // Signed in through the English pages (support/sign-in.ts), then the page's language chosen.
      const url = test.info().project.use.baseURL!;
      await page.context().addCookies([{ name: 'locale', value: 'en', url }]);
      await signInAsMember(page, request, member.email);
      await page.context().addCookies([{ name: 'locale', value: lang, url }]);
      await page.reload();
      const act = counter();
      await act.click(page.getByRole('contentinfo').getByRole('link', { name: words.button }));
      await expect(page.getByRole('heading', { name: words.button, level: 1 })).toBeVisible();
      const contract = page.getByRole('article', { name });
      await expect(contract).toBeVisible();
      await expectAccessible(page);
      await capture(page, `member-cancel-signed-in-${lang}`);
      await act.click(contract.getByRole('button', { name: words.confirmOne(name) }));
      await expect(page.getByRole('heading', { name: words.confirmed, level: 1 })).toBeFocused();
      expect(act.count).toBeLessThanOrEqual(3);
      await expectAccessible(page);
      await capture(page, `member-cancel-signed-in-done-${lang}`);
      await expectConfirmationMail(request, member.email, name);
    });
  });
}
