import { z } from 'zod';
import { BUSINESS_KINDS } from '../account/services.ts';
import { payoutBalanceSchema } from '../billing/payouts.ts';
import {
  onlinePaymentStatusSchema,
  orderPaymentSchema,
  payOrderInputSchema,
  payOrderResultSchema,
  refundInputSchema,
} from '../payments/payments.ts';
import {
  counterPaymentInputSchema,
  openBillsSchema,
  payBillInputSchema,
  payBillResultSchema,
  tableBillSchema,
} from '../payments/table-bill.ts';
import { shareReceiptSchema } from '../payments/share-receipt.ts';
import { defineRoute, errorResponses, SIGNED_IN_ERRORS } from './contract.ts';
import { publicRefusals } from './ordering.ts';

const orderParams = z.object({ orderId: z.uuid() });
const kindParams = z.object({ kind: z.enum(BUSINESS_KINDS) });
const paymentParams = z.object({ orderId: z.uuid(), paymentId: z.uuid() });
const refusals = errorResponses(SIGNED_IN_ERRORS);
const ORDER = '/api/v1/public/orders/:orderId';

/** The guest's payment step and receipt, reached by the random order id like the order page. */
export const publicPaymentRoutes = {
  payment: defineRoute({
    method: 'GET',
    path: `${ORDER}/payment`,
    summary:
      "An order's payment side: whether it can be paid online, what is due, tip choices, payments and refunds",
    schema: { params: orderParams, response: { 200: orderPaymentSchema, ...publicRefusals } },
  }),
  pay: defineRoute({
    method: 'POST',
    path: `${ORDER}/payments`,
    summary:
      'Pay what the order owes plus the chosen tip (amounts computed by the server; the same idempotency key answers with the same payment)',
    schema: {
      params: orderParams,
      body: payOrderInputSchema,
      response: { 200: payOrderResultSchema, ...publicRefusals },
    },
  }),
  refresh: defineRoute({
    method: 'POST',
    path: `${ORDER}/payments/:paymentId/refresh`,
    summary: "Read a payment's state from the provider after the browser confirmed it",
    schema: { params: paymentParams, response: { 200: payOrderResultSchema, ...publicRefusals } },
  }),
};

/** A table's open bill (decision 047), reached by any of its orders' random ids. */
export const tableBillRoutes = {
  bill: defineRoute({
    method: 'GET',
    path: `${ORDER}/bill`,
    summary:
      "The table's open bill this dine-in order is on: every order of the table's sitting, what is paid and due, and each share",
    schema: { params: orderParams, response: { 200: tableBillSchema, ...publicRefusals } },
  }),
  pay: defineRoute({
    method: 'POST',
    path: `${ORDER}/bill/payments`,
    summary:
      "Pay a share of the table's bill: all that is due, the next even share, or chosen items, plus a tip (amounts computed by the server)",
    schema: {
      params: orderParams,
      body: payBillInputSchema,
      response: { 200: payBillResultSchema, ...publicRefusals },
    },
  }),
  refresh: defineRoute({
    method: 'POST',
    path: `${ORDER}/bill/payments/:paymentId/refresh`,
    summary: "Read a bill share's state from the provider after the browser confirmed it",
    schema: { params: paymentParams, response: { 200: payBillResultSchema, ...publicRefusals } },
  }),
  shareReceipt: defineRoute({
    method: 'GET',
    path: `${ORDER}/bill/payments/:paymentId/receipt`,
    summary:
      "The receipt of one succeeded share of the table's bill: what it paid of which orders, its tip, card and refunds",
    schema: { params: paymentParams, response: { 200: shareReceiptSchema, ...publicRefusals } },
  }),
};

/** Payments as the team sees them: an order's, refunds, the business's status and open bills. */
export const teamPaymentRoutes = {
  orderPayment: defineRoute({
    method: 'GET',
    path: '/api/v1/orders/:orderId/payment',
    summary: "An order's payments and refunds, as the team sees them on the order",
    schema: { params: orderParams, response: { 200: orderPaymentSchema, ...refusals } },
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/api/v1/orders/:orderId/refunds',
    summary:
      "Refund an order's payment in full (no amount) or in part, never more than was paid (admins and managers)",
    schema: {
      params: orderParams,
      body: refundInputSchema,
      response: { 200: orderPaymentSchema, ...refusals },
    },
  }),
  onlinePayment: defineRoute({
    method: 'GET',
    path: '/api/v1/businesses/:kind/online-payment',
    summary:
      "Whether the business's guests are offered online payment now, and if not, why (Payment Not Available, or payout onboarding not complete)",
    schema: { params: kindParams, response: { 200: onlinePaymentStatusSchema, ...refusals } },
  }),
  orderBill: defineRoute({
    method: 'GET',
    path: '/api/v1/orders/:orderId/bill',
    summary:
      "The table's bill this dine-in order is on, as the team sees it: its orders, what is due, and each share with what was refunded",
    schema: { params: orderParams, response: { 200: tableBillSchema, ...refusals } },
  }),
  refundShare: defineRoute({
    method: 'POST',
    path: '/api/v1/orders/:orderId/bill/payments/:paymentId/refunds',
    summary:
      "Refund one share of the table's bill in full (no amount) or in part, never more than it still holds (admins and managers)",
    schema: {
      params: paymentParams,
      body: refundInputSchema,
      response: { 200: tableBillSchema, ...refusals },
    },
  }),
  orderCounterPayment: defineRoute({
    method: 'POST',
    path: '/api/v1/orders/:orderId/counter-payments',
    summary:
      "Record that what an order paid on its own (not on a table's bill) still owes was paid at the counter; no provider is asked",
    schema: {
      params: orderParams,
      body: counterPaymentInputSchema,
      response: { 200: orderPaymentSchema, ...refusals },
    },
  }),
  counterPayment: defineRoute({
    method: 'POST',
    path: '/api/v1/orders/:orderId/bill/counter-payments',
    summary:
      "Record that what the table's bill still owes was paid at the counter (cash or the business's own card terminal), which closes it; no provider is asked",
    schema: {
      params: orderParams,
      body: counterPaymentInputSchema,
      response: { 200: tableBillSchema, ...refusals },
    },
  }),
  openBills: defineRoute({
    method: 'GET',
    path: '/api/v1/businesses/:kind/open-bills',
    summary: "The business's tables with dine-in orders not paid yet, and what each still owes",
    schema: { params: kindParams, response: { 200: openBillsSchema, ...refusals } },
  }),
  payoutBalance: defineRoute({
    method: 'GET',
    path: '/api/v1/billing/payouts/balance',
    summary:
      "The connected account's balance and recent payouts (Stripe), or the local provider's ledger with its TEST MODE daily payouts (admins and managers)",
    schema: {
      response: { 200: payoutBalanceSchema, ...errorResponses([...SIGNED_IN_ERRORS, 503]) },
    },
  }),
};
