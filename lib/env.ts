// The environment, parsed in one place with zod: the variables of the README's Configuration table
// (same names, same defaults) and the few the code and the tests use besides. `env` is read once, at
// start, and a wrong value stops the process with the variable's name. Some variables are read again
// each time they are used (`envNow`), because tests or scripts set them while the process runs
// (PGLITE_TEMPLATE by tests/global-setup.ts, PAYMENTS_CALLBACK_ORIGIN, PUBLIC_URL, LOG_LEVEL...).
// Nothing else in lib/ reads process.env (eslint.config.js holds this).
import { z } from 'zod';

type Vars = Record<string, string | undefined>;

/** An empty value counts as unset, as it did before (`VAR= npm start`). */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const text = z.preprocess(unsetIfEmpty, z.string().optional());
const positiveInteger = z.preprocess(unsetIfEmpty, z.coerce.number().int().positive().optional());
const wholeNumber = z.preprocess(unsetIfEmpty, z.coerce.number().int().nonnegative().optional());
/** On unless the value is `0` (WEBHOOK_WORKER, WEBHOOK_ALLOW_LOOPBACK, SEED). */
const onUnlessZero = z.preprocess(unsetIfEmpty, z.string().optional()).transform((value) => value !== '0');

export const envSchema = z.object({
  APP_ENV: z.preprocess(unsetIfEmpty, z.enum(['sandbox', 'production', 'test']).default('sandbox')),
  NODE_ENV: text,
  VITEST: text,
  DATABASE_URL: text,
  DATABASE_POOL_SIZE: positiveInteger,
  PGLITE_DIR: z.preprocess(unsetIfEmpty, z.string().default('.data/pglite')),
  /** A migrated database image tests start from (tests/global-setup.ts); read when the database opens. */
  PGLITE_TEMPLATE: text,
  MIGRATIONS_DIR: text,
  AUTH_SECRET: text,
  NEXTAUTH_SECRET: text,
  /** next-auth's own: how it decides on secure cookies (lib/auth/open-session.ts). */
  NEXTAUTH_URL: text,
  VERCEL: text,
  AUTH_TRUST_HOST: text,
  API_RATE_LIMIT_PER_MINUTE: positiveInteger.transform((value) => value ?? 6000),
  TOKEN_RATE_LIMIT_PER_MINUTE: positiveInteger.transform((value) => value ?? 60),
  SIGN_IN_RATE_LIMIT_PER_15_MINUTES: positiveInteger.transform((value) => value ?? 20),
  TRUST_PROXY: wholeNumber.transform((value) => value ?? 0),
  PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(0).max(65_535).default(3000)),
  LOG_LEVEL: z.preprocess(unsetIfEmpty, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional()),
  WEBHOOK_WORKER: onUnlessZero,
  WEBHOOK_ALLOW_LOOPBACK: onUnlessZero,
  SEED: onUnlessZero,
  MAX_CONNECTIONS: positiveInteger.transform((value) => value ?? 4096),
  /** The origin the sandbox posts its payment events to (a proxy in front); else this process. */
  PAYMENTS_CALLBACK_ORIGIN: z.preprocess(unsetIfEmpty, z.url().optional()),
  /** The origin of links given to partners (payable objects' payment pages); else the request's. */
  PUBLIC_URL: z.preprocess(unsetIfEmpty, z.url().optional()),
  /** E-mail through SMTP (docs/providers.md): smtp(s)://user:password@host:port; else the sandbox inbox. Read when a message is sent. */
  SMTP_URL: z.preprocess(unsetIfEmpty, z.string().regex(/^smtps?:\/\/\S+$/, 'an smtp:// or smtps:// URL').optional()),
  /** The sender of e-mails, `Name <address>` or an address; else no-reply@ the SMTP host. */
  SMTP_FROM: text,
  /** SMS through Twilio (docs/providers.md) when all three are set; else the sandbox inbox. */
  TWILIO_ACCOUNT_SID: z.preprocess(unsetIfEmpty, z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'a Twilio account SID (AC + 32 hex digits)').optional()),
  TWILIO_AUTH_TOKEN: text,
  /** The sending number (E.164) or alphanumeric sender id. */
  TWILIO_FROM: text,
  /** Where Twilio's REST API is (a fake in tests); else https://api.twilio.com. */
  TWILIO_API_BASE: z.preprocess(unsetIfEmpty, z.url().optional()),
  /** The message outbox worker runs in this process unless `0`. */
  MESSAGE_WORKER: onUnlessZero,
  /** When set, GET /metrics asks for it as a bearer token (lib/server/ops-routes.ts). */
  METRICS_TOKEN: text,
  /** Stripe Connect (docs/providers.md): the platform's secret key, and the signing secret of its webhook endpoint. */
  STRIPE_SECRET_KEY: z.preprocess(unsetIfEmpty, z.string().regex(/^(sk|rk)_(live|test)_\w+$/, 'a Stripe secret key (sk_live_..., sk_test_...)').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(unsetIfEmpty, z.string().regex(/^whsec_\w+$/, 'a Stripe webhook secret (whsec_...)').optional()),
  /** Where the Stripe SDK sends its calls (a fake in tests, a proxy in staging); else api.stripe.com. */
  STRIPE_API_BASE: z.preprocess(unsetIfEmpty, z.url().optional()),
});

export type Env = z.infer<typeof envSchema>;

/** Parses every variable; throws one error naming each wrong one. */
export function parseEnv(vars: Vars = process.env): Env {
  const parsed = envSchema.safeParse(vars);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

/** The environment as it was when the process started. */
export const env: Env = parseEnv();

/** One variable as it is now (for those set while the process runs), parsed as `env` parses it. */
export function envNow<K extends keyof Env>(name: K, vars: Vars = process.env): Env[K] {
  const parsed = envSchema.shape[name].safeParse(vars[name]);
  if (!parsed.success) throw new Error(`Invalid environment: ${name}: ${parsed.error.issues[0]?.message}`);
  return parsed.data as Env[K];
}

/** A payment provider's signing secret (PAYMENTS_<PROVIDER>_SECRET): Standard Webhooks' `whsec_` + base64. */
export function paymentsProviderSecretNow(provider: string, vars: Vars = process.env): string | undefined {
  const name = `PAYMENTS_${provider.toUpperCase()}_SECRET`;
  const value = vars[name] || undefined;
  if (value !== undefined && !/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(value)) {
    throw new Error(`Invalid environment: ${name} must be whsec_ followed by a base64 key.`);
  }
  return value;
}
