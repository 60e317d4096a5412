// A local stand-in for Stripe's HTTP API, for the Stripe provider's tests (the SDK is pointed at it
// through STRIPE_API_BASE). It answers what the provider calls, as Stripe does, and holds Stripe's
// rules the provider must follow: a secret key on every call, the connected account named by the
// Stripe-Account header (an object is found only on its own account), an Idempotency-Key on every
// POST (the same key answers the first answer again: one object however often it is retried).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type StripeObject = Record<string, unknown> & { id: string };
interface Stored { account: string; object: StripeObject }
export interface SeenRequest { method: string; path: string; account: string | undefined; idempotencyKey: string | undefined; form: URLSearchParams }

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
  res.end(JSON.stringify(body));
}

const stripeError = (type: string, code: string, message: string) => ({ error: { type, code, message } });

export class FakeStripe {
  readonly requests: SeenRequest[] = [];
  private readonly objects = new Map<string, Stored>();
  private readonly replies = new Map<string, StripeObject>();
  private failures: number[] = [];
  private server: Server | undefined;
  base = '';

  /** Listens on `port`, or on one the OS picks (0): the browser spec needs the fixed port its server was given. */
  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => { void this.handle(req, res); });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', resolve);
    });
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The next calls answer these statuses (402 card_declined, 500 api_error), one each. */
  failNext(...statuses: number[]) {
    this.failures.push(...statuses);
  }

  object(objectId: string): StripeObject {
    return this.objects.get(objectId)!.object;
  }

  /** The payer pays (Stripe's side): the PaymentIntent succeeds with `amount` collected. */
  succeed(piId: string, amount?: number): StripeObject {
    const pi = this.object(piId);
    Object.assign(pi, { status: 'succeeded', amount_received: amount ?? pi.amount, last_payment_error: null });
    return structuredClone(pi);
  }

  /** A card is declined: the PaymentIntent waits for another one. */
  decline(piId: string): StripeObject {
    const pi = this.object(piId);
    Object.assign(pi, { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', type: 'card_error' } });
    return structuredClone(pi);
  }

  /** The payer pays on the Checkout page: the session completes, paid. */
  completeSession(csId: string): StripeObject {
    const session = this.object(csId);
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    return structuredClone(session);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.base);
    const form = new URLSearchParams(await readBody(req));
    const header = (name: string) => { const v = req.headers[name]; return Array.isArray(v) ? v[0] : v; };
    const seen: SeenRequest = { method: req.method ?? '', path: url.pathname, account: header('stripe-account'), idempotencyKey: header('idempotency-key'), form };
    this.requests.push(seen);
    if (url.pathname.startsWith('/pay/')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Stripe Checkout (fake)</title><h1>Stripe Checkout (fake)</h1>');
      return;
    }
    if (!/^Bearer sk_test_\w+$/.test(header('authorization') ?? '')) return send(res, 401, stripeError('invalid_request_error', 'api_key_invalid', 'Invalid API key'));
    if (!seen.account?.startsWith('acct_')) return send(res, 400, stripeError('invalid_request_error', 'account_invalid', 'Connect calls name the account'));
    const failure = this.failures.shift();
    if (failure === 402) return send(res, 402, stripeError('card_error', 'card_declined', 'Your card was declined.'), { 'stripe-should-retry': 'false' });
    if (failure) return send(res, failure, stripeError('api_error', 'api_error', 'Something went wrong on Stripe\'s end.'));
    if (req.method === 'POST') {
      if (!seen.idempotencyKey) return send(res, 400, stripeError('invalid_request_error', 'idempotency_key_missing', 'This fake wants every POST keyed'));
      const replayKey = `${seen.account} ${seen.idempotencyKey}`;
      const replay = this.replies.get(replayKey);
      if (replay) return send(res, 200, replay, { 'idempotent-replayed': 'true' });
      const answer = this.create(url.pathname, form, seen.account);
      if (!answer) return send(res, 404, stripeError('invalid_request_error', 'resource_missing', `No such route ${url.pathname}`));
      this.replies.set(replayKey, answer);
      return send(res, 200, answer);
    }
    const found = /^\/v1\/(payment_intents|checkout\/sessions)\/([\w]+)$/.exec(url.pathname);
    const stored = found ? this.objects.get(found[2]!) : undefined;
    if (!stored || stored.account !== seen.account) return send(res, 404, stripeError('invalid_request_error', 'resource_missing', 'No such object'));
    return send(res, 200, stored.object);
  }

  private create(path: string, form: URLSearchParams, account: string): StripeObject | undefined {
    const metadata = { payableObject: form.get('metadata[payableObject]') };
    if (path === '/v1/payment_intents') {
      const piId = id('pi');
      return this.keep(account, {
        id: piId, object: 'payment_intent', amount: Number(form.get('amount')), amount_received: 0, currency: form.get('currency'),
        status: 'requires_payment_method', client_secret: `${piId}_secret_${randomBytes(8).toString('hex')}`, metadata, last_payment_error: null,
      });
    }
    if (path === '/v1/checkout/sessions') {
      const csId = id('cs_test');
      return this.keep(account, {
        id: csId, object: 'checkout.session', url: `${this.base}/pay/${csId}`, status: 'open', payment_status: 'unpaid', mode: form.get('mode'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')), currency: form.get('line_items[0][price_data][currency]'),
        success_url: form.get('success_url'), cancel_url: form.get('cancel_url'), metadata, payment_intent: null,
      });
    }
    const action = /^\/v1\/(payment_intents|checkout\/sessions)\/(\w+)\/(cancel|expire)$/.exec(path);
    const stored = action ? this.objects.get(action[2]!) : undefined;
    if (!stored || stored.account !== account) return undefined;
    Object.assign(stored.object, action![3] === 'cancel' ? { status: 'canceled' } : { status: 'expired' });
    return stored.object;
  }

  private keep(account: string, object: StripeObject): StripeObject {
    this.objects.set(object.id, { account, object });
    return object;
  }
}

/** An event as Stripe posts it to a Connect endpoint, and its Stripe-Signature header (the SDK's own signer). */
export function stripeEvent(type: string, object: StripeObject, options: { secret: string; account: string; timestamp: number; eventId?: string }) {
  const body = JSON.stringify({
    id: options.eventId ?? id('evt'), object: 'event', type, account: options.account, api_version: '2025-01-01',
    created: options.timestamp, livemode: false, data: { object },
  }, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret, timestamp: options.timestamp });
  return { body, headers: { 'stripe-signature': signature, 'content-type': 'application/json' } };
}
