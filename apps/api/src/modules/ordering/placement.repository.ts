import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { orderChangedOf } from '../events/app-events.ts';
import type { EventPublisher } from '../events/event-publisher.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { rowsOf } from '../../db/rows.ts';
import type { TenantScopes } from '../../tenancy/tenant-scope.ts';
import type { PlacedJson, PlacedOrderRow } from './order-view.ts';
import type { OrderRow } from './orders.repository.ts';
import { bumpStatement, parametersOf, placeStatementOf } from './place-statement.ts';

/** A new order's values; its JSON columns typed, as the server built them (`PlacedJson`). */
export type NewOrder = Omit<
  typeof orders.$inferInsert,
  | 'id'
  | 'accountId'
  | 'referenceNumber'
  | 'status'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
  | keyof PlacedJson
> &
  PlacedJson;

/** A pickup slot whose capacity the insert re-checks while it holds the business's counter lock. */
export interface SlotCapacity {
  branchId: string;
  scheduledFor: Date;
  maxOrders: number;
}

/**
 * The QR code a customer scanned, by branch and identifier (any case): when it exists, the order
 * takes its identifier as spelled there and its additional data instead of the given ones.
 */
export interface ScannedCode {
  branchId: string;
  identifier: string;
}

export type PlaceResult =
  | { outcome: 'created'; order: PlacedOrderRow }
  | { outcome: 'existing'; order: OrderRow }
  | { outcome: 'slot-full' };

/** Carries a result out of a transaction that had to roll back. */
class RolledBack extends Error {
  constructor(readonly result: Answered) {
    super('rolled back');
  }
}

const orderColumns = getTableColumns(orders);
const orderColumnEntries = Object.entries(orderColumns);

/** What a new order's row takes from the server: the values it built, and which columns it did not. */
interface Built {
  /** The columns PostgreSQL made (`madeColumns`), read from the statement's row. */
  made: ReadonlySet<string>;
  values: NewOrder;
  accountId: string;
}

/**
 * A new order's row: the columns PostgreSQL made come from the statement's row (column names,
 * driver values, mapped as Drizzle's select maps them); the rest are the values the server built,
 * so its JSON columns are not sent back, parsed and mapped again. Its JSON columns are never made
 * (`madeColumns`): they are `built.values`' own, which a `NewOrder` types (`PlacedJson`).
 */
function placedOrderOf(raw: Record<string, unknown>, built: Built): PlacedOrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of orderColumnEntries) {
    if (!built.made.has(key)) {
      row[key] =
        key === 'accountId' ? built.accountId : (built.values[key as keyof NewOrder] ?? null);
      continue;
    }
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow as PlacedOrderRow;
}

/**
 * What the place statement answered. A key that already placed an order answers `known` only: the
 * stored order is read whole afterwards (a retry, rare), so a new order's answer carries just the
 * columns PostgreSQL made, not the 37 of a whole row.
 */
type Answered = Exclude<PlaceResult, { outcome: 'existing' }> | { outcome: 'known' };

function answeredOf(rows: Record<string, unknown>[], built: Built): Answered | undefined {
  const [row] = rows;
  if (!row) return undefined;
  return row.outcome === 'existing'
    ? { outcome: 'known' }
    : { outcome: 'created', order: placedOrderOf(row, built) };
}

function unexpected(): never {
  throw new Error('placing an order returned no row');
}

/**
 * Placing orders: the statements that number and insert an order, idempotently.
 * `events` announces a placed order once it committed (decision 041); the board module's publisher
 * also drops this process's board lists of the account. `place` runs in a scope of the order's
 * account of its own (`scopes`).
 */
export function createPlacementRepository(
  db: Database,
  scopes: Pick<TenantScopes, 'run' | 'statement'>,
  events?: Pick<EventPublisher, 'publish'>,
) {
  async function findByIdempotencyKey(
    scope: TenantScope,
    key: string,
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.accountId, scope.accountId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  return {
    findByIdempotencyKey,

    /**
     * Places an order, or returns the one already placed under the same idempotency key (unique per
     * account). Reference numbers come from the business's counter row
     * (`insert ... on conflict do update set last = last + 1`): its row lock queues the placements
     * of one business, so numbers are unique and gap-free, and a placement that does not insert
     * rolls its bump back.
     *
     * Without a slot capacity it is ONE statement, its scope's only one, so its own transaction and
     * one round trip on PostgreSQL (`scopes.statement`, decision 040's sixth pass): the idempotency
     * lookup, the bump (skipped when the key is known) and the order are data-modifying CTEs; the
     * order is announced after the commit (decision 041). The counter
     * lock is held only while that statement runs and commits. A retry racing the first placement
     * of its key saw no order in its snapshot, waits on the counter, then fails on
     * `orders_account_idempotency_key` and rolls back whole: the caller answers with the first
     * order (as for a key reused in another business).
     *
     * With a slot capacity the slot count must see every order placed before the lock was granted,
     * which one statement's snapshot cannot: the bump comes first, then the same statement (its own,
     * later snapshot) counts the slot and inserts, and the transaction rolls back when it did not.
     *
     * With `scanned`, the order takes the QR code's identifier and additional data (see
     * `ScannedCode`), read by the same statement.
     *
     * A known key's order is then read whole in a scope of its own: it committed before the
     * statement's snapshot, so it is there.
     */
    async place(
      scope: TenantScope,
      values: NewOrder,
      capacity: SlotCapacity | null,
      scanned: ScannedCode | null = null,
    ): Promise<PlaceResult> {
      const keys = (Object.keys(values) as (keyof NewOrder)[]).filter(
        (key) => values[key] !== undefined,
      );
      const shape = { keys, scanned: scanned !== null, capacity: capacity !== null };
      const { statement, made, template } = placeStatementOf(shape);
      const parameters = parametersOf(template, values, keys, scope.accountId, scanned);
      const built: Built = { made, values, accountId: scope.accountId };
      const answered = await (capacity
        ? placeInSlot(capacity)
        : scopes
            // Its business's counter is the row it locks until the commit.
            .statement(scope.accountId, statement, parameters, values.businessId)
            .then((rows) => answeredOf(rows, built) ?? unexpected()));
      switch (answered.outcome) {
        case 'known': {
          const stored = await scopes.run(scope.accountId, () =>
            findByIdempotencyKey(scope, values.idempotencyKey),
          );
          return { outcome: 'existing', order: stored ?? unexpected() };
        }
        case 'created':
          // An order awaiting payment is announced when it is paid (`releasePaid`), not before.
          if (!answered.order.awaitingPaymentUntil) events?.publish(orderChangedOf(answered.order));
          return answered;
        default:
          return answered;
      }

      function placeInSlot(capacity: SlotCapacity): Promise<Answered> {
        return scopes
          .run(scope.accountId, () =>
            db.transaction(async (tx): Promise<Answered> => {
              const bumped = await bumpStatement.run(tx, parameters, { named: false });
              const [counter] = rowsOf(bumped) as [{ last: number }];
              const result = answeredOf(
                rowsOf(
                  await statement.run(
                    tx,
                    {
                      ...parameters,
                      reference: counter.last,
                      slotBranchId: capacity.branchId,
                      slotAt: orders.scheduledFor.mapToDriverValue(capacity.scheduledFor),
                      maxOrders: capacity.maxOrders,
                    },
                    { named: false },
                  ),
                ),
                built,
              ) ?? { outcome: 'slot-full' };
              // Nothing placed: undo the bump, the counter stays gap-free.
              if (result.outcome !== 'created') throw new RolledBack(result);
              return result;
            }),
          )
          .catch((error: unknown) => {
            if (error instanceof RolledBack) return error.result;
            throw error;
          });
      }
    },
  };
}

export type PlacementRepository = ReturnType<typeof createPlacementRepository>;
