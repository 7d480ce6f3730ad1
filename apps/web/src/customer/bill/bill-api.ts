import type { SuccessOf } from '@scanorder/shared/api/contract';
// Types only: the contract's zod schemas stay out of the guest pages' JavaScript.
import type { tableBillRoutes } from '@scanorder/shared/api/payments';
import type { PayBillInput } from '@scanorder/shared/payments/table-bill';
import { publicRequest } from '../lib/api.ts';

const base = (orderId: string) => `/api/v1/public/orders/${orderId}/bill`;
type PayBillAnswer = SuccessOf<typeof tableBillRoutes.pay>;

export function fetchBill(orderId: string) {
  return publicRequest<SuccessOf<typeof tableBillRoutes.bill>>(base(orderId));
}

export function payBill(orderId: string, input: PayBillInput) {
  return publicRequest<PayBillAnswer>(`${base(orderId)}/payments`, { method: 'POST', body: input });
}

export function refreshBillPayment(orderId: string, paymentId: string) {
  return publicRequest<PayBillAnswer>(`${base(orderId)}/payments/${paymentId}/refresh`, {
    method: 'POST',
  });
}
