import { AppError } from '@scanorder/shared/errors/app-error';
import type { PayableOrder, PaymentsRepository } from './payments.repository.ts';

export const orderNotFound = () => new AppError('NOT_FOUND', 'Order not found');

/** The order a guest's or the team's payment request names; 404 when there is none. */
export async function payableOrderOf(
  payments: PaymentsRepository,
  orderId: string,
): Promise<PayableOrder> {
  const order = await payments.unsafeFindPayableOrder(orderId);
  if (!order) throw orderNotFound();
  return order;
}
