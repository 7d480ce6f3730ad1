import { errorMessageOf } from '../../../api/client.ts';
import { withServerMessage } from '../../../api/server-message.ts';

/**
 * docs/product/fields.md: "<notification> <message>". Provider failures already arrive with the
 * notification in front, so it is not repeated.
 */
export function billingErrorOf(
  prefix: string,
  error: unknown,
  // The owner app's t(): prefix and message are the spec's English, shown in the owner's language.
  t: (key: string) => string = (key) => key,
): string {
  const message = errorMessageOf(error);
  return message.startsWith(prefix) ? t(message) : withServerMessage(t(prefix), error, t);
}

/** The cancelled note's date and the details table's dates, in the reader's own locale. */
export const formatBillingDate = (iso: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
