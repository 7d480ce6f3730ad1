import { z } from 'zod';
import { BUSINESS_KINDS } from '../account/services.ts';
import { OWNER_LANGUAGES } from '../account/owner-language.ts';
import { messages } from '../validation/messages.ts';
import {
  businessHoursSchema,
  closuresSchema,
  hasOpeningHours,
  menuTypeHoursSchema,
  type BusinessHours,
} from './hours.ts';
import {
  groceryPickupDeliverySchema,
  orderSettingsSchema,
  restaurantPickupDeliverySchema,
  type PickupDelivery,
} from './settings.ts';

export const businessKindSchema = z.enum(BUSINESS_KINDS);

/** What an owner still has to do before customers see a working menu (spec: completeSetup). */
export const SETUP_STEPS = [
  'details',
  'logo',
  'hours',
  'fulfilment',
  'branch',
  'menuItem',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export const SETUP_STEP_LABELS: Record<SetupStep, string> = {
  details: 'Business details',
  logo: 'Logo',
  hours: 'Opening hours',
  fulfilment: 'How guests order',
  branch: 'At least one store name',
  menuItem: 'At least one menu item',
};

export const setupStatusSchema = z.object({
  complete: z.boolean(),
  missing: z.array(z.enum(SETUP_STEPS)),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;

export interface SetupFacts {
  hasDetails: boolean;
  hasLogo: boolean;
  hours: BusinessHours;
  /** The ways to order the owner switched on on PICKUP/DELIVERY (dine-in, scheduled pickup, delivery). */
  pickupDelivery: PickupDelivery;
  branchCount: number;
  menuItemCount: number;
}

/**
 * At least one way to order is switched on: dine-in (restaurants), scheduled pickup or delivery.
 * Pickup as soon as possible needs no switch, so a grocery store with none of these still takes
 * pickup orders; the step asks the owner to choose.
 */
export function hasFulfilment(settings: PickupDelivery): boolean {
  return (
    ('dineInEnabled' in settings && settings.dineInEnabled) ||
    settings.schedulePickupEnabled ||
    settings.selfDeliveryEnabled
  );
}

/** Which setup steps are still missing, in the order the owner tabs present them. */
export function setupStatusOf(facts: SetupFacts): SetupStatus {
  const done: Record<SetupStep, boolean> = {
    details: facts.hasDetails,
    logo: facts.hasLogo,
    hours: hasOpeningHours(facts.hours),
    fulfilment: hasFulfilment(facts.pickupDelivery),
    branch: facts.branchCount > 0,
    menuItem: facts.menuItemCount > 0,
  };
  const missing = SETUP_STEPS.filter((step) => !done[step]);
  return { complete: missing.length === 0, missing };
}

const commonBusinessFields = {
  id: z.uuid(),
  businessOwnerLegalName: z.string(),
  businessName: z.string(),
  businessType: z.string(),
  businessDescription: z.string(),
  countryCode: z.string(),
  mobileNo: z.string(),
  whatsAppSameAsMobileNo: z.boolean(),
  whatsAppCountryCode: z.string().nullable(),
  whatsAppMobileNo: z.string().nullable(),
  menuCurrency: z.string(),
  websiteUrl: z.string().nullable(),
  timeZone: z.string(),
  /** Where the business is: the delivery radius is measured from here (both kinds). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  logoUrl: z.string().nullable(),
  hours: businessHoursSchema,
  closures: closuresSchema,
  menuTypeHours: menuTypeHoursSchema,
  orderSettings: orderSettingsSchema,
  takingOrders: z.boolean(),
  /** Menu categories in display order: the spec's defaults for the kind plus custom ones. */
  categories: z.array(z.string()),
  /** The language the menu is written in (decision 054): guests reading it see the originals. */
  menuLanguage: z.enum(OWNER_LANGUAGES),
  completeSetup: setupStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const restaurantBusinessSchema = z.object({
  kind: z.literal('restaurant'),
  ...commonBusinessFields,
  businessAddress: z.string().nullable(),
  placeId: z.string().nullable(),
  pickupDelivery: restaurantPickupDeliverySchema,
});

export const groceryBusinessSchema = z.object({
  kind: z.literal('grocery'),
  ...commonBusinessFields,
  pickupDelivery: groceryPickupDeliverySchema,
});

export const businessSchema = z.discriminatedUnion('kind', [
  restaurantBusinessSchema,
  groceryBusinessSchema,
]);
export type RestaurantBusiness = z.infer<typeof restaurantBusinessSchema>;
export type GroceryBusiness = z.infer<typeof groceryBusinessSchema>;
export type Business = z.infer<typeof businessSchema>;

export const businessSchemas = {
  restaurant: restaurantBusinessSchema,
  grocery: groceryBusinessSchema,
} as const;

export const businessStatusInputSchema = z.object({
  takingOrders: z.boolean({ error: 'Taking orders field is required' }),
});
export type BusinessStatusInput = z.infer<typeof businessStatusInputSchema>;

/** Changing the language a saved menu is written in (OVERVIEW; decision 054, addendum). */
export const menuLanguageInputSchema = z.object({
  menuLanguage: z.enum(OWNER_LANGUAGES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? messages.required('Menu language')
        : messages.valid('Menu language'),
  }),
});
export type MenuLanguageInput = z.infer<typeof menuLanguageInputSchema>;
