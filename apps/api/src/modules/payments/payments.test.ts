import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  paymentMessages,
  TEST_CARDS,
  type PayOrderResult,
} from '@scanorder/shared/payments/payments';
import {
  databaseKinds,
  readLatestMail,
  readMails,
  TestClient,
  uniqueIp,
} from '../../../test/harness.ts';
import { put } from '../../../test/business-fixtures.ts';
import {
  onboardLocally,
  payment,
  paymentSummary,
  paymentUrl,
  payUrl,
  placeOrder,
  useDishStore,
} from '../../../test/payment-fixtures.ts';
import { ledgerEntries, payments } from '../../db/schema/payments.ts';
import { DEFAULT_ORDER_SETTINGS } from '@scanorder/shared/business/settings';

/** A dish with no options: 24900 + 5 % tax 1245 + 2.5 % service 623 a piece. */

describe.each(databaseKinds)('guests paying orders with the local provider on %s', (kind) => {
  const shop = useDishStore(kind, {
    env: { ORDER_RATE_LIMIT_MAX: '200', PLATFORM_FEE_PERCENT: '1.5' },
  });

  it('offers no online payment until payout onboarding is complete', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId);
    const summary = await paymentSummary(shop.guest, order.id);
    expect(summary).toMatchObject({
      provider: 'local',
      testMode: true,
      online: false,
      unavailableReason: 'payouts-not-ready',
      state: 'Unpaid',
    });
    const refused = await shop.guest.post(payUrl(order.id), payment());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(paymentMessages.notReady);
    await onboardLocally(shop.owner.client);
    expect(await paymentSummary(shop.guest, order.id)).toMatchObject({
      online: true,
      unavailableReason: null,
    });
  });

  it('charges what the server computes: the order without tip plus the chosen tip', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 2);
    const summary = await paymentSummary(shop.guest, order.id);
    // 49800 subtotal + 2490 tax + 1245 service charge.
    expect(summary.orderAmountMinor).toBe(53_535);
    expect(summary.tipChoices).toEqual([
      { percentage: 0, tipMinor: 0 },
      { percentage: 5, tipMinor: 2490 },
      { percentage: 10, tipMinor: 4980 },
      { percentage: 15, tipMinor: 7470 },
    ]);
    const response = await shop.guest.post(payUrl(order.id), payment({ tipPercentage: 10 }));
    expect(response.statusCode).toBe(200);
    const result = response.json<PayOrderResult>();
    expect(result.payment).toMatchObject({
      status: 'succeeded',
      amountMinor: 53_535 + 4980,
      tipMinor: 4980,
      cardBrand: 'visa',
      cardLast4: '4242',
      failureMessage: null,
    });
    expect(result.order).toMatchObject({
      state: 'Paid',
      dueMinor: 0,
      paidMinor: 53_535,
      tipMinor: 4980,
    });
    const receipt = await readLatestMail(shop.test.dataDir, 'asha@example.com');
    expect(receipt.subject).toMatch(/^Your receipt from /);
    expect(receipt.text).toContain(`order ${order.reference}`);
    expect(receipt.text).toMatch(/Paid: ₹585\.15 \(tip ₹49\.80\) with Visa ending 4242/);
    expect(receipt.links).toContain(
      `${shop.test.config.publicUrl}/${shop.store.accountId}/restaurant/order/${order.id}/order/receipt`,
    );
    const [row] = await shop.test.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, result.payment.id));
    // PLATFORM_FEE_PERCENT 1.5 of 58515, half up.
    expect(row?.platformFeeMinor).toBe(878);
    const ledger = await shop.test.deps.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, result.payment.id));
    expect(ledger.map((entry) => [entry.kind, entry.amountMinor]).sort()).toEqual([
      ['charge', 58_515],
      ['platform-fee', -878],
    ]);
  });

  it("sends the receipt in the language of the guest's page, linking to the page in it", async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const response = await shop.guest.request({
      method: 'POST',
      url: payUrl(order.id),
      payload: payment(),
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(response.statusCode).toBe(200);
    const receipt = await readLatestMail(shop.test.dataDir, 'asha@example.com');
    expect(receipt.subject).toMatch(/^Votre reçu de /);
    expect(receipt.text).toContain(`pour la commande ${order.reference}`);
    expect(receipt.text).toMatch(/Payé : .+ avec Visa se terminant par 4242\./);
    expect(receipt.links).toContain(
      `${shop.test.config.publicUrl}/${shop.store.accountId}/restaurant/order/${order.id}/order/receipt?lang=fr`,
    );
  });

  it('answers a repeated request with the same payment and charges once', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const attempt = payment();
    const [first, second] = await Promise.all([
      shop.guest.post(payUrl(order.id), attempt),
      shop.guest.post(payUrl(order.id), attempt),
    ]);
    const third = await shop.guest.post(payUrl(order.id), attempt);
    const ids = [first, second, third].map((r) => r.json<PayOrderResult>().payment?.id);
    expect(new Set(ids).size).toBe(1);
    expect(third.json<PayOrderResult>().payment.status).toBe('succeeded');
    const rows = await shop.test.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
    const ledger = await shop.test.deps.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, rows[0]!.id));
    expect(ledger.filter((entry) => entry.kind === 'charge')).toHaveLength(1);

    const again = await shop.guest.post(payUrl(order.id), payment());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(paymentMessages.alreadyPaid);
  });

  it('lets only one of two phones paying the same order at once succeed', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const phoneB = new TestClient(shop.test.app, uniqueIp());
    const answers = await Promise.all([
      shop.guest.post(payUrl(order.id), payment()),
      phoneB.post(payUrl(order.id), payment()),
    ]);
    const succeeded = answers.filter(
      (answer) =>
        answer.statusCode === 200 && answer.json<PayOrderResult>().payment.status === 'succeeded',
    );
    expect(succeeded).toHaveLength(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await shop.test.deps.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id));
    expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(1);
    expect((await paymentSummary(shop.guest, order.id)).paidMinor).toBe(26_768);
  });

  it('declines the test decline card with a clear message and leaves the order payable', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const declined = await shop.guest.post(
      payUrl(order.id),
      payment({ card: { number: TEST_CARDS.declined, expiry: '12/34', cvc: '123' } }),
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json<PayOrderResult>().payment).toMatchObject({
      status: 'failed',
      failureMessage: paymentMessages.declined,
    });
    expect(declined.json<PayOrderResult>().order.state).toBe('Unpaid');
    const mailsBefore = (await readMails(shop.test.dataDir, 'asha@example.com')).length;
    const paid = await shop.guest.post(payUrl(order.id), payment());
    expect(paid.json<PayOrderResult>().order.state).toBe('Paid');
    expect((await readMails(shop.test.dataDir, 'asha@example.com')).length).toBe(mailsBefore + 1);
    expect((await paymentSummary(shop.guest, order.id)).payments.map((p) => p.status)).toEqual([
      'failed',
      'succeeded',
    ]);
  });

  it('refuses bad input with 4xx and the spec wording, never a 500', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const badTip = await shop.guest.post(payUrl(order.id), payment({ tipPercentage: 7 }));
    expect(badTip.statusCode).toBe(400);
    expect(badTip.json().error).toMatchObject({
      field: 'tipPercentage',
      message: paymentMessages.invalidTip,
    });
    const badCard = await shop.guest.post(
      payUrl(order.id),
      payment({ card: { number: '1234', expiry: '12/34', cvc: '123' } }),
    );
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json().error.message).toBe(paymentMessages.cardNumber);
    const noCard = await shop.guest.post(payUrl(order.id), {
      idempotencyKey: randomUUID(),
      tipPercentage: 0,
    });
    expect(noCard.statusCode).toBe(400);
    const badExpiry = await shop.guest.post(
      payUrl(order.id),
      payment({ card: { number: TEST_CARDS.success, expiry: '13/34', cvc: '123' } }),
    );
    expect(badExpiry.json().error.message).toBe(paymentMessages.expiry);
    // A card past its month is refused before anything is charged, as Stripe's test mode does.
    const expired = await shop.guest.post(
      payUrl(order.id),
      payment({ card: { number: TEST_CARDS.success, expiry: '01/20', cvc: '123' } }),
    );
    expect(expired.statusCode, expired.body).toBe(400);
    expect(expired.json().error).toMatchObject({ message: paymentMessages.cardExpired });
    expect((await shop.guest.get(paymentUrl(randomUUID()))).statusCode).toBe(404);
    expect((await shop.guest.post(payUrl(randomUUID()), payment())).statusCode).toBe(404);
    // After refused attempts the order can still be paid.
    expect(
      (await shop.guest.post(payUrl(order.id), payment())).json<PayOrderResult>().order.state,
    ).toBe('Paid');
  });

  it('refuses a key already used for another order', async () => {
    const first = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const second = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    const attempt = payment();
    expect((await shop.guest.post(payUrl(first.id), attempt)).statusCode).toBe(200);
    const reused = await shop.guest.post(payUrl(second.id), attempt);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.message).toBe(paymentMessages.keyUsed);
  });

  it('shows "Pay at the counter" and takes nothing online when Payment Not Available is on', async () => {
    const order = await placeOrder(shop.guest, shop.store, shop.dishId, 1);
    await put(shop.owner.client, '/api/v1/businesses/restaurant/order-settings', {
      ...DEFAULT_ORDER_SETTINGS,
      includeTips: true,
      paymentNotAvailable: true,
    });
    expect(await paymentSummary(shop.guest, order.id)).toMatchObject({
      online: false,
      unavailableReason: 'pay-at-counter',
    });
    const refused = await shop.guest.post(payUrl(order.id), payment());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(paymentMessages.payAtCounter);
  });
});
