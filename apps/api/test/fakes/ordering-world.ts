import type { BusinessKind } from '@scanorder/shared/account/services';
import type { AccountPlanState } from '@scanorder/shared/plans/limits';
import type { OrderSettings } from '@scanorder/shared/business/settings';
import type { FulfilmentType } from '@scanorder/shared/ordering/order-status';
import type { Order } from '@scanorder/shared/ordering/place-order';
import { createAccountStandings } from '../../src/modules/billing/plan-activity.ts';
import { createBoardService } from '../../src/modules/board/board.service.ts';
import type { OrderNotifier } from '../../src/modules/ordering/order-notifier.ts';
import { createOrdersService } from '../../src/modules/ordering/orders.service.ts';
import { createPublicMenuService } from '../../src/modules/ordering/public-menu.service.ts';
import { createStorefrontLoader } from '../../src/modules/storefront/storefront.ts';
import { createFakePlanState } from './billing.ts';
import { planStates, tenantContext } from './builders.ts';
import { createFakeOrders } from './orders.ts';
import {
  branchRow,
  businessRecord,
  placeOrderInput,
  type BusinessOverrides,
} from './store-builders.ts';
import { createFakeStorage, createFakeStorefront } from './storefront.ts';
import type { StorefrontItem } from '../../src/modules/storefront/storefront.repository.ts';
import type { BusinessRecord } from '../../src/modules/business/business.repository.ts';

/** A clock the services and the fakes share; tests move it. */
export function testClock(start: Date) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export interface OrderingWorldOptions {
  now?: Date;
  /** The account's trial and subscription: in its trial unless told otherwise. */
  plan?: AccountPlanState;
  /** Whether an order is paid before it is sent (the payments service decides in the app). */
  paidBeforeSent?: (
    accountId: string,
    fulfilment: FulfilmentType,
    settings: OrderSettings,
  ) => Promise<boolean>;
}

/**
 * Placing orders, the customer menu and the board with every repository in memory: the real services, the real
 * storefront loader (closed accounts, branches, plan activity), the fakes in `./orders.ts` and
 * `./storefront.ts`. `open` adds a business with one branch and its items.
 */
export function createOrderingWorld(options: OrderingWorldOptions = {}) {
  const clock = testClock(options.now ?? new Date('2026-05-04T06:30:00Z'));
  const store = createFakeStorefront();
  const data = createFakeOrders({ now: clock.now });
  const storage = createFakeStorage();
  const plan = createFakePlanState(options.plan ?? planStates.inTrial(clock.now()));
  const placed: Order[] = [];
  const changed: { order: Order; previousStatus: string | null }[] = [];
  const notifier: OrderNotifier = {
    orderPlaced: (order) => placed.push(order),
    orderChanged: (order, { previousStatus }) => changed.push({ order, previousStatus }),
  };
  const loadStorefront = createStorefrontLoader({
    businesses: store.businessRepository,
    storefront: store.storefrontRepository,
    standings: createAccountStandings(plan),
  });
  const ordering = createOrdersService({
    orders: data.orders,
    placement: data.placement,
    businesses: store.businessRepository,
    storefront: store.storefrontRepository,
    loadStorefront,
    storage,
    retentionDays: 400,
    notifier,
    scopes: { run: (_accountId, work) => work() },
    paidBeforeSent: options.paidBeforeSent,
    now: clock.now,
  });
  const publicMenu = createPublicMenuService({
    scopes: { run: (_accountId, work) => work() },
    loadStorefront,
    storefront: store.storefrontRepository,
    orders: data.orders,
    // No QR codes: the menu shows the identifier as scanned (the QR code's own data is SQL).
    qrCodes: { findByIdentifier: async () => undefined },
    storage,
    now: clock.now,
  });
  const board = createBoardService({
    board: data.board,
    updates: data.updates,
    businesses: store.businessRepository,
    storefront: store.storefrontRepository,
    storage,
    notifier,
    now: clock.now,
  });

  /** A business of `kind` with a branch "Main Street", taking orders, and its items. */
  function open(
    kind: BusinessKind,
    overrides: BusinessOverrides = {},
    items: (business: BusinessRecord) => StorefrontItem[] = () => [],
  ) {
    const business = businessRecord(kind, overrides);
    const branch = branchRow(business);
    const menu = items(business);
    store.add(business, [branch], menu);
    data.branchNames.set(branch.id, branch.name);
    const owner = tenantContext({ accountId: business.accountId });
    data.memberNames.set(owner.memberId, 'Asha Raman');
    return {
      business,
      branch,
      items: menu,
      owner,
      input: (request: Parameters<typeof placeOrderInput>[1] = {}) =>
        placeOrderInput(branch, request),
    };
  }

  return {
    clock,
    store,
    data,
    plan,
    ordering,
    publicMenu,
    board,
    notified: { placed, changed },
    open,
  };
}

export type OrderingWorld = ReturnType<typeof createOrderingWorld>;
