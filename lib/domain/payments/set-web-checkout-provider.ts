// Staff choose how a club takes card payments online (CONTRACT §12): the sandbox (the demo), or
// Stripe with the club's connected account. Its keys are judged here, when they are saved, so a
// wrong one is refused to the staff member who typed it, never discovered at a member's payment.
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { checkouts, type Checkout } from '../../db/schema';
import { checkoutProviderSchema, type CheckoutProviderInput } from '../../payments/stripe-settings';
import type { OperationContext } from '../context';
import { DomainError } from '../errors';
import { getClubOrThrow } from '../tenancy/get-club';

/** The club's web checkout, as the settings page shows it. */
export async function getWebCheckout(ctx: OperationContext & { clubId: number }): Promise<Checkout | undefined> {
  await getClubOrThrow(ctx, ctx.clubId);
  const db = await getDb();
  const [found] = await db.select().from(checkouts)
    .where(and(eq(checkouts.tenantId, ctx.tenant.id), eq(checkouts.clubId, ctx.clubId), eq(checkouts.type, 'web')))
    .orderBy(asc(checkouts.id)).limit(1);
  return found;
}

export async function setWebCheckoutProvider(ctx: OperationContext & { clubId: number; input: CheckoutProviderInput }): Promise<Checkout> {
  const parsed = checkoutProviderSchema.safeParse(ctx.input);
  if (!parsed.success) {
    const violations = parsed.error.issues.map((issue) => ({ propertyPath: issue.path.map(String).join('.') || 'provider', code: 'invalid', message: issue.message }));
    throw new DomainError('api.error.validation.invalid', violations[0]?.message ?? 'Invalid provider settings.', violations);
  }
  const checkout = await getWebCheckout(ctx);
  if (!checkout) throw new DomainError('api.error.not-found', 'This club has no web checkout.');
  const value = parsed.data;
  const db = await getDb();
  const [saved] = await db.update(checkouts).set({
    webPaymentProviderType: value.provider,
    stripePublicKey: value.provider === 'stripe' ? value.publicKey : null,
    stripeAccountId: value.provider === 'stripe' ? value.accountId : null,
  }).where(and(eq(checkouts.tenantId, ctx.tenant.id), eq(checkouts.id, checkout.id))).returning();
  return saved!;
}
