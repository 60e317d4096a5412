// Stripe as the shared e2e server is given it (playwright.config.ts, webServer env): the platform's
// test keys and the address of the fake of Stripe's HTTP API (tests/payments/stripe-fake.ts), on a
// port fixed from the server's own so that two runs on two ports do not meet. Nothing listens there
// unless e2e/portal-stripe.spec.ts is running: only a club switched to Stripe calls it, and only that
// spec switches one (the solo tenant's club, where no other spec pays).
export const STRIPE_E2E = {
  secretKey: 'sk_test_e2eplatform',
  webhookSecret: 'whsec_e2eportalstripe',
  /** The fake's port: the app server's plus 1000 (3100 → 4100). */
  apiPort: (serverPort: number) => serverPort + 1000,
};

/** The variables the shared server gets (read when a Stripe club pays, so other specs never see them). */
export function stripeServerEnv(serverPort: number): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STRIPE_E2E.secretKey,
    STRIPE_WEBHOOK_SECRET: STRIPE_E2E.webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${STRIPE_E2E.apiPort(serverPort)}`,
  };
}
