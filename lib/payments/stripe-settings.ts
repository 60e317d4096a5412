// What staff type for a club's Stripe account (CONTRACT §12), judged when they save it, never at a
// member's first payment: the connected account's publishable key and its id, as Stripe's dashboard
// shows them. One schema for the back-office form (zodResolver) and the operation that saves it.
import { z } from 'zod';

const PUBLIC_KEY = /^pk_(live|test)_[A-Za-z0-9]{10,247}$/;
const ACCOUNT_ID = /^acct_[A-Za-z0-9]{8,250}$/;

export const isStripePublicKey = (value: string | null | undefined): value is string => typeof value === 'string' && PUBLIC_KEY.test(value);
export const isStripeAccountId = (value: string | null | undefined): value is string => typeof value === 'string' && ACCOUNT_ID.test(value);

/** The web checkout's provider: the sandbox (the demo), or Stripe with both of the club's values. */
export const checkoutProviderSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }).strict(),
  z.object({
    provider: z.literal('stripe'),
    publicKey: z.string().trim().refine(isStripePublicKey, 'A publishable key starts with pk_live_ or pk_test_ (Stripe dashboard, Developers, API keys); never the secret sk_ key.'),
    accountId: z.string().trim().refine(isStripeAccountId, 'A connected account id starts with acct_ (Stripe dashboard, Connect, Accounts).'),
  }).strict(),
]);

export type CheckoutProviderInput = z.input<typeof checkoutProviderSchema>;
export type CheckoutProvider = z.infer<typeof checkoutProviderSchema>;
