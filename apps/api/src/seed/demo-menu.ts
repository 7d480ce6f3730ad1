import sharp from 'sharp';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { businessDetailsInputSchemas } from '@scanorder/shared/business/details';
import {
  businessHoursSchema,
  closuresSchema,
  DEFAULT_MENU_TYPE_HOURS,
  menuTypeHoursSchema,
  WEEKDAYS,
} from '@scanorder/shared/business/hours';
import {
  defaultPickupDelivery,
  DEFAULT_ORDER_SETTINGS,
  orderSettingsSchema,
  pickupDeliverySchemas,
} from '@scanorder/shared/business/settings';
import { DEFAULT_CATEGORIES } from '@scanorder/shared/menu/categories';
import { menuItemInputSchemas, type MenuItemInput } from '@scanorder/shared/menu/menu-item';
import type { AppDependencies } from '../app.ts';
import { createBranchesRepository } from '../modules/business/branches.repository.ts';
import { createBusinessRepository } from '../modules/business/business.repository.ts';
import { detailColumns, newImageKey } from '../modules/business/business.service.ts';
import { createMenuItemsRepository } from '../modules/menu/menu-items.repository.ts';
import { menuItemColumns } from '../modules/menu/menu-item-options.ts';
import { DEMO_GROCERY_PRODUCTS, DEMO_RESTAURANT_DISHES, type DemoDish } from './demo-menu-data.ts';

const PALETTE: [string, string][] = [
  ['#e65100', '#ffb300'],
  ['#b71c1c', '#ff7043'],
  ['#1b5e20', '#9ccc65'],
  ['#0d47a1', '#4fc3f7'],
  ['#4a148c', '#ce93d8'],
  ['#3e2723', '#bcaaa4'],
  ['#006064', '#80deea'],
  ['#880e4f', '#f48fb1'],
  ['#33691e', '#ffee58'],
  ['#263238', '#90a4ae'],
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** A 400x300 picture for an item: its category's gradient, a plate, a few shapes and its initials. */
function itemPicture(
  name: string,
  categoryIndex: number,
  width = 400,
  height = 300,
): Promise<Buffer> {
  const [from, to] = PALETTE[categoryIndex % PALETTE.length]!;
  const hash = hashOf(name);
  const shapes = Array.from({ length: 5 }, (_, index) => {
    const x = (hash >>> (index * 3)) % width;
    const y = (hash >>> (index * 5 + 1)) % height;
    const r = 14 + ((hash >>> (index * 2)) % 30);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.18"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}
<circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.32}" fill="#ffffff" fill-opacity="0.9"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${height * 0.24}" fill="none" stroke="${from}" stroke-width="4" stroke-opacity="0.5"/>
<text x="${width / 2}" y="${height / 2 + height * 0.09}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${height * 0.24}" text-anchor="middle" fill="${from}">${escapeXml(initialsOf(name))}</text>
</svg>`;
  // Low encoder effort: 190 pictures in well under a second, at a few KB each.
  return sharp(Buffer.from(svg)).webp({ quality: 72, effort: 1 }).toBuffer();
}

interface DemoBusiness {
  details: Record<string, unknown>;
  hours: unknown;
  closures: unknown;
  menuTypeHours: unknown;
  pickupDelivery: unknown;
  orderSettings: unknown;
  branches: string[];
  items: MenuItemInput[];
}

const rupees = (amount: number) => Math.round(amount * 100);

function dishInput(dish: DemoDish): unknown {
  const group = (entry: NonNullable<DemoDish['selectors']>[number]) => ({
    name: entry.name,
    min: entry.min,
    max: entry.max,
    options: entry.options.map(([value, extra, allergens]) => ({
      value,
      additionalPriceMinor: rupees(extra),
      allergens: allergens ?? [],
    })),
  });
  return {
    category: dish.category,
    name: dish.name,
    description: dish.description,
    priceMinor: rupees(dish.rupees),
    taxEnabled: false,
    taxPercentage: 0,
    tags: dish.tags ?? [],
    allergens: dish.allergens ?? [],
    selectors: (dish.selectors ?? []).map(group),
    modifiers: (dish.modifiers ?? []).map(group),
    incrementors: (dish.incrementors ?? []).map(group),
  };
}

function groceryInputs(): unknown[] {
  return Object.entries(DEMO_GROCERY_PRODUCTS).flatMap(([category, products]) =>
    products.map(([name, price, variantName, variants]) => ({
      category,
      name,
      description: `${name}, fresh from our ${category.toLowerCase()} shelf.`,
      priceMinor: rupees(price),
      tags: category === 'Produce' || category === 'Fruit' ? ['Vegan'] : [],
      allergens: category === 'Dairy & Eggs' ? (name === 'Eggs' ? ['Eggs'] : ['Milk']) : [],
      variants: (variants ?? []).map(([value, amount]) => ({
        variantName: variantName ?? 'Size',
        value,
        newPriceMinor: rupees(amount),
      })),
    })),
  );
}

/**
 * The demo is open around the clock every day in the server's own time zone (issue 20), so the
 * README's "place an order" works whenever a newcomer tries it.
 */
const aroundTheClock = WEEKDAYS.map((day) => ({
  day,
  closed: false,
  intervals: [{ open: '00:00', close: '24:00' }],
}));

/** The zone this server runs in (TZ), where "around the clock" is counted. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Which of the generated pictures each demo business wears as its logo. */
const LOGO_PICTURE: Record<BusinessKind, number> = { restaurant: 0, grocery: 2 };

const DEMO: Record<BusinessKind, () => DemoBusiness> = {
  restaurant: () => ({
    details: {
      businessOwnerLegalName: 'Demo Owner',
      businessName: 'Spice Route Kitchen',
      businessType: 'Local Store',
      businessDescription:
        'South and North Indian favourites: biryanis, tandoor, dosas and filter coffee, cooked fresh since 1998.',
      countryCode: '+91',
      mobileNo: '9876543210',
      whatsAppSameAsMobileNo: true,
      menuCurrency: 'INR',
      websiteUrl: 'https://spiceroute.example.com',
      timeZone: serverTimeZone(),
      businessAddress: '12 Race Course Road, Coimbatore, Tamil Nadu 641018',
      placeId: 'demo-place-spice-route',
      latitude: 11.0012,
      longitude: 76.9706,
    },
    hours: aroundTheClock,
    closures: [],
    menuTypeHours: DEFAULT_MENU_TYPE_HOURS,
    pickupDelivery: {
      ...defaultPickupDelivery('restaurant'),
      dineInEnabled: true,
      dineInPrepTimeMinutes: 20,
      schedulePickupEnabled: true,
      schedulePickupTimeMinutes: 30,
      selfDeliveryEnabled: true,
      deliveryRadiusEnabled: true,
      deliveryRadius: 6,
      minimumAmountEnabled: true,
      deliveryMinimumAmountMinor: rupees(199),
    },
    orderSettings: {
      ...DEFAULT_ORDER_SETTINGS,
      includeTaxCalculation: true,
      taxTypeName: 'GST',
      taxPercentage: 5,
      includeTips: true,
      tipsOptions: [5, 10, 15],
    },
    branches: ['Main Street', 'RS Puram', 'Airport'],
    items: DEMO_RESTAURANT_DISHES.map((dish) =>
      menuItemInputSchemas.restaurant.parse(dishInput(dish)),
    ),
  }),
  grocery: () => ({
    details: {
      businessOwnerLegalName: 'Demo Owner',
      businessName: 'Fresh Basket Grocers',
      businessType: 'Local Store',
      businessDescription:
        'Neighbourhood grocery with fresh produce, staples and household essentials, delivered the same day.',
      countryCode: '+91',
      mobileNo: '9876501234',
      whatsAppSameAsMobileNo: false,
      whatsAppCountryCode: '+91',
      whatsAppMobileNo: '9876501299',
      menuCurrency: 'INR',
      timeZone: serverTimeZone(),
      // On the map, as the restaurant is: a delivery's distance is checked against the radius.
      businessAddress: '48 Cross Cut Road, Gandhipuram, Coimbatore, Tamil Nadu 641012',
      placeId: 'demo-place-fresh-basket',
      latitude: 11.0183,
      longitude: 76.9682,
    },
    hours: aroundTheClock,
    closures: [],
    menuTypeHours: DEFAULT_MENU_TYPE_HOURS,
    pickupDelivery: {
      ...defaultPickupDelivery('grocery'),
      schedulePickupEnabled: true,
      selfDeliveryEnabled: true,
      deliveryRadiusEnabled: true,
      deliveryRadius: 4,
      minimumAmountEnabled: true,
      deliveryMinimumAmountMinor: rupees(299),
      maxOrdersPerSlot: 10,
    },
    orderSettings: {
      ...DEFAULT_ORDER_SETTINGS,
      includeTaxCalculation: true,
      taxTypeName: 'GST',
      taxPercentage: 5,
    },
    branches: ['Main Street', 'Gandhipuram'],
    items: groceryInputs().map((input) => menuItemInputSchemas.grocery.parse(input)),
  }),
};

/**
 * The demo account's sample restaurant and grocery store: details, hours around the clock,
 * settings, branches, a logo and full menus with generated pictures (nothing from the
 * network). Each part is added only where it is missing, so a second start changes nothing.
 */
export async function seedDemoMenu(
  deps: Pick<AppDependencies, 'database' | 'storage'>,
  accountId: string,
) {
  const scope = { accountId };
  const businesses = createBusinessRepository(deps.database.db);
  const branchRepository = createBranchesRepository(deps.database.db);
  const items = createMenuItemsRepository(deps.database.db);
  const seeded: Record<BusinessKind, { items: number; branches: number }> = {
    restaurant: { items: 0, branches: 0 },
    grocery: { items: 0, branches: 0 },
  };

  for (const kind of ['restaurant', 'grocery'] as const) {
    let business = await businesses.findByKind(scope, kind);
    const demo = DEMO[kind]();
    if (!business) {
      const details = businessDetailsInputSchemas[kind].parse(demo.details);
      const logoKey = newImageKey(accountId, kind);
      await deps.storage.put(
        logoKey,
        await itemPicture(details.businessName, LOGO_PICTURE[kind], 512, 512),
        'image/webp',
      );
      ({ record: business } = await businesses.upsertDetails(
        scope,
        kind,
        detailColumns(kind, details),
        {
          logoKey,
          hours: businessHoursSchema.parse(demo.hours),
          closures: closuresSchema.parse(demo.closures),
          menuTypeHours: menuTypeHoursSchema.parse(demo.menuTypeHours),
          pickupDelivery: pickupDeliverySchemas[kind].parse(demo.pickupDelivery),
          orderSettings: orderSettingsSchema.parse(demo.orderSettings),
          takingOrders: true,
          categories: [...DEFAULT_CATEGORIES[kind]],
        },
      ));
    }
    const businessId = business.id;

    if ((await branchRepository.list(scope, businessId)).length === 0) {
      for (const name of demo.branches)
        await branchRepository.insert(scope, { businessId, kind, name }, () => undefined);
      seeded[kind].branches = demo.branches.length;
    }

    if ((await items.count(scope, businessId)) === 0) {
      const categories: string[] = [...DEFAULT_CATEGORIES[kind]];
      const rows = await Promise.all(
        demo.items.map(async (input) => {
          const imageKey = newImageKey(accountId, kind);
          await deps.storage.put(
            imageKey,
            await itemPicture(input.name, categories.indexOf(input.category)),
            'image/webp',
          );
          return {
            kind,
            category: input.category,
            imageKey,
            ...menuItemColumns(kind, input),
          };
        }),
      );
      await items.insertMany(scope, businessId, rows);
      seeded[kind].items = rows.length;
    }
  }
  return seeded;
}
