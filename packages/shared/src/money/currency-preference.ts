import { z } from 'zod';

/** The visitor's currency preference (docs/product/plans-and-limits.md), kept in local storage. */
export const currencyPreferenceSchema = z.object({
  country: z.string().min(1),
  currencyCode: z.string().length(3),
  symbol: z.string().min(1),
});
export type CurrencyPreference = z.infer<typeof currencyPreferenceSchema>;

export const DEFAULT_CURRENCY_PREFERENCE: CurrencyPreference = {
  country: 'India',
  currencyCode: 'INR',
  symbol: '₹',
};
