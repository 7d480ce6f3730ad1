import { and, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import { businessOrderCounters, orders, qrCodes } from '../../db/schema/orders.ts';
import { prepareStatement, type PreparedStatement } from '../../db/prepared-statement.ts';
import type { NewOrder, ScannedCode } from './placement.repository.ts';

// The place statement of `placement.repository.ts` and its values, built once per shape of order.

const orderColumns = getTableColumns(orders);

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
 * Values are the statement's named parameters (given as driver values, `parametersOf`): the text depends on the
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
export const bumpStatement = prepareStatement(bump(sql`true`), 'bump_order_counter');

/**
 * The place statement's values: the order's given columns as the driver takes them (JSON as text,
 * instants as ISO strings), its account and the scanned code. Filled into a copy of the shape's
 * `template`, an object with each of these keys already: added one by one (33 keyed stores), they
 * turned the object into a hash table, grown twice on every order (decision 040, fifteenth pass);
 * the mapped values spread into a literal took V8's slow path (fourteenth pass).
 */
export function parametersOf(
  template: Readonly<Record<string, unknown>>,
  values: NewOrder,
  keys: readonly (keyof NewOrder)[],
  accountId: string,
  scanned: ScannedCode | null,
): Record<string, unknown> {
  const parameters: Record<string, unknown> = { ...template };
  parameters.accountId = accountId;
  parameters.scannedBranchId = scanned?.branchId;
  parameters.scannedIdentifier = scanned?.identifier;
  for (const key of keys) {
    const value = values[key];
    parameters[key] = value === null ? null : orderColumns[key].mapToDriverValue(value);
  }
  return parameters;
}

/** A shape's parameters, each key present (see `parametersOf`), in the order they are filled. */
function templateOf(shape: PlaceShape): Readonly<Record<string, unknown>> {
  return Object.fromEntries(
    ['accountId', 'scannedBranchId', 'scannedIdentifier', ...shape.keys].map((key) => [key, null]),
  );
}

interface PlaceStatement {
  shape: PlaceShape;
  template: Readonly<Record<string, unknown>>;
  statement: PreparedStatement;
  made: ReadonlySet<string>;
}

/** The place statements of the shapes seen so far (a handful: which optional columns are given). */
const placeStatements: PlaceStatement[] = [];

function sameShape(a: PlaceShape, b: PlaceShape): boolean {
  if (a.scanned !== b.scanned || a.capacity !== b.capacity || a.keys.length !== b.keys.length)
    return false;
  for (let index = 0; index < a.keys.length; index++)
    if (a.keys[index] !== b.keys[index]) return false;
  return true;
}

/**
 * Found by comparing the shapes' keys: a key string of them (about 400 characters, joined, then
 * flattened again for the map's hash) was built on every order (decision 040, fifteenth pass).
 */
export function placeStatementOf(shape: PlaceShape): PlaceStatement {
  for (const known of placeStatements) if (sameShape(known.shape, shape)) return known;
  const made = madeColumns(shape);
  const place = {
    shape,
    template: templateOf(shape),
    statement: prepareStatement(placeStatement(shape, made), 'place_order'),
    made,
  };
  placeStatements.push(place);
  return place;
}
