// Staff choose how a club takes card payments online (CONTRACT §12): the sandbox (the demo), or
// Stripe with the club's connected account. Its keys are judged here, when they are saved, so a
// wrong one is refused to the staff member who typed it, never discovered at a member's payment.
// The back office names the club (its web checkout); the API (PATCH /checkouts/{id}) the checkout.
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { checkouts, type Checkout } from '../../db/schema';
import { checkoutProviderSchema, type CheckoutProviderInput } from '../../payments/stripe-settings';
import type { OperationContext } from '../context';
import { DomainError, invalidField } from '../errors';
import type { CheckoutView } from '../sales/checkout-view';
import { getCheckout } from '../sales/get-checkout';
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

/** Parses the settings; each refusal names its field (after `prefix`: the API nests them in paymentProviderConfiguration). */
function parseSettings(input: CheckoutProviderInput, prefix: string) {
  const parsed = checkoutProviderSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const violations = parsed.error.issues.map((issue) => ({ propertyPath: `${prefix}${issue.path.map(String).join('.') || 'provider'}`, code: 'invalid', message: issue.message }));
  throw new DomainError('api.error.validation.invalid', violations[0]?.message ?? 'Invalid provider settings.', violations);
}

async function save(ctx: OperationContext, checkoutId: number, input: CheckoutProviderInput, prefix: string): Promise<Checkout> {
  const value = parseSettings(input, prefix);
  const db = await getDb();
  const [saved] = await db.update(checkouts).set({
    webPaymentProviderType: value.provider,
    stripePublicKey: value.provider === 'stripe' ? value.publicKey : null,
    stripeAccountId: value.provider === 'stripe' ? value.accountId : null,
  }).where(and(eq(checkouts.tenantId, ctx.tenant.id), eq(checkouts.id, checkoutId))).returning();
  return saved!;
}

export async function setWebCheckoutProvider(ctx: OperationContext & { clubId: number; input: CheckoutProviderInput }): Promise<Checkout> {
  const checkout = await getWebCheckout(ctx);
  if (!checkout) throw new DomainError('api.error.not-found', 'This club has no web checkout.');
  return save(ctx, checkout.id, ctx.input, '');
}

/** PATCH /checkouts/{id} (admin): the same, for a web checkout named by its id. */
export async function setCheckoutProvider(
  ctx: OperationContext & { id: number; webPaymentProviderType: string; configuration: { publicKey?: string; accountId?: string } | null | undefined },
): Promise<CheckoutView> {
  const checkout = await getCheckout(ctx);
  if (checkout.type !== 'web') throw invalidField('webPaymentProviderType', 'not-web', 'A front desk takes no payment online.');
  const input = ctx.webPaymentProviderType === 'stripe'
    ? { provider: 'stripe' as const, publicKey: ctx.configuration?.publicKey ?? '', accountId: ctx.configuration?.accountId ?? '' }
    : { provider: 'sandbox' as const };
  await save(ctx, checkout.id, input, 'paymentProviderConfiguration.');
  return getCheckout(ctx);
}
