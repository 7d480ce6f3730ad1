import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import {
  MOBILE_PATTERN,
  mobileField,
  requiredText,
  textField,
  urlField,
} from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';
import { countryCodeField } from '../geo/countries.ts';
import { BUSINESS_TYPES } from './constants.ts';
import { canonicalTimeZone, isValidTimeZone } from './zoned-time.ts';

/** Empty inputs ('' or null from a form) mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

function knownCurrencies(): Set<string> | undefined {
  const supported = (Intl as { supportedValuesOf?: (key: 'currency') => string[] })
    .supportedValuesOf;
  return supported ? new Set(supported('currency')) : undefined;
}
const CURRENCIES = knownCurrencies();

/** An ISO 4217 code the runtime can format (USD, INR, EUR...). */
export const currencyCodeField = requiredText('Menu currency')
  .transform((code) => code.toUpperCase())
  .refine(
    (code) => /^[A-Z]{3}$/.test(code) && (!CURRENCIES || CURRENCIES.has(code)),
    'Please enter valid Menu currency',
  );

/** An IANA time zone such as Asia/Kolkata; hours, holidays and "today" are computed in it. */
export const timeZoneField = requiredText('Time zone')
  .refine(isValidTimeZone, 'Please enter valid Time zone')
  .transform(canonicalTimeZone);

const coordinate = (label: string, bound: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-bound, messages.tooShort(label, -bound, 'value'))
    .max(bound, messages.tooLong(label, bound, 'value'));

const commonDetailFields = {
  businessOwnerLegalName: textField('Business owner legal name', 2, 100),
  businessName: textField('Business name', 2, 100),
  businessDescription: textField('Business description', 5, 500),
  countryCode: countryCodeField(),
  mobileNo: mobileField,
  whatsAppSameAsMobileNo: z.boolean().default(true),
  whatsAppCountryCode: optional(countryCodeField('WhatsApp country code')),
  whatsAppMobileNo: optional(z.string().trim().regex(MOBILE_PATTERN, messages.mobile)),
  menuCurrency: currencyCodeField,
  websiteUrl: optional(urlField),
  timeZone: timeZoneField,
  /** Where the business is, for the delivery radius (both kinds; typed or from the device). */
  latitude: optional(coordinate('Latitude', 90)),
  longitude: optional(coordinate('Longitude', 180)),
};

const businessTypeField = (kind: BusinessKind) =>
  z.enum(BUSINESS_TYPES[kind], { error: messages.required('Business type') });

/** The OVERVIEW form's business details (docs/product/fields.md), restaurant flavour. */
export const restaurantDetailsInputSchema = z.object({
  ...commonDetailFields,
  businessType: businessTypeField('restaurant'),
  businessAddress: optional(textField('Business address', 5, 300)),
  placeId: optional(z.string().trim().max(300)),
});

/** The same form for a grocery store: no address or place, but a location like any business. */
export const groceryDetailsInputSchema = z.object({
  ...commonDetailFields,
  businessType: businessTypeField('grocery'),
});

export type RestaurantDetailsInput = z.infer<typeof restaurantDetailsInputSchema>;
export type GroceryDetailsInput = z.infer<typeof groceryDetailsInputSchema>;
export type BusinessDetailsInput = RestaurantDetailsInput | GroceryDetailsInput;

export const businessDetailsInputSchemas = {
  restaurant: restaurantDetailsInputSchema,
  grocery: groceryDetailsInputSchema,
} as const;
