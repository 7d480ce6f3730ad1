import { z } from 'zod';
import { BUSINESS_KINDS } from '../account/services.ts';
import { orderSettingsSchema } from '../business/settings.ts';
import { ALLERGENS, MENU_TAGS } from '../menu/option-groups.ts';
import { customerPrefillSchema } from './customer.ts';
import { CLOSED_REASONS } from './opening.ts';
import { pickupSlotSchema } from './pickup-slots.ts';
import { additionalDataSchema } from './place-order.ts';

const publicOptionSchema = z.object({
  id: z.string(),
  value: z.string(),
  additionalPriceMinor: z.number().int(),
  allergens: z.array(z.enum(ALLERGENS)),
  /** Preselected in the item sheet (issue 22). */
  isDefault: z.boolean().optional(),
});
const publicGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  options: z.array(publicOptionSchema),
});
const publicVariantSchema = z.object({
  id: z.string(),
  variantName: z.string(),
  value: z.string(),
  newPriceMinor: z.number().int(),
});

/** The customer-visible availabilities: Hidden from Menu items are never sent. */
export const LISTED_AVAILABILITY = [
  'Available',
  'Not Available Today',
  'Not Available Indefinitely',
] as const;

/**
 * A menu item as the customer menu shows it and the browser prices it. Restaurant items have the
 * three option group lists and no variants; grocery items the reverse.
 */
export const publicMenuItemSchema = z.object({
  id: z.uuid(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  priceMinor: z.number().int(),
  taxEnabled: z.boolean(),
  taxPercentage: z.number(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.enum(MENU_TAGS)),
  allergens: z.array(z.enum(ALLERGENS)),
  availability: z.enum(LISTED_AVAILABILITY),
  modifiers: z.array(publicGroupSchema),
  selectors: z.array(publicGroupSchema),
  incrementors: z.array(publicGroupSchema),
  variants: z.array(publicVariantSchema),
});
export type PublicMenuItem = z.infer<typeof publicMenuItemSchema>;

export const openStatusSchema = z.object({
  open: z.boolean(),
  reason: z.enum(CLOSED_REASONS).nullable(),
  /** The notice shown over the menu when closed. */
  message: z.string().nullable(),
  /** When orders are taken again, if known within the coming weeks. */
  nextOpenAt: z.string().nullable(),
});

export const menuFulfilmentSchema = z.object({
  dineIn: z.object({
    offered: z.boolean(),
    available: z.boolean(),
    preparationMinutes: z.number(),
  }),
  pickup: z.object({
    /** Pickup as soon as possible: only while open. */
    asapAvailable: z.boolean(),
    scheduleOffered: z.boolean(),
    preparationMinutes: z.number(),
    stepMinutes: z.number(),
    /** The last date a slot may be booked (maximum lead time). */
    lastSlotDate: z.string(),
    /**
     * The local dates with scheduled pickup slots, today to the maximum lead time (empty when
     * scheduling is off or not possible). Their times and the capacity left come from the
     * pickup-slots endpoint when the customer schedules a pickup.
     */
    slotDates: z.array(z.string()),
  }),
  delivery: z.object({
    offered: z.boolean(),
    available: z.boolean(),
    /** Minimum subtotal for delivery, when the business sets one. */
    minimumAmountMinor: z.number().int().nullable(),
    radius: z.number().nullable(),
    unitType: z.string(),
    minimumDeliveryTimeMinutes: z.number(),
  }),
});
export type MenuFulfilment = z.infer<typeof menuFulfilmentSchema>;

/** Everything the customer menu needs, in one response (issue 5: the page that must be fastest). */
export const publicMenuSchema = z.object({
  business: z.object({
    id: z.uuid(),
    accountId: z.uuid(),
    kind: z.enum(BUSINESS_KINDS),
    name: z.string(),
    description: z.string(),
    logoUrl: z.string().nullable(),
    address: z.string().nullable(),
    countryCode: z.string(),
    mobileNo: z.string(),
    currency: z.string(),
    timeZone: z.string(),
  }),
  branch: z.object({ id: z.uuid(), name: z.string() }),
  identifier: z.string(),
  /** The QR code of this branch and identifier, when there is one. */
  qrCode: z
    .object({
      id: z.uuid(),
      description: z.string().nullable(),
      additionalData: additionalDataSchema,
      prefill: customerPrefillSchema.nullable(),
    })
    .nullable(),
  categories: z.array(z.object({ name: z.string(), items: z.array(publicMenuItemSchema) })),
  /** Restaurant menus come whole; grocery menus 100 items a page with a name search. */
  paging: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  /**
   * With a search only: the closest product name when no name contains the search as typed
   * ("tomatos" -> "Tomatoes"), else null (issue 22).
   */
  didYouMean: z.string().nullable().optional(),
  /** Tags and allergens that occur on this page of the menu, for the filters. */
  tags: z.array(z.enum(MENU_TAGS)),
  allergens: z.array(z.enum(ALLERGENS)),
  orderSettings: orderSettingsSchema,
  fulfilment: menuFulfilmentSchema,
  status: openStatusSchema,
});
export type PublicMenu = z.infer<typeof publicMenuSchema>;

export const publicMenuQuerySchema = z.object({
  identifier: z.string().trim().min(1).max(50),
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(100).optional(),
});

export const pickupSlotsQuerySchema = z.object({
  date: z.iso.date('Please choose a valid date'),
});
export const pickupSlotListSchema = z.object({ slots: z.array(pickupSlotSchema) });
