import { randomUUID } from 'node:crypto';
import type { BoardRepository, OrderEditRow } from '../../src/modules/board/board.repository.ts';
import type {
  LineChange,
  OrderUpdate,
  OrderUpdatesRepository,
} from '../../src/modules/board/order-updates.repository.ts';
import type {
  OrderEventRow,
  OrderRow,
  OrdersRepository,
} from '../../src/modules/ordering/orders.repository.ts';
import type { PlacedOrderRow } from '../../src/modules/ordering/order-view.ts';
import type {
  NewOrder,
  PlacementRepository,
} from '../../src/modules/ordering/placement.repository.ts';
import type { TenantScope } from '../../src/tenancy/tenant.ts';

/** A QR code as placing an order reads it: the identifier's spelling and its additional data. */
interface ScannableCode {
  accountId: string;
  branchId: string;
  identifier: string;
  additionalData: { key: string; value: string }[];
}

/** Rows leave the fake as copies, as rows leave the database: callers never alias its state. */
const copy = <T>(value: T): T => structuredClone(value);

function notFaked(name: string): never {
  throw new Error(`${name} is a SQL query: it is tested on the databases (board.test.ts)`);
}

/**
 * The orders table in memory, behind the repositories that read and change it: placing (numbers
 * per business, idempotency keys per account, slot capacity, the scanned QR code), the board's
 * reads, and the team's changes under the version check (a stale version, a refused move and an
 * order of another account or branch change nothing). `now` stamps changes, as the database
 * clock does; give the services the same clock.
 */
export function createFakeOrders({ now = () => new Date() }: { now?: () => Date } = {}) {
  const rows: OrderRow[] = [];
  const events: OrderEventRow[] = [];
  const edits: (OrderEditRow & { previousLines: unknown })[] = [];
  const counters = new Map<string, number>();
  const codes: ScannableCode[] = [];
  const memberNames = new Map<string, string>();
  const branchNames = new Map<string, string>();

  const ofAccount = (scope: TenantScope) => rows.filter((row) => row.accountId === scope.accountId);
  const live = (row: OrderRow) => row.status !== 'Order Cancelled';

  function insert(scope: TenantScope, values: NewOrder): PlacedOrderRow {
    const counter = `${scope.accountId}/${values.businessId}`;
    const referenceNumber = (counters.get(counter) ?? 0) + 1;
    counters.set(counter, referenceNumber);
    const at = now();
    const row: PlacedOrderRow = {
      branchId: null,
      scheduledFor: null,
      additionalData: [],
      distanceVerified: true,
      modified: false,
      cancelDescription: null,
      cancelledFrom: null,
      readyBy: null,
      originalLines: null,
      customerId: null,
      awaitingPaymentUntil: null,
      paymentSummary: null,
      personalDataErasedAt: null,
      ...copy(values),
      id: randomUUID(),
      accountId: scope.accountId,
      referenceNumber,
      status: 'Order Placed',
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
    // Its placing is not an event row: readers make it from the order (`placingEventOf`).
    rows.push(row);
    return row;
  }

  const placement: PlacementRepository = {
    async findByIdempotencyKey(scope, key) {
      const row = ofAccount(scope).find((candidate) => candidate.idempotencyKey === key);
      return row && copy(row);
    },
    async place(scope, values, capacity, scanned = null) {
      const existing = ofAccount(scope).find((row) => row.idempotencyKey === values.idempotencyKey);
      if (existing) return { outcome: 'existing', order: copy(existing) };
      if (capacity) {
        const booked = ofAccount(scope).filter(
          (row) =>
            row.branchId === capacity.branchId &&
            row.scheduledFor?.getTime() === capacity.scheduledFor.getTime() &&
            live(row),
        ).length;
        if (booked >= capacity.maxOrders) return { outcome: 'slot-full' };
      }
      const code =
        scanned &&
        codes.find(
          (candidate) =>
            candidate.accountId === scope.accountId &&
            candidate.branchId === scanned.branchId &&
            candidate.identifier.toLowerCase() === scanned.identifier.toLowerCase(),
        );
      const placed = insert(
        scope,
        code
          ? { ...values, identifier: code.identifier, additionalData: code.additionalData }
          : values,
      );
      return { outcome: 'created', order: copy(placed) };
    },
  };

  const orders: Pick<
    OrdersRepository,
    'bookedSlots' | 'releasePaid' | 'listRecentForCustomer' | 'unsafeFindOrderById'
  > = {
    async releasePaid(scope, orderId) {
      const row = ofAccount(scope).find(
        (candidate) => candidate.id === orderId && candidate.awaitingPaymentUntil !== null,
      );
      if (!row) return undefined;
      Object.assign(row, {
        awaitingPaymentUntil: null,
        version: row.version + 1,
        updatedAt: now(),
      });
      return copy(row);
    },
    async bookedSlots(scope, branchId, from, to) {
      const booked: Record<string, number> = {};
      for (const row of ofAccount(scope)) {
        const at = row.scheduledFor;
        if (row.branchId !== branchId || !at || !live(row)) continue;
        if (at < from || at > to) continue;
        booked[at.toISOString()] = (booked[at.toISOString()] ?? 0) + 1;
      }
      return booked;
    },
    async listRecentForCustomer(scope, businessId, customerId, limit) {
      return ofAccount(scope)
        .filter(
          (row) =>
            row.businessId === businessId &&
            row.customerId === customerId &&
            row.personalDataErasedAt === null,
        )
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, limit)
        .map((row) => ({
          id: row.id,
          referenceNumber: row.referenceNumber,
          status: row.status,
          storeName: row.storeName,
          identifier: row.identifier,
          totalMinor: row.totalMinor,
          currency: row.currency,
          createdAt: row.createdAt,
        }));
    },
    async unsafeFindOrderById(orderId) {
      const row = rows.find((candidate) => candidate.id === orderId);
      return row && copy(row);
    },
  };

  /** One order of the account; with `branchId` (a kiosk) only if it is that branch's. */
  const one = (scope: TenantScope, orderId: string, branchId?: string) =>
    ofAccount(scope).find((row) => row.id === orderId && (!branchId || row.branchId === branchId));

  const board: BoardRepository = {
    list: () => notFaked('board.list'),
    historyPage: () => notFaked('board.historyPage'),
    changedSince: () => notFaked('board.changedSince'),
    async findOne(scope, orderId, branchId) {
      const row = one(scope, orderId, branchId);
      // Paid before it is sent: not the team's until paid.
      return row && row.awaitingPaymentUntil === null ? copy(row) : undefined;
    },
    async eventsOf(scope, orderIds) {
      return copy(
        events.filter(
          (event) => event.accountId === scope.accountId && orderIds.includes(event.orderId),
        ),
      );
    },
    async editsOf(scope, orderIds) {
      return edits
        .filter((edit) => edit.accountId === scope.accountId && orderIds.includes(edit.orderId))
        .map(({ previousLines: _lines, ...edit }) => copy(edit));
    },
    async memberNames(_scope, ids) {
      return new Map(
        ids.flatMap((id) => (memberNames.has(id) ? [[id, memberNames.get(id)!]] : [])),
      );
    },
    async branchNames(_scope, ids) {
      return new Map(
        ids.flatMap((id) => (branchNames.has(id) ? [[id, branchNames.get(id)!]] : [])),
      );
    },
  };

  /** `lockedUpdate` of the real repository: version, then the rule, then the change and its record. */
  function lockedUpdate(
    scope: TenantScope,
    orderId: string,
    expected: { expectedVersion: number; branchId?: string | undefined },
    change: {
      allowed: (row: OrderRow) => boolean;
      set: (row: OrderRow) => Partial<OrderRow>;
      record: (previous: OrderRow, updated: OrderRow) => void;
    },
  ): OrderUpdate {
    const row = one(scope, orderId, expected.branchId);
    // Held for its payment: not the team's until paid, as in the real repository.
    if (!row || row.awaitingPaymentUntil !== null) return { outcome: 'not-found' };
    if (row.version !== expected.expectedVersion) return { outcome: 'stale', order: copy(row) };
    if (!change.allowed(copy(row))) return { outcome: 'refused', order: copy(row) };
    const previous = copy(row);
    // Computed before anything is written: a throwing `set` rolls back, as the transaction does.
    const values = change.set(copy(row));
    Object.assign(row, values, { version: row.version + 1, updatedAt: now() });
    change.record(previous, row);
    return { outcome: 'updated', order: copy(row), previous };
  }

  const updates: OrderUpdatesRepository = {
    async moveStatus(scope, orderId, change) {
      return lockedUpdate(scope, orderId, change, {
        allowed: change.allowed,
        set: (current) => ({
          status: change.to,
          cancelDescription:
            change.to === 'Order Cancelled' ? change.cancelDescription : current.cancelDescription,
          cancelledFrom: change.to === 'Order Cancelled' ? current.status : current.cancelledFrom,
          readyBy: change.readyBy === undefined ? current.readyBy : change.readyBy,
        }),
        record: (previous, moved) =>
          events.push({
            id: randomUUID(),
            orderId,
            accountId: scope.accountId,
            fromStatus: previous.status,
            toStatus: change.to,
            actor: change.actor,
            at: moved.updatedAt,
          }),
      });
    },
    async editLines(scope, orderId, change) {
      return lockedUpdate(scope, orderId, change, {
        allowed: change.editable,
        set: (current): LineChange & Partial<OrderRow> => ({
          ...change.reprice(current),
          originalLines: current.originalLines ?? current.lines,
          modified: true,
        }),
        record: (previous, edited) =>
          edits.push({
            id: randomUUID(),
            orderId,
            accountId: scope.accountId,
            actor: change.actor,
            at: edited.updatedAt,
            previousLines: previous.lines,
            previousTotalMinor: previous.totalMinor,
            totalMinor: edited.totalMinor,
          }),
      });
    },
  };

  return {
    rows,
    events,
    edits,
    codes,
    memberNames,
    branchNames,
    placement,
    orders,
    board,
    updates,
  };
}
