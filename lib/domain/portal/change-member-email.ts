// A member changes their e-mail (issue 29 item 4): a code goes to the NEW address, and only that
// code makes the change, so nobody moves an account to an address they cannot read. Nothing is
// stored while the code travels: it is a keyed hash (the deployment's signing secret, as sign-in
// codes are) of the contact, the new address and the quarter hour, valid in that quarter and the
// next. Sends and wrong tries are counted per member, as sign-in codes are.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '../../db/client';
import { contacts } from '../../db/schema';
import { rateLimit } from '../../limits/rate-limit';
import { emailChangeCodeMail } from '../../mail/email-change-mail';
import { mailer } from '../../mail/mailer';
import { authSecret } from '../../secrets/auth-secret';
import { now } from '../../time/clock';
import { assertEmailFree } from '../contacts/check-contact-references';
import { contactLanguageColumn } from '../contacts/contact-language';
import { updateContact } from '../contacts/update-contact';
import type { TenantRef } from '../context';
import { invalidField } from '../errors';

type MemberCtx = { tenant: TenantRef; actor: { kind: 'member'; contactId: number } };

const QUARTER_MS = 15 * 60 * 1000;
const sends = () => rateLimit('email-change-send', () => ({ points: 3, durationSeconds: 900, detail: 'Too many codes asked for a new e-mail.' }));
const tries = () => rateLimit('email-change-try', () => ({ points: 5, durationSeconds: 900, detail: 'Too many wrong codes for a new e-mail.' }));

function readEmail(value: string): string {
  const email = value.trim();
  if (email.length > 254 || !z.email().safeParse(email).success) throw invalidField('email', 'invalid', 'Not an e-mail address.');
  return email;
}

function codeFor(secret: string, ctx: MemberCtx, email: string, quarter: number): string {
  const digest = createHmac('sha256', secret).update(`email-change:${ctx.tenant.id}:${ctx.actor.contactId}:${email.toLowerCase()}:${quarter}`).digest();
  return (digest.readUInt32BE(0) % 1_000_000).toString().padStart(6, '0');
}

/** Sends the code to the new address, in the member's language. */
export async function requestEmailChange(ctx: MemberCtx & { email: string }): Promise<void> {
  const email = readEmail(ctx.email);
  const db = await getDb();
  const [contact] = await db.select({ email: contacts.email, language: contactLanguageColumn }).from(contacts)
    .where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.id, ctx.actor.contactId))).limit(1);
  if (!contact) throw invalidField('email', 'not-found', 'No such member.');
  if (contact.email?.toLowerCase() === email.toLowerCase()) throw invalidField('email', 'unchanged', 'This is already your e-mail address.');
  await assertEmailFree(db, ctx.tenant.id, email, ctx.actor.contactId);
  await sends().consume(`${ctx.tenant.id}|${ctx.actor.contactId}`);
  const code = codeFor(await authSecret(), ctx, email, Math.floor(now().getTime() / QUARTER_MS));
  await mailer().send(db, { tenantId: ctx.tenant.id, to: email, dedupeKey: `email-change:${ctx.actor.contactId}:${randomUUID()}`, ...emailChangeCodeMail(contact.language, { code, tenantName: ctx.tenant.name }) });
}

/** The code from the new address changes the e-mail (updateContact: still free, contact.updated told); 5 tries a quarter hour. */
export async function confirmEmailChange(ctx: MemberCtx & { email: string; code: string }): Promise<void> {
  const email = readEmail(ctx.email);
  const secret = await authSecret();
  const quarter = Math.floor(now().getTime() / QUARTER_MS);
  // Every try counts, right or wrong: past the limit even the right code waits (no guessing in bursts).
  await tries().consume(`${ctx.tenant.id}|${ctx.actor.contactId}`);
  const given = Buffer.from(ctx.code.trim().padEnd(6, ' ').slice(0, 6));
  const right = [quarter, quarter - 1].some((q) => timingSafeEqual(Buffer.from(codeFor(secret, ctx, email, q)), given));
  if (!right) {
    throw invalidField('code', 'invalid', 'This code is not the one sent, or it has expired.');
  }
  await updateContact({ tenant: ctx.tenant, actor: ctx.actor, contactId: ctx.actor.contactId, patch: { email } });
}
