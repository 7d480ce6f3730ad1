import type { BusinessKind } from '../account/services.ts';
import type { GuestFulfilment } from '../ordering/guest-details.ts';
import { KIND_LABEL, MENU_LIMITS } from './constants.ts';

/**
 * Everything that differs between a restaurant and a grocery store, in one place. Both run on one
 * engine (docs/product/README.md); code asks the policy of a kind instead of comparing the kind
 * itself, so a new difference is added here and read where it applies. Labels are the English
 * keys the owner app and the customer pages translate through their t().
 */
export interface KindPolicy {
  /** How texts name the kind ("Restaurant Records", "Grocery Logo"). */
  label: string;
  /** Items carry option groups: modifiers, selectors, incrementors and shared groups. */
  hasOptionGroups: boolean;
  /** Items carry variants (size, weight), each with its own price. */
  hasVariants: boolean;
  /** The menu CSV's row type for the rows below an item (docs/product/menu-import.md). */
  childRowType: 'Option' | 'Variant';
  /** The business details hold a street address and its map place. */
  hasAddress: boolean;
  /** Dine-in exists: a table's QR code, the "Ready to Serve" filter, pay at the end of the meal. */
  offersDineIn: boolean;
  /** How a guest may get an order, in the order settings and checkout list them. */
  fulfilments: readonly GuestFulfilment[];
  /** The menu is a product catalogue: pages with a name search and a total, shown as a grid. */
  pagedMenu: boolean;
  /** A product with nothing to choose is added from its card with + and −, no item sheet. */
  quickAdd: boolean;
  /** Items per menu and per page (docs/product/plans-and-limits.md). */
  menuLimits: { maxItems: number; pageSize: number };
  /** The board's name for an accepted order (docs/product/order-states.md). */
  acceptedLabel: 'In the Kitchen' | 'In the Store';
  /** A QR code's description: a restaurant names the table it identifies; grocery must say. */
  qrDescription: { label: 'Identifier Description' | 'Description'; required: boolean };
  /** The error toast's prefix when the menu list fails; the two were worded apart. */
  menuListError: string;
}

const POLICIES: Record<BusinessKind, KindPolicy> = {
  restaurant: {
    label: KIND_LABEL.restaurant,
    hasOptionGroups: true,
    hasVariants: false,
    childRowType: 'Option',
    hasAddress: true,
    offersDineIn: true,
    fulfilments: ['dine-in', 'pickup', 'delivery'],
    pagedMenu: false,
    quickAdd: false,
    menuLimits: MENU_LIMITS.restaurant,
    acceptedLabel: 'In the Kitchen',
    qrDescription: { label: 'Identifier Description', required: false },
    menuListError: 'Server Error While Getting Restaurant Menu items!',
  },
  grocery: {
    label: KIND_LABEL.grocery,
    hasOptionGroups: false,
    hasVariants: true,
    childRowType: 'Variant',
    hasAddress: false,
    offersDineIn: false,
    fulfilments: ['pickup', 'delivery'],
    pagedMenu: true,
    quickAdd: true,
    menuLimits: MENU_LIMITS.grocery,
    acceptedLabel: 'In the Store',
    qrDescription: { label: 'Description', required: true },
    menuListError: 'Server Error While query Grocery menu records',
  },
};

export function policyOf(kind: BusinessKind): KindPolicy {
  return POLICIES[kind];
}

type Kinded = { kind: BusinessKind };

/**
 * Narrows a value of a kind-discriminated union (item, business) to its restaurant shape, the
 * one with option groups, dine-in and an address.
 */
export function isRestaurantShaped<T extends Kinded>(
  value: T,
): value is Extract<T, { kind: 'restaurant' }> {
  return policyOf(value.kind).hasOptionGroups;
}

/** Narrows a value of a kind-discriminated union to its grocery shape, the one with variants. */
export function isGroceryShaped<T extends Kinded>(
  value: T,
): value is Extract<T, { kind: 'grocery' }> {
  return policyOf(value.kind).hasVariants;
}

/**
 * Narrows a menu item input (which carries no kind) to the restaurant form: the inputs are told
 * apart by their option groups.
 */
export function hasOptionGroupInput<T extends object>(
  input: T,
): input is Extract<T, { modifiers: unknown }> {
  return 'modifiers' in input;
}
