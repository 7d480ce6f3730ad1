import { randomBytes } from 'node:crypto';

type Json = Record<string, unknown>;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Connected accounts' money at the fake Stripe (`Stripe-Account` header): the balance is what the
 * account's destination charges brought in (less the platform fee and refunds) less its payouts;
 * tests add payouts as Stripe's daily schedule would.
 */
export class FakeConnectMoney {
  private readonly payouts = new Map<string, Json[]>();

  constructor(
    private readonly charges: () => Iterable<Json>,
    private readonly intentOf: (id: string) => Json | undefined,
    private readonly fail: (status: number, message: string, code?: string) => never,
  ) {}

  /** The answer to `key` for the connected account the header names, or undefined when not ours. */
  route(key: string, params: Json, stripeAccount: string | undefined): unknown {
    if (key !== 'GET /balance' && key !== 'GET /payouts') return undefined;
    if (!stripeAccount)
      return this.fail(400, 'This call needs a connected account (Stripe-Account header).');
    if (key === 'GET /balance') return this.balanceOf(stripeAccount);
    const limit = Number(params.limit ?? 10);
    const data = [...(this.payouts.get(stripeAccount) ?? [])]
      .sort((a, b) => Number(b.created) - Number(a.created))
      .slice(0, limit);
    return { object: 'list', data, has_more: false, url: '/v1/payouts' };
  }

  /** A payout of the connected account, as its schedule would make one. */
  addPayout(
    account: string,
    payout: { amount: number; currency: string; status?: string; arrivalDate?: number },
  ): Json {
    const created = nowSeconds() - (this.payouts.get(account)?.length ?? 0);
    const row = {
      id: `po_${randomBytes(12).toString('hex')}`,
      object: 'payout',
      amount: payout.amount,
      currency: payout.currency,
      status: payout.status ?? 'paid',
      arrival_date: payout.arrivalDate ?? created + 86_400,
      created,
      method: 'standard',
      type: 'bank_account',
      livemode: false,
    };
    this.payouts.set(account, [...(this.payouts.get(account) ?? []), row]);
    return row;
  }

  private balanceOf(account: string): Json {
    const net = new Map<string, number>();
    for (const charge of this.charges()) {
      const intent = this.intentOf(String(charge.payment_intent));
      if ((intent?.transfer_data as Json | null)?.destination !== account) continue;
      const fee = Number(intent?.application_fee_amount ?? 0);
      const amount = Number(charge.amount) - Number(charge.amount_refunded) - fee;
      const currency = String(charge.currency);
      net.set(currency, (net.get(currency) ?? 0) + amount);
    }
    for (const payout of this.payouts.get(account) ?? []) {
      const currency = String(payout.currency);
      net.set(currency, (net.get(currency) ?? 0) - Number(payout.amount));
    }
    const amounts = [...net].map(([currency, amount]) => ({
      amount,
      currency,
      source_types: { card: amount },
    }));
    return {
      object: 'balance',
      available: amounts,
      pending: amounts.map(({ currency }) => ({ amount: 0, currency, source_types: { card: 0 } })),
      livemode: false,
    };
  }
}
