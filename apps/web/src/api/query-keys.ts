import type { BusinessKind } from '@scanorder/shared/account/services';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import type { BillingInterval } from '@scanorder/shared/plans/catalog';

/**
 * Every key the owner app caches under, in one place: a feature's reads and the invalidations of
 * other screens name the same entry (the branch list SERVICE SETTINGS edits is the one ORDERS,
 * REPORTS and QR-CODES read), and each key starts with its resource so one call can refresh a
 * whole resource (`queryKeys.menu.all(kind)`).
 */
export const queryKeys = {
  me: ['me'] as const,
  appConfig: ['app-config'] as const,

  business: (kind: BusinessKind) => ['business', kind] as const,
  branches: (kind: BusinessKind) => ['branches', kind] as const,
  /** Asked again whenever the business changes (`businessVersion`, its updatedAt). */
  orderingPreview: (
    kind: BusinessKind,
    branchId: string | null,
    when: 'now' | { date: string; time: string },
    businessVersion: string,
  ) => ['ordering-preview', kind, branchId, when, businessVersion] as const,
  onlinePayment: (kind: BusinessKind) => ['online-payment', kind] as const,

  menu: {
    all: (kind: BusinessKind) => ['menu', kind] as const,
    items: (kind: BusinessKind, params: object) => ['menu', kind, 'items', params] as const,
    categories: (kind: BusinessKind) => ['menu', kind, 'categories'] as const,
    /** Under the restaurant's menu: a changed group changes the items it is attached to. */
    sharedOptionGroups: ['menu', 'restaurant', 'shared-option-groups'] as const,
  },
  translations: (kind: BusinessKind, locale: GuestLocale) =>
    ['menu-translations', kind, locale] as const,

  qrCodes: {
    all: (kind: BusinessKind) => ['qr-codes', kind] as const,
    list: (kind: BusinessKind, branchId: string) => ['qr-codes', kind, 'list', branchId] as const,
  },

  ordersBoard: {
    /** One board's lists and opened orders: `board` is its source's key (owner or kiosk). */
    of: (board: readonly string[]) => ['orders-board', ...board] as const,
    list: (board: readonly string[], query: object) => ['orders-board', ...board, query] as const,
    order: (board: readonly string[], orderId: string, version: number) =>
      ['orders-board', ...board, 'order', orderId, version] as const,
  },
  /** A board's tables with unpaid dine-in orders, read again whenever one of its tickets changes. */
  openBills: (board: readonly string[], change: string) =>
    ['open-bills', ...board, change] as const,
  /** Every read of one board's open bills, whatever the board's tickets were then. */
  openBillsOf: (board: readonly string[]) => ['open-bills', ...board] as const,
  orderPayment: {
    all: (orderId: string) => ['order-payment', orderId] as const,
    at: (orderId: string, version: number) => ['order-payment', orderId, version] as const,
    /** The table's bill the order is on, under the order's key so a refund reads both again. */
    bill: (orderId: string, version: number) =>
      ['order-payment', orderId, 'bill', version] as const,
  },
  ordersMenuLookup: (kind: BusinessKind, search: string) =>
    ['orders-menu-lookup', kind, search] as const,
  kioskSession: ['kiosk-session'] as const,
  reports: (kind: BusinessKind, search: string) => ['reports', kind, search] as const,

  /** The public price list (home and pricing pages). */
  plans: (interval: BillingInterval, currency: string) => ['plans', interval, currency] as const,
  billing: {
    all: ['billing'] as const,
    plans: (interval: BillingInterval, currency: string) =>
      ['billing', 'plans', interval, currency] as const,
    subscription: ['billing', 'subscription'] as const,
    payoutAccount: ['billing', 'payout-account'] as const,
    payoutBalance: ['billing', 'payout-balance'] as const,
    checkout: (sessionId: string) => ['billing', 'checkout', sessionId] as const,
  },

  members: ['members'] as const,
  invite: (token: string) => ['invite', token] as const,
  profile: ['profile'] as const,
  accountClosure: ['account-closure'] as const,

  admin: {
    user: (email: string) => ['admin', 'user', email] as const,
    audit: (userId: string) => ['admin', 'audit', userId] as const,
    collections: ['admin', 'collections'] as const,
  },
};
