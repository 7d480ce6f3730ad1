import { and, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businessOrderCounters, orders, qrCodes } from '../../db/schema/orders.ts';
import { prepareStatement, type PreparedStatement } from '../../db/prepared-statement.ts';
import { orderChangedOf } from '../events/app-events.ts';
import type { EventPublisher } from '../events/event-publisher.ts';
import type { TenantScope } from '../../tenancy/tenant.ts';
import { rowsOf } from '../../db/rows.ts';
import type { TenantScopes } from '../../tenancy/tenant-scope.ts';
import type { PlacedJson, PlacedOrderRow } from './order-view.ts';
import type { OrderRow } from './orders.repository.ts';

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

/** Which statement places an order: the columns given, a scanned QR code, a slot with a capacity. */
interface PlaceShape {
  keys: (keyof NewOrder)[];
  scanned: boolean;
  capacity: boolean;
}

/** The columns a scanned QR code gives the order instead of the ones the customer sent. */
const FROM_CODE: Partial<Record<keyof NewOrder, string>> = {
  identifier: 'identifier',
  additionalData: 'additional_data',
};

/**
 * The columns of a new order that PostgreSQL makes: every one the server does not give (the id,
 * the reference number, the status, version and times, the defaults) and, with a scanned code,
 * the ones the code may replace. The order's account is given.
 */
function madeColumns(shape: PlaceShape): Set<string> {
  const given = new Set<string>(shape.keys);
  return new Set(
    Object.keys(orderColumns).filter(
      (key) =>
        key !== 'accountId' &&
        (!given.has(key) || (shape.scanned && FROM_CODE[key as keyof NewOrder] !== undefined)),
    ),
  );
}

/** The counter bump: a business's next reference number, only when `only` holds. */
const bump = (only: SQL) => sql`
  insert into ${businessOrderCounters} (business_id, account_id, last)
  select ${sql.placeholder('businessId')}::uuid, ${sql.placeholder('accountId')}::uuid, 1
  where ${only}
  on conflict (business_id, account_id) do update set last = ${businessOrderCounters}.last + 1
  returning last`;

/**
 * One statement that answers "existing" when an order was already placed under the idempotency key
 * (its row is read afterwards, `Answered`), or inserts the order ("created", only the columns
 * PostgreSQL made: `made`), or returns no row. Its first event is not a row: readers make it from
 * the order (`placingEventOf`, decision 040's fourteenth pass). Listeners hear of
 * it from `place` after the commit (decision 041: NOTIFY here serialized every order's commit).
 * Without a capacity it bumps the business's counter itself (a CTE, skipped when the key is
 * known) and inserts with that number; with one, the caller bumped first and passes the number
 * (`reference`), and it inserts only while the slot has room (`slotBranchId`, `slotAt`,
 * `maxOrders`). A scanned QR code (`scannedBranchId`, `scannedIdentifier`) is read in the same
 * statement. Every CTE reads the statement's one snapshot.
 *
 * Values are placeholders (given as driver values, `driverValuesOf`): the text depends on the
 * shape alone, so it is built and prepared once per shape.
 */
function placeStatement(shape: PlaceShape, made: ReadonlySet<string>): SQL {
  const accountId = sql.placeholder('accountId');
  const names = shape.keys.map((key) => sql.identifier(orderColumns[key].name));
  const params = shape.keys.map((key) => {
    const param = sql`${sql.placeholder(key)}`;
    const column = FROM_CODE[key];
    return shape.scanned && column
      ? sql`coalesce((select ${sql.identifier(column)} from code), ${param})`
      : param;
  });
  const code = shape.scanned
    ? sql`code as (
        select ${qrCodes.identifier}, ${qrCodes.additionalData} from ${qrCodes}
        where ${and(
          eq(qrCodes.accountId, accountId),
          eq(qrCodes.branchId, sql.placeholder('scannedBranchId')),
          sql`lower(${qrCodes.identifier}) = lower(${sql.placeholder('scannedIdentifier')})`,
        )}
        limit 1
      ),`
    : sql``;
  const booked = sql`(select count(*) from ${orders} where ${and(
    eq(orders.accountId, accountId),
    eq(orders.branchId, sql.placeholder('slotBranchId')),
    eq(orders.scheduledFor, sql.placeholder('slotAt')),
    ne(orders.status, 'Order Cancelled'),
  )})`;
  // Without a capacity the order's row is selected from the bump's: no bump (a known key), no
  // order, and no subquery on `bumped` to initialize per order (decision 040, fifteenth pass).
  const parts = shape.capacity
    ? {
        counter: sql``,
        reference: sql`${sql.placeholder('reference')}::integer`,
        source: sql`where not exists (select 1 from existing) and ${booked} < ${sql.placeholder('maxOrders')}::integer`,
      }
    : {
        counter: sql`bumped as (${bump(sql`not exists (select 1 from existing)`)}),`,
        reference: sql`bumped.last`,
        source: sql`from bumped`,
      };
  // Named columns, not `*`: a prepared statement's result type must not change when a later
  // migration adds a column while this process still runs ("cached plan must not change result
  // type"). Only the ones PostgreSQL made: a known key's order is read whole afterwards.
  const madeNames = Object.entries(orderColumns)
    .filter(([key]) => made.has(key))
    .map(([, column]) => sql.identifier(column.name));
  const columns = sql.join(madeNames, sql`, `);
  // `existing` has one row at most, without a limit: the key is unique per account
  // (orders_account_idempotency_key).
  return sql`
    with existing as (
      select ${columns} from ${orders}
      where ${and(eq(orders.accountId, accountId), eq(orders.idempotencyKey, sql.placeholder('idempotencyKey')))}
    ),
    ${code}
    ${parts.counter}
    placed as (
      insert into ${orders} (${sql.join([...names, sql`account_id`, sql`reference_number`], sql`, `)})
      select ${sql.join([...params, sql`${accountId}::uuid`, parts.reference], sql`, `)}
      ${parts.source}
      returning ${sql.join([...madeNames, sql`account_id`], sql`, `)}
    )
    select 'existing' as outcome, existing.* from existing
    union all
    select 'created' as outcome, ${columns} from placed`;
}

/** A slot with a capacity bumps the counter first, in the transaction that then places. */
const bumpStatement = prepareStatement(bump(sql`true`), 'bump_order_counter');

/**
 * The place statement's values: the order's given columns as the driver takes them (JSON as text,
 * instants as ISO strings), its account and the scanned code. Filled in one object: the mapped
 * values spread into a literal with these three fields took V8's slow path on every order (decision
 * 040, fourteenth pass).
 */
function placeholdersOf(
  values: NewOrder,
  keys: readonly (keyof NewOrder)[],
  accountId: string,
  scanned: ScannedCode | null,
): Record<string, unknown> {
  const placeholders: Record<string, unknown> = {
    accountId,
    scannedBranchId: scanned?.branchId,
    scannedIdentifier: scanned?.identifier,
  };
  for (const key of keys) {
    const value = values[key];
    placeholders[key] = value === null ? null : orderColumns[key].mapToDriverValue(value);
  }
  return placeholders;
}

interface PlaceStatement {
  statement: PreparedStatement;
  made: ReadonlySet<string>;
}

/** The place statements of the shapes seen so far (a handful: which optional columns are given). */
const placeStatements = new Map<string, PlaceStatement>();

function placeStatementOf(shape: PlaceShape): PlaceStatement {
  const key = `${shape.keys.join(',')}|${shape.scanned}|${shape.capacity}`;
  let place = placeStatements.get(key);
  if (!place) {
    const made = madeColumns(shape);
    place = { statement: prepareStatement(placeStatement(shape, made), 'place_order'), made };
    placeStatements.set(key, place);
  }
  return place;
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
      const placeholders = placeholdersOf(values, keys, scope.accountId, scanned);
      const { statement, made } = placeStatementOf(shape);
      const built: Built = { made, values, accountId: scope.accountId };
      const answered = await (capacity
        ? placeInSlot(capacity)
        : scopes
            // Its business's counter is the row it locks until the commit.
            .statement(scope.accountId, statement, placeholders, values.businessId)
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
              const bumped = await bumpStatement.run(tx, placeholders, { named: false });
              const [counter] = rowsOf(bumped) as [{ last: number }];
              const result = answeredOf(
                rowsOf(
                  await statement.run(
                    tx,
                    {
                      ...placeholders,
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
