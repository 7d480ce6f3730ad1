import { errorMessageOf } from '../../../lib/api.ts';

/**
 * Spec 01 section 8: "<notification> <message>". Provider failures already arrive with the
 * notification in front, so it is not repeated.
 */
export function billingErrorOf(prefix: string, error: unknown): string {
  const message = errorMessageOf(error);
  return message.startsWith(prefix) ? message : `${prefix} ${message}`;
}

/** The cancelled note's date and the details table's dates, in the reader's own locale. */
export const formatBillingDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));
