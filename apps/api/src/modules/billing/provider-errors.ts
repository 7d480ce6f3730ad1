import Stripe from 'stripe';
import { AppError } from '@scanorder/shared/errors/app-error';

/**
 * Runs a provider call; a provider failure becomes a 503 whose message starts with the spec's
 * notification text (docs/product/fields.md) and carries the provider's reason.
 */
export async function providerCall<T>(prefix: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Stripe.errors.StripeError)
      throw new AppError('SERVICE_UNAVAILABLE', `${prefix} ${error.message}`);
    throw error;
  }
}
