import { addDays, localDateOf } from '@scanorder/shared/business/zoned-time';
import { DEFAULT_GUEST_DETAILS } from '@scanorder/shared/ordering/guest-details';
import { instantAt } from '@scanorder/shared/ordering/opening';
import type { Order } from '@scanorder/shared/ordering/place-order';
import type { PublicMenu, PublicMenuItem } from '@scanorder/shared/ordering/public-menu';
import { makeOrder, twoHotPaneerTikka } from '@scanorder/shared/ordering/test-fixtures';
import type { MenuPageData } from './page-data.ts';
import { pageOf } from './server/page-input.ts';

export const ACCOUNT_ID = '11111111-1111-4111-8111-111111111111';
export const BUSINESS_ID = '22222222-2222-4222-8222-222222222222';
export const BRANCH_ID = '33333333-3333-4333-8333-333333333333';

const option = (
  id: string,
  value: string,
  additionalPriceMinor: number,
  allergens: string[] = [],
) =>
  ({
    id,
    value,
    additionalPriceMinor,
    allergens,
  }) as PublicMenuItem['modifiers'][number]['options'][number];

/** Paneer Tikka 249.00: Spice level (required: Mild, Hot +5), Extras (up to 2), Breads (0-3 naan). */
export const paneerTikka: PublicMenuItem = {
  id: '44444444-4444-4444-8444-444444444444',
  category: 'Starter',
  name: 'Paneer Tikka',
  description: 'Cottage cheese cubes grilled in the tandoor.',
  priceMinor: 24_900,
  taxEnabled: true,
  taxPercentage: 5,
  imageUrl: '/uploads/acc/restaurant/tikka.webp',
  tags: ['Popular', 'Vegetarian'],
  allergens: ['Milk'],
  availability: 'Available',
  selectors: [
    {
      id: 'spice',
      name: 'Spice level',
      min: 1,
      max: 1,
      options: [option('mild', 'Mild', 0), option('hot', 'Hot', 500)],
    },
  ],
  modifiers: [
    {
      id: 'extras',
      name: 'Extras',
      min: 0,
      max: 2,
      options: [
        option('cheese', 'Extra cheese', 3_000, ['Milk']),
        option('mint', 'Mint chutney', 1_000),
        option('onion', 'Onion rings', 1_500),
      ],
    },
  ],
  incrementors: [
    {
      id: 'breads',
      name: 'Breads',
      min: 0,
      max: 3,
      options: [option('naan', 'Butter naan', 4_500)],
    },
  ],
  variants: [],
};

export const masalaChai: PublicMenuItem = {
  ...paneerTikka,
  id: '55555555-5555-4555-8555-555555555555',
  category: 'CoolDrinks',
  name: 'Masala Chai',
  description: 'Spiced milk tea.',
  priceMinor: 6_000,
  taxEnabled: false,
  taxPercentage: 0,
  imageUrl: null,
  tags: [],
  allergens: [],
  selectors: [],
  modifiers: [],
  incrementors: [],
};

export const masalaDosa: PublicMenuItem = {
  ...masalaChai,
  id: '66666666-6666-4666-8666-666666666666',
  category: 'Starter',
  name: 'Masala Dosa',
  tags: ['Spicy'],
  allergens: ['Mustard'],
  availability: 'Not Available Today',
};

const ZONE = 'Asia/Kolkata';

/** A local date `days` after today in the fixtures' zone. */
export const dayAfterToday = (days: number) => addDays(localDateOf(new Date(), ZONE), days);

export const slot = (days: number, time: string, remaining: number | null) => {
  const date = dayAfterToday(days);
  const [hours, minutes] = time.split(':').map(Number);
  return {
    startsAt: instantAt(date, hours! * 60 + minutes!, ZONE).toISOString(),
    date,
    time,
    remaining,
  };
};

/** The pickup-slots endpoint's answer for the fixtures' first slot day (tomorrow). */
export const tomorrowSlots = () => [
  slot(1, '18:30', 2),
  slot(1, '19:00', 0),
  slot(1, '19:30', null),
];

/** An open restaurant: GST 5%, tips 5/10/15, 2.5% service charge, dine-in, pickup, delivery. */
export function restaurantMenu(overrides: Partial<PublicMenu> = {}): PublicMenu {
  return {
    business: {
      id: BUSINESS_ID,
      accountId: ACCOUNT_ID,
      kind: 'restaurant',
      name: 'Spice Route Kitchen',
      description: 'South Indian favourites.',
      logoUrl: null,
      address: '12 Race Course Road, Coimbatore',
      countryCode: '+91',
      mobileNo: '9876543210',
      currency: 'INR',
      timeZone: 'Asia/Kolkata',
    },
    branch: { id: BRANCH_ID, name: 'Main Street' },
    identifier: 'Table 1',
    qrCode: null,
    categories: [
      { name: 'Starter', items: [paneerTikka, masalaDosa] },
      { name: 'CoolDrinks', items: [masalaChai] },
    ],
    paging: { page: 1, pageSize: 1000, total: 3 },
    tags: ['Popular', 'Spicy', 'Vegetarian'],
    allergens: ['Milk', 'Mustard'],
    orderSettings: {
      includeTaxCalculation: true,
      taxTypeName: 'GST',
      taxPercentage: 5,
      includeTips: true,
      tipsOptions: [5, 10, 15],
      paymentNotAvailable: false,
      serviceChargePercentage: 2.5,
      prepTimeMinutes: 15,
      ticketAmberMinutes: 10,
      ticketRedMinutes: 20,
      guestDetails: DEFAULT_GUEST_DETAILS,
      dineInPayment: 'at-end',
    },
    fulfilment: {
      dineIn: { offered: true, available: true, preparationMinutes: 20 },
      pickup: {
        asapAvailable: true,
        scheduleOffered: true,
        preparationMinutes: 30,
        stepMinutes: 30,
        lastSlotDate: dayAfterToday(2),
        slotDates: [dayAfterToday(1), dayAfterToday(2)],
      },
      delivery: {
        offered: true,
        available: true,
        minimumAmountMinor: 19_900,
        radius: null,
        unitType: 'KiloMeter',
        minimumDeliveryTimeMinutes: 45,
      },
    },
    status: { open: true, reason: null, message: null, nextOpenAt: null },
    ...overrides,
  };
}

/**
 * The same restaurant closed now (`status` says why): no dine-in, pickup now or delivery; a
 * scheduled pickup stays possible on the slot dates unless `slotDates` takes them away.
 */
export function closedRestaurantMenu(
  status: PublicMenu['status'],
  slotDates?: string[],
): PublicMenu {
  const { fulfilment } = restaurantMenu();
  return restaurantMenu({
    status,
    fulfilment: {
      dineIn: { ...fulfilment.dineIn, available: false },
      pickup: {
        ...fulfilment.pickup,
        asapAvailable: false,
        slotDates: slotDates ?? fulfilment.pickup.slotDates,
      },
      delivery: { ...fulfilment.delivery, available: false },
    },
  });
}

export function menuPageData(menu: PublicMenu = restaurantMenu(), search = ''): MenuPageData {
  return pageOf({ kind: 'menu', menu, search }) as MenuPageData;
}

/** A placed order of two Paneer Tikka (Hot) with a 10% tip. */
export function placedOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({
    accountId: ACCOUNT_ID,
    businessId: BUSINESS_ID,
    branchId: BRANCH_ID,
    referenceNumber: 7,
    reference: '00007',
    identifier: 'table 1',
    fulfilment: { type: 'pickup', scheduledFor: '2099-01-01T13:00:00.000Z' },
    scheduledFor: '2099-01-01T13:00:00.000Z',
    lines: [
      twoHotPaneerTikka({
        menuItemId: paneerTikka.id,
        unitPriceMinor: 25_400,
        hotPriceMinor: 500,
        instruction: 'Less oil',
      }),
    ],
    totals: {
      currency: 'INR',
      subtotalMinor: 50_800,
      taxMinor: 2_540,
      serviceChargeMinor: 1_270,
      tipMinor: 5_080,
      totalMinor: 59_690,
      includeTaxCalculation: true,
      taxTypeName: 'GST',
      taxPercentage: 5,
      includeTips: true,
      tipPercentage: 10,
      serviceChargePercentage: 2.5,
    },
    additionalData: [{ key: 'Company', value: 'Kovai Tech Park' }],
    createdAt: '2098-12-31T10:00:00.000Z',
    updatedAt: '2098-12-31T10:00:00.000Z',
    expiredAt: '2100-02-04T10:00:00.000Z',
    ...overrides,
  });
}

export const basmatiRice: PublicMenuItem = {
  ...masalaChai,
  id: '99999999-9999-4999-8999-999999999991',
  category: 'Pantry',
  name: 'Basmati Rice',
  description: 'Aged long-grain basmati rice.',
  priceMinor: 12_000,
  variants: [
    { id: 'v5', variantName: 'Pack', value: '5 kg', newPriceMinor: 55_000 },
    { id: 'v10', variantName: 'Pack', value: '10 kg', newPriceMinor: 99_000 },
  ],
};

/** A grocery product named `name` in `category`, for paging tests. */
export function groceryItem(index: number, category = 'Produce'): PublicMenuItem {
  return {
    ...masalaChai,
    id: `99999999-9999-4999-8999-${String(index).padStart(12, '0')}`,
    category,
    name: `Product ${String(index).padStart(3, '0')}`,
    description: '',
    priceMinor: 1_000 + index,
  };
}

/** A grocery menu showing page 1 of `total` products, 100 a page. */
export function groceryMenu(items: PublicMenuItem[], total: number): PublicMenu {
  const base = restaurantMenu();
  return {
    ...base,
    business: { ...base.business, kind: 'grocery', name: 'Fresh Basket Grocers', currency: 'INR' },
    identifier: 'Counter',
    categories: [{ name: items[0]?.category ?? 'Produce', items }],
    paging: { page: 1, pageSize: 100, total },
    tags: [],
    allergens: [],
    fulfilment: {
      ...base.fulfilment,
      dineIn: { offered: false, available: false, preparationMinutes: 0 },
    },
  };
}
