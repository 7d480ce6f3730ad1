import type { PayBillInput, PayBillResult, TableBill } from '@scanorder/shared/payments/table-bill';
import { publicRequest } from '../lib/api.ts';

const base = (orderId: string) => `/api/v1/public/orders/${orderId}/bill`;

export function fetchBill(orderId: string): Promise<TableBill> {
  return publicRequest<TableBill>(base(orderId));
}

export function payBill(orderId: string, input: PayBillInput): Promise<PayBillResult> {
  return publicRequest<PayBillResult>(`${base(orderId)}/payments`, { method: 'POST', body: input });
}

export function refreshBillPayment(orderId: string, paymentId: string): Promise<PayBillResult> {
  return publicRequest<PayBillResult>(`${base(orderId)}/payments/${paymentId}/refresh`, {
    method: 'POST',
  });
}
