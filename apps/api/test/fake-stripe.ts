import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeConnectMoney } from './fake-stripe-connect.ts';
import { FakePaymentIntents } from './fake-stripe-payments.ts';
import { FAKE_WEBHOOK_SECRET, FakeWebhookEvents } from './fake-stripe-webhooks.ts';

/**
 * A small stand-in for Stripe's REST API (the endpoints ScanOrder calls), answering with the JSON
 * shapes Stripe documents. The Stripe SDK is pointed at it with host/port/protocol, so the real SDK
 * builds, encodes and parses every call. It records each request for tests to assert on.
 */

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  params: Json;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The connected account a call acts as (`Stripe-Account` header). */
  stripeAccount: string | undefined;
}

const DAY = 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Decodes Stripe's bracket form encoding (`items[0][price]=x`) into nested objects and arrays. */
export function decodeStripeParams(encoded: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const segments = rawKey.replace(/\]/g, '').split('[');
    let node: Json | unknown[] = root;
    segments.forEach((segment, index) => {
      const last = index === segments.length - 1;
      const key = Array.isArray(node) ? Number(segment) : segment;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      if (container[key] === undefined)
        container[key] = /^\d+$/.test(segments[index + 1] ?? '') ? [] : {};
      node = container[key] as Json | unknown[];
    });
  }
  return root;
}

/** A path pattern whose `:id` segments match any id. */
const pathMatcher = (pattern: string) => new RegExp(`^${pattern.replace(/:[a-z]+/g, '[^/]+')}$`);

class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'resource_missing',
  ) {
    super(message);
  }
}

interface CatalogPlan {
  name: string;
  planId: string;
  limits: { entityCount: number; memberCount: number; qrCount: number };
  /** Monthly minor units: usd, with inr and eur currency options. */
  monthly: { usd: number; inr: number; eur: number };
}

const CATALOG: CatalogPlan[] = [
  {
    name: 'Starter Kit',
    planId: 'starter-kit',
    limits: { entityCount: 1, memberCount: 3, qrCount: 25 },
    monthly: { usd: 1900, inr: 99900, eur: 1900 },
  },
  {
    name: 'Company',
    planId: 'company',
    limits: { entityCount: 5, memberCount: 15, qrCount: 250 },
    monthly: { usd: 4900, inr: 249900, eur: 4500 },
  },
  {
    name: 'Enterprise',
    planId: 'enterprise',
    limits: { entityCount: 25, memberCount: 100, qrCount: 2500 },
    monthly: { usd: 14900, inr: 749900, eur: 13900 },
  },
];

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly products = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly accounts = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  /** Every event Stripe would send to the webhook endpoint, oldest first (signed on delivery). */
  readonly events = new FakeWebhookEvents();
  /** Guest payments: PaymentIntents, their charges and refunds. */
  readonly payments = new FakePaymentIntents((status, message, code) => {
    throw new StripeFakeError(status, message, code);
  }, this.events);
  /** Connected accounts' balance and payouts. */
  readonly connect = new FakeConnectMoney(
    () => this.payments.charges.values(),
    (id) => this.payments.intents.get(id),
    (status, message, code) => {
      throw new StripeFakeError(status, message, code);
    },
  );
  private server: http.Server | undefined;
  port = 0;
  private readonly held: {
    method: string;
    path: RegExp;
    arrived: () => void;
    answer: Promise<void>;
  }[] = [];

  constructor() {
    for (const plan of CATALOG) this.addPlan(plan);
  }

  /** The price id of a catalog plan at an interval, e.g. `priceOf('Company', 'month')`. */
  priceOf(name: string, interval: 'month' | 'year'): string {
    for (const price of this.prices.values()) {
      const product = this.products.get(price.product as string)!;
      if (product.name === name && (price.recurring as Json).interval === interval)
        return price.id as string;
    }
    throw new Error(`No fake price for ${name} ${interval}`);
  }

  private addPlan(plan: CatalogPlan) {
    const productId = newId('prod');
    this.products.set(productId, {
      id: productId,
      object: 'product',
      active: true,
      name: plan.name,
      description: null,
      metadata: {
        planId: plan.planId,
        entityCount: String(plan.limits.entityCount),
        memberCount: String(plan.limits.memberCount),
        qrCount: String(plan.limits.qrCount),
      },
      marketing_features: [
        { name: `${plan.name} for your business` },
        { name: `${plan.limits.entityCount} branches` },
      ],
      created: nowSeconds(),
      livemode: false,
    });
    for (const interval of ['month', 'year'] as const) {
      const factor = interval === 'year' ? 10 : 1;
      const priceId = newId('price');
      this.prices.set(priceId, {
        id: priceId,
        object: 'price',
        active: true,
        currency: 'usd',
        unit_amount: plan.monthly.usd * factor,
        recurring: { interval, interval_count: 1, usage_type: 'licensed' },
        type: 'recurring',
        product: productId,
        livemode: false,
        metadata: {},
        currency_options: {
          usd: { unit_amount: plan.monthly.usd * factor, tax_behavior: 'unspecified' },
          inr: { unit_amount: plan.monthly.inr * factor, tax_behavior: 'unspecified' },
          eur: { unit_amount: plan.monthly.eur * factor, tax_behavior: 'unspecified' },
        },
      });
    }
  }

  async start(): Promise<void> {
    this.server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://fake-stripe');
        const hold = this.held.findIndex(
          (held) => held.method === request.method && held.path.test(url.pathname),
        );
        if (hold === -1) return respond(url);
        const [held] = this.held.splice(hold, 1);
        held!.arrived();
        void held!.answer.then(() => respond(url));
      });
      const respond = (url: URL) => {
        const body = Buffer.concat(chunks).toString('utf8');
        const params = decodeStripeParams(request.method === 'GET' ? url.search.slice(1) : body);
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        this.requests.push({
          method: request.method ?? 'GET',
          path: url.pathname,
          params,
          authorization: header('authorization'),
          idempotencyKey: header('idempotency-key'),
          stripeAccount: header('stripe-account'),
        });
        let status = 200;
        let payload: unknown;
        try {
          if (!header('authorization')?.startsWith('Bearer sk_test_'))
            throw new StripeFakeError(401, 'Invalid API Key provided', 'api_key_invalid');
          payload = this.route(
            request.method ?? 'GET',
            url.pathname,
            params,
            header('idempotency-key'),
            header('stripe-account'),
          );
        } catch (error) {
          status = error instanceof StripeFakeError ? error.status : 500;
          payload = {
            error: {
              type:
                status === 401
                  ? 'invalid_request_error'
                  : status === 500
                    ? 'api_error'
                    : 'invalid_request_error',
              code: error instanceof StripeFakeError ? error.code : 'internal',
              message: error instanceof Error ? error.message : String(error),
            },
          };
        }
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
        });
        response.end(JSON.stringify(payload));
      };
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.server?.close((error) => (error ? reject(error) : resolve())),
    );
  }

  /** The requests to one method and path (`:id` segments match any id). */
  calls(method: string, pattern: string): RecordedRequest[] {
    const matcher = pathMatcher(pattern);
    return this.requests.filter(
      (request) => request.method === method && matcher.test(request.path),
    );
  }

  /**
   * A slow Stripe: the next request to one method and path waits, unanswered, until `release()`.
   * `arrival` settles once it came in.
   */
  hold(method: string, pattern: string): { arrival: Promise<void>; release: () => void } {
    let arrived = () => {};
    let release = () => {};
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const answer = new Promise<void>((resolve) => (release = resolve));
    this.held.push({ method, path: pathMatcher(pattern), arrived, answer });
    return { arrival, release };
  }

  private get<T extends Json>(map: Map<string, Json>, id: string, kind: string): T {
    const found = map.get(id);
    if (!found) throw new StripeFakeError(404, `No such ${kind}: '${id}'`);
    return found as T;
  }

  private expand(object: Json, expand: unknown): Json {
    const paths = Array.isArray(expand) ? (expand as string[]) : [];
    const copy: Json = { ...object };
    if (copy.object === 'price') {
      if (!paths.some((path) => path.endsWith('currency_options'))) delete copy.currency_options;
      if (paths.some((path) => path.endsWith('product')))
        copy.product = this.products.get(copy.product as string);
    }
    if (copy.object === 'checkout.session' && paths.includes('setup_intent') && copy.setup_intent)
      copy.setup_intent = this.setupIntents.get(copy.setup_intent as string);
    return copy;
  }

  private subscriptionJson(subscription: Json): Json {
    const items = subscription.items as { data: Json[] };
    return {
      ...subscription,
      items: {
        object: 'list',
        data: items.data.map((item) => ({
          ...item,
          price: this.expand(this.prices.get(item.price as string)!, []),
        })),
        has_more: false,
        url: `/v1/subscription_items?subscription=${String(subscription.id)}`,
      },
    };
  }

  private route(
    method: string,
    path: string,
    params: Json,
    idempotencyKey?: string,
    stripeAccount?: string,
  ): unknown {
    const segments = path.replace(/^\/v1\//, '').split('/');
    let resource = segments.shift() ?? '';
    if (resource === 'checkout' || resource === 'billing_portal')
      resource = `${resource}/${segments.shift() ?? ''}`;
    const [id, sub] = segments;
    const key = `${method} /${resource}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}`;
    switch (key) {
      case 'GET /prices': {
        const data = [...this.prices.values()]
          .filter((price) => params.active !== 'true' || price.active === true)
          .map((price) => this.expand(price, params.expand));
        return { object: 'list', data, has_more: false, url: '/v1/prices' };
      }
      case 'GET /prices/:id':
        return this.expand(this.get(this.prices, id!, 'price'), params.expand);
      case 'GET /products/:id':
        return this.get(this.products, id!, 'product');
      case 'POST /customers': {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
          invoice_settings: { default_payment_method: null },
          created: nowSeconds(),
          livemode: false,
        };
        this.customers.set(customer.id, customer);
        return customer;
      }
      case 'POST /customers/:id': {
        const customer = this.get(this.customers, id!, 'customer');
        Object.assign(customer, params);
        return customer;
      }
      case 'POST /checkout/sessions':
        return this.createSession(params);
      case 'GET /checkout/sessions/:id':
        return this.expand(this.get(this.sessions, id!, 'checkout.session'), params.expand);
      case 'GET /subscriptions/:id':
        return this.subscriptionJson(this.get(this.subscriptions, id!, 'subscription'));
      case 'POST /subscriptions/:id':
        return this.updateSubscription(id!, params);
      case 'POST /subscription_items/:id':
        return this.updateItem(id!, params);
      case 'POST /billing_portal/sessions': {
        const customer = this.get(this.customers, String(params.customer), 'customer');
        return {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: customer.id,
          return_url: params.return_url,
          url: `https://billing.stripe.com/p/session/test_${randomBytes(8).toString('hex')}`,
          livemode: false,
        };
      }
      case 'POST /accounts': {
        const account = {
          id: newId('acct'),
          object: 'account',
          type: params.type ?? 'express',
          country: params.country ?? 'US',
          email: params.email ?? null,
          default_currency: 'usd',
          business_profile: {
            name: null,
            product_description:
              (params.business_profile as Json | undefined)?.product_description ?? null,
          },
          details_submitted: false,
          charges_enabled: false,
          payouts_enabled: false,
          metadata: params.metadata ?? {},
          created: nowSeconds(),
        };
        this.accounts.set(account.id, account);
        return account;
      }
      case 'GET /accounts/:id':
        return this.get(this.accounts, id!, 'account');
      case 'DELETE /accounts/:id': {
        this.get(this.accounts, id!, 'account');
        this.accounts.delete(id!);
        return { id, object: 'account', deleted: true };
      }
      case 'POST /account_links': {
        const account = this.get(this.accounts, String(params.account), 'account');
        return {
          object: 'account_link',
          created: nowSeconds(),
          expires_at: nowSeconds() + 300,
          url: `https://connect.stripe.com/setup/e/${String(account.id)}/${randomBytes(6).toString('hex')}`,
        };
      }
      case 'GET /setup_intents/:id':
        return this.get(this.setupIntents, id!, 'setup_intent');
      default: {
        const answer =
          this.payments.route(key, id, params, idempotencyKey) ??
          this.connect.route(key, params, stripeAccount);
        if (answer !== undefined) return answer;
        throw new StripeFakeError(
          404,
          `Unrecognized request URL (${method}: ${path})`,
          'url_invalid',
        );
      }
    }
  }

  private createSession(params: Json): Json {
    const customer = this.get(this.customers, String(params.customer), 'customer');
    const sessionId = newId('cs_test');
    const session: Json = {
      id: sessionId,
      object: 'checkout.session',
      mode: params.mode,
      ui_mode: params.ui_mode,
      status: 'open',
      currency: params.currency ?? 'usd',
      customer: customer.id,
      customer_email: null,
      customer_details: null,
      client_reference_id: params.client_reference_id ?? null,
      client_secret: `${sessionId}_secret_${randomBytes(8).toString('hex')}`,
      metadata: params.metadata ?? {},
      return_url: params.return_url,
      subscription: null,
      setup_intent: null,
      line_items_params: params.line_items ?? [],
      subscription_data: params.subscription_data ?? null,
      setup_intent_data: params.setup_intent_data ?? null,
      livemode: false,
    };
    this.sessions.set(sessionId, session);
    return session;
  }

  private updateSubscription(id: string, params: Json): Json {
    const subscription = this.get(this.subscriptions, id, 'subscription');
    if ('pause_collection' in params)
      subscription.pause_collection =
        params.pause_collection === ''
          ? null
          : { behavior: (params.pause_collection as Json).behavior, resumes_at: null };
    if ('cancel_at_period_end' in params)
      subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
    if ('default_payment_method' in params)
      subscription.default_payment_method = params.default_payment_method;
    if (params.metadata) subscription.metadata = params.metadata;
    return this.subscriptionJson(subscription);
  }

  private updateItem(itemId: string, params: Json): Json {
    for (const subscription of this.subscriptions.values()) {
      const item = (subscription.items as { data: Json[] }).data.find((each) => each.id === itemId);
      if (!item) continue;
      if (typeof params.price === 'string') {
        const before = this.get(this.prices, item.price as string, 'price');
        const after = this.get(this.prices, params.price, 'price');
        item.price = after.id;
        const interval = (after.recurring as Json).interval;
        if ((before.recurring as Json).interval !== interval) {
          item.current_period_start = nowSeconds();
          item.current_period_end = nowSeconds() + (interval === 'year' ? 365 : 30) * DAY;
        }
      }
      return {
        ...item,
        object: 'subscription_item',
        price: this.expand(this.prices.get(item.price as string)!, []),
      };
    }
    throw new StripeFakeError(404, `No such subscription item: '${itemId}'`);
  }

  /**
   * What Stripe does when the customer pays in the embedded checkout: the session completes and,
   * in subscription mode, a subscription starts (trialing when the session asked for a trial).
   */
  completeCheckout(sessionId: string, email = 'payer@example.com'): Json {
    const session = this.get(this.sessions, sessionId, 'checkout.session');
    session.status = 'complete';
    session.customer_details = { email, name: 'Card Holder' };
    if (session.mode === 'setup') {
      const intent = {
        id: newId('seti'),
        object: 'setup_intent',
        customer: session.customer,
        payment_method: newId('pm'),
        status: 'succeeded',
        metadata: (session.setup_intent_data as Json | null)?.metadata ?? {},
      };
      this.setupIntents.set(intent.id, intent);
      session.setup_intent = intent.id;
      return session;
    }
    const lineItems = session.line_items_params as Json[];
    const priceId = String(lineItems[0]?.price);
    const price = this.get(this.prices, priceId, 'price');
    const data = (session.subscription_data as Json | null) ?? {};
    const trialEnd = data.trial_end ? Number(data.trial_end) : null;
    const periodEnd =
      trialEnd ?? nowSeconds() + ((price.recurring as Json).interval === 'year' ? 365 : 30) * DAY;
    const subscription: Json = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: trialEnd ? 'trialing' : 'active',
      currency: session.currency,
      cancel_at_period_end: false,
      pause_collection: null,
      trial_end: trialEnd,
      default_payment_method: newId('pm'),
      metadata: data.metadata ?? {},
      created: nowSeconds(),
      livemode: false,
      items: {
        data: [
          {
            id: newId('si'),
            price: priceId,
            quantity: 1,
            current_period_start: nowSeconds(),
            current_period_end: periodEnd,
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id as string, subscription);
    session.subscription = subscription.id;
    return session;
  }

  /** The subscription as the API returns it (what a webhook's data.object carries). */
  subscriptionObject(id: string): Json {
    return this.subscriptionJson(this.get(this.subscriptions, id, 'subscription'));
  }

  /** Changes a subscription behind the app's back, as the billing portal or a renewal would. */
  patchSubscription(id: string, patch: Json): Json {
    const subscription = this.get(this.subscriptions, id, 'subscription');
    Object.assign(subscription, patch);
    return this.subscriptionObject(id);
  }

  patchAccount(id: string, patch: Json): Json {
    const account = this.get(this.accounts, id, 'account');
    Object.assign(account, patch);
    this.events.emit('account.updated', account);
    return account;
  }
}

/** The app configured for Stripe, with the SDK pointed at the fake over plain HTTP. */
export function stripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_scanorder_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_scanorder_fake',
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(fake.port),
    STRIPE_API_PROTOCOL: 'http',
  };
}
