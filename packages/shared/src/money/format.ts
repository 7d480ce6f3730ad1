/**
 * Building an Intl.NumberFormat costs far more than using one, and a menu page or a board formats
 * hundreds of prices in one render: one formatter per locale and currency, kept. Locales and
 * currencies come from short lists, so the cache stays small; the cap only guards against misuse.
 */
const formatters = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 256;

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Minor units to the spec's display: divided by 100, two decimals. */
export function formatMinor(amount: number, currency: string, locale = 'en-IN'): string {
  return formatterFor(locale, currency).format(amount / 100);
}
