// The staff page of messages not delivered (CONTRACT §12): an e-mail that cannot leave (SMTP_URL
// points at a port where no mail server listens yet) is listed with its error; once a mail server
// answers there, "Retry now" sends it and the list is empty again.
import { expect, test, type Browser } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { expectAccessible } from './support/axe';
import { capture } from './support/capture';
import { DEMO, MEMBERS } from './support/demo';
import { signInAsStaff } from './support/sign-in';
import { freePort, READY_WITHIN_MS, startOwnServer, type OwnServer } from './support/own-server';

test.describe.configure({ mode: 'serial' });

let smtpPort = 0;
let own: OwnServer;
let mailServer: SMTPServer | undefined;
/** What the mail server received: each recipient with the raw message. */
const received: { to: string; raw: string }[] = [];

test.beforeAll(async () => {
  // A server of its own with SMTP_URL (e2e/support/own-server.ts): a migration and the demo seed on a
  // fresh PGlite, then Next, under whatever load the rest of the suite puts on the machine.
  test.setTimeout(READY_WITHIN_MS + 60_000);
  smtpPort = await freePort();
  own = await startOwnServer('messages', { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
});

test.afterAll(async () => {
  await own?.stop();
  await new Promise<void>((resolve) => (mailServer ? mailServer.close(() => resolve()) : resolve()));
});

/** The mail server the retry reaches, started where SMTP_URL points once the message has failed. */
async function startMailServer() {
  mailServer = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push(...session.envelope.rcptTo.map((r) => ({ to: r.address, raw })));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => mailServer!.listen(smtpPort, '127.0.0.1', resolve));
}

/** The member asks for a sign-in code on the portal, as a person does. */
async function askForCode(browser: Browser, email: string) {
  const context = await browser.newContext({ baseURL: own.url });
  const page = await context.newPage();
  await page.goto(`/${DEMO.tenant}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a 6-digit code');
  await context.close();
}

async function staffPage(browser: Browser, locale: 'en' | 'fr') {
  const context = await browser.newContext({ baseURL: own.url });
  const page = await context.newPage();
  await signInAsStaff(page);
  await context.addCookies([{ name: 'locale', value: locale, url: own.url }]);
  return page;
}

test('an e-mail that failed is listed with its error and sent again by "Retry now"', async ({ browser }) => {
  test.setTimeout(120_000);
  const member = MEMBERS.alice.email;
  // The member asks for a sign-in code: the e-mail is written to the outbox and cannot leave.
  await askForCode(browser, member);

  const page = await staffPage(browser, 'en');
  await page.goto(`/${DEMO.tenant}/admin/messages`);
  await expect(page.getByRole('heading', { name: 'Messages not delivered', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem', { name: `E-mail to ${member}, Waiting` });
  // The worker tries at once; the page shows the attempt once it is recorded.
  await expect(async () => {
    await page.reload();
    await expect(item).toContainText('Last error: SMTP:', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // Its second attempt, 5 s after the first, fails too; the next is minutes away, so the mail server
  // started below is reached by "Retry now", not by the schedule.
  const attempts = item.locator('div:has(> dt:text-is("Attempts")) > dd');
  await expect(async () => {
    await page.reload();
    await expect(attempts).toHaveText('2', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(item).toContainText('sign-in-code');
  await expect(item).toContainText('ECONNREFUSED');
  await expect(item).not.toContainText(/\b\d{6}\b/); // never the code itself
  await expect(page.getByRole('link', { name: 'webhook delivery log' })).toHaveAttribute('href', `/${DEMO.tenant}/admin/webhooks`);
  await expectAccessible(page);
  await capture(page, 'admin-messages-failed');

  // The cause is fixed (a mail server answers now): "Retry now" sends it, once.
  await startMailServer();
  await item.getByRole('button', { name: `Retry the message to ${member} now` }).click();
  await expect(page.getByRole('status')).toContainText('will be sent again');
  const toMember = () => received.filter((mail) => mail.to === member);
  await expect.poll(() => toMember().length, { timeout: 20_000 }).toBe(1);
  expect(toMember()[0]!.raw).toMatch(/code\b.{0,40}\b\d{6}\b/); // the code the member asked for
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Every message has been delivered.')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('No message waiting')).toBeVisible();
  expect(toMember()).toHaveLength(1); // sent once, not again by the schedule
  await expectAccessible(page);
  await capture(page, 'admin-messages-empty');
});

test('the page in French: the failed message, its error and the retry button', async ({ browser }) => {
  test.setTimeout(120_000);
  // The mail server is stopped again: the next code cannot leave.
  await new Promise<void>((resolve) => (mailServer ? mailServer.close(() => resolve()) : resolve()));
  mailServer = undefined;
  const member = MEMBERS.bob.email;
  await askForCode(browser, member);

  const page = await staffPage(browser, 'fr');
  await page.goto(`/${DEMO.tenant}/admin/messages`);
  await expect(page.getByRole('heading', { name: 'Messages non remis', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem', { name: `E-mail à ${member}, En attente` });
  await expect(async () => {
    await page.reload();
    await expect(item).toContainText('Dernière erreur : SMTP:', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/1 message en attente · heures de Europe\/Paris/)).toBeVisible();
  await expect(item.getByRole('button', { name: `Relancer maintenant le message à ${member}` })).toBeVisible();
  await expectAccessible(page);
  await capture(page, 'admin-messages-fr');
});
