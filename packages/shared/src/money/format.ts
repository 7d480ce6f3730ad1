/**
 * Building an Intl.NumberFormat costs far more than using one, and a menu page or a board formats
 * hundreds of prices in one render: one formatter per locale and currency, kept. Locales and
 * currencies come from short lists, so the cache stays small; the cap only guards against misuse.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 256;

/** A kept currency formatter showing `digits` decimals. */
export function currencyFormatter(locale: string, currency: string, digits = 2): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Minor units to the spec's display: divided by 100, two decimals. */
export function formatMinor(amount: number, currency: string, locale = 'en-IN'): string {
  return currencyFormatter(locale, currency).format(amount / 100);
}
