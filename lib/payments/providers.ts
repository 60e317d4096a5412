// The payment providers the service knows, by the name a web checkout's `webPaymentProviderType`
// and a payable object's `provider` carry (and the webhook route's path: /api/webhooks/payments/{name}).
// A new provider is one more entry here, implementing provider.ts.
import type { PaymentProvider } from './provider';
import { SANDBOX, sandboxProvider } from './sandbox-provider';
import { STRIPE, stripeProvider } from './stripe-provider';

const PROVIDERS: Record<string, PaymentProvider> = { [SANDBOX]: sandboxProvider, [STRIPE]: stripeProvider };

/** The provider of that name, or undefined (an unknown provider is refused where it is named). */
export function providerNamed(name: string | null | undefined): PaymentProvider | undefined {
  return name && Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
}
