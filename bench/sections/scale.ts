import type { BaselineServer } from '../lib/baseline.ts';
import { settings } from '../lib/config.ts';
import { signInDemoOwner } from '../lib/demo.ts';
import { withClient, type PostgresTarget } from '../lib/postgres.ts';
import type { Report } from '../lib/report.ts';
import { startApiServer } from '../lib/server.ts';
import { wholeMs } from '../lib/stats.ts';
import { addBoardRows, httpValue, measureScaleBoard } from './scale-board.ts';
import { BROWSER_HEADERS, DATABASE, buildScaleDatabase, readMeta } from './scale-database.ts';
import { explain, timeHttp, timePgbench, timeQuery, type Timing } from './scale-timing.ts';
import { freshenToday, seedSignature, shapeOf } from './scale-seed.ts';

const FINAL = `('Order Completed', 'Order Cancelled')`;

/**
 * The owner board's lists as apps/api/src/modules/board/board.repository.ts reads them: Current
 * (not final, scheduled or else last updated today in the business's zone), at most
 * ORDER_LIST_LIMIT (2000) orders, and History's first page (last updated in a range of local
 * dates, newest update first, HISTORY_PAGE_SIZE (50) orders plus one to know whether a next page
 * exists, with the keyset cursor of each row: `historyPage`).
 */
export const BOARD_QUERY = `select * from orders
  where account_id = $1 and business_id = $2 and status not in ${FINAL}
    and coalesce(scheduled_for, updated_at) >= $3 and coalesce(scheduled_for, updated_at) < $4
  order by created_at desc, reference_number desc limit 2000`;
/** packages/shared/src/ordering/board.ts: the default page of History. */
export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_QUERY = `select *, (extract(epoch from updated_at) * 1000000)::bigint::text as cursor_micros
  from orders
  where account_id = $1 and business_id = $2 and updated_at >= $3 and updated_at < $4
  order by updated_at desc, reference_number desc limit ${HISTORY_PAGE_SIZE + 1}`;

/**
 * Scale: 10,000 accounts and 1,000,000 orders on PostgreSQL (seeded once in SQL, cached in the
 * bench cluster). On the busiest account: today's board and a 30-day history, as SQL (the
 * repository's query, next to `select 1`) and as the owner's API call (next to hello-world, one
 * connection), the REPORTS dashboard of the last 30 days over HTTP, and the customer menu read.
 */
export async function benchScale(report: Report, target: PostgresTarget, baseline: BaselineServer) {
  const shape = shapeOf(settings.scaleAccounts, settings.scaleOrders);
  const section = `Scale on PostgreSQL (${shape.accounts.toLocaleString('en')} accounts, ${shape.orders.toLocaleString('en')} orders)`;
  const signature = seedSignature(shape);
  let meta = settings.scaleReseed ? null : await readMeta(target);
  if (meta?.signature !== signature) meta = await buildScaleDatabase(target, signature);
  else console.log(`  using the cached ${DATABASE} (seeded ${meta.seededAt})`);
  const url = target.urlFor(DATABASE);
  const samples = settings.scaleSamples;
  if (settings.scaleBoardOnly) {
    await withClient(url, async (client) => {
      await freshenToday(client, meta, meta.timeZone);
      await client.query('analyze orders');
    });
    const figures = await measureScaleBoard(url, meta, baseline);
    if (figures) addBoardRows(report, section, figures);
    report.detail('scale', { meta, boardHttp: figures });
    return;
  }

  const sql = await withClient(url, async (client) => {
    await freshenToday(client, meta, meta.timeZone);
    await client.query('analyze orders');
    const { rows } = await client.query<{
      today: Date;
      tomorrow: Date;
      from: Date;
      fromDate: string;
      toDate: string;
    }>(
      `select date_trunc('day', now() at time zone $1) at time zone $1 as today,
              (date_trunc('day', now() at time zone $1) + interval '1 day') at time zone $1 as tomorrow,
              (date_trunc('day', now() at time zone $1) - interval '29 days') at time zone $1 as from,
              to_char((now() at time zone $1)::date - 29, 'YYYY-MM-DD') as "fromDate",
              to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as "toDate"`,
      [meta.timeZone],
    );
    const bounds = rows[0]!;
    const boardValues = [meta.accountId, meta.businessId, bounds.today, bounds.tomorrow];
    const historyValues = [meta.accountId, meta.businessId, bounds.from, bounds.tomorrow];
    const selectOne = await timeQuery(samples, async () => {
      await client.query('select 1');
      return 1;
    });
    const board = await timeQuery(
      samples,
      async () => (await client.query(BOARD_QUERY, boardValues)).rowCount ?? 0,
    );
    // A page is as light as the board's list: as many samples.
    const history = await timeQuery(
      samples,
      async () => (await client.query(HISTORY_QUERY, historyValues)).rowCount ?? 0,
    );
    const { rows: counts } = await client.query<{
      inRange: number;
      placedInRange: number;
      heavy: number;
      accounts: number;
      orders: number;
    }>(
      `select (select count(*) from orders where account_id = $1 and business_id = $2
                 and updated_at >= $3 and updated_at < $4)::int as "inRange",
              (select count(*) from orders where account_id = $1 and business_id = $2
                 and created_at >= $3 and created_at < $4)::int as "placedInRange",
              (select count(*) from orders where account_id = $1)::int as heavy,
              (select count(*) from accounts)::int as accounts,
              (select count(*) from orders)::int as orders`,
      historyValues,
    );
    const plans = {
      board: await explain(client, BOARD_QUERY, boardValues),
      history: await explain(client, HISTORY_QUERY, historyValues),
    };
    return {
      selectOne,
      board,
      history,
      plans,
      counts: counts[0]!,
      bounds,
      boardValues,
      historyValues,
    };
  });
  // The same statements by pgbench: the database's latency without a JavaScript client's.
  const database = {
    selectOne: timePgbench(url, 'select 1', [], samples),
    board: { ...timePgbench(url, BOARD_QUERY, sql.boardValues, samples), rows: sql.board.rows },
    history: {
      ...timePgbench(url, HISTORY_QUERY, sql.historyValues, samples),
      rows: sql.history.rows,
    },
  };

  const server = await startApiServer({ name: 'scale', databaseUrl: url, seedDemo: false });
  let http;
  try {
    const owner = await signInDemoOwner(server.url);
    const ownerHeaders = { ...BROWSER_HEADERS, cookie: owner.cookieHeader() };
    const listPath = `/api/v1/businesses/restaurant/orders?businessId=${meta.businessId}`;
    console.log('  HTTP: menu read, history and reports ...');
    http = {
      hello: await timeHttp(baseline.helloUrl, BROWSER_HEADERS),
      menu: await timeHttp(`${server.url}${meta.menuApiPath}`, BROWSER_HEADERS),
      history: await timeHttp(
        `${server.url}${listPath}&filter=history&from=${sql.bounds.fromDate}&to=${sql.bounds.toDate}`,
        ownerHeaders,
      ),
      // Issue 25: every query of the REPORTS dashboard (figures and previous period, sales by
      // day, busy hours, items, options, fulfilment, kitchen times from the status events).
      reports: await timeHttp(
        `${server.url}/api/v1/businesses/restaurant/reports?businessId=${meta.businessId}&range=last-30-days`,
        ownerHeaders,
      ),
    };
  } finally {
    await server.stop();
  }
  const boardFigures = await measureScaleBoard(url, meta, baseline);

  const { counts, selectOne, board, history, plans } = sql;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const busiest = `busiest account: ${counts.heavy.toLocaleString('en')} orders`;
  const sqlBaseline = `select 1: p99 ${ms(selectOne.p99)}`;
  const pgbenchBaseline = `select 1 by pgbench: p99 ${ms(database.selectOne.p99)}`;
  const pgbenchValue = (timing: Timing) =>
    `p99 ${ms(timing.p99)} (p50 ${ms(timing.p50)}; ${timing.samples} queries, ${timing.rows} rows)`;
  const helloBaseline = `hello-world p99 ${wholeMs(http.hello.p99)} (1 connection)`;

  report.add({
    section,
    metric: `Today's board, SQL of board.repository list by pgbench (${busiest}; ${board.rows} open today)`,
    value: pgbenchValue(database.board),
    baseline: pgbenchBaseline,
    target: 'target <= 10 ms',
    pass: database.board.p99 <= 10,
  });
  report.add({
    section,
    metric: `Today's board, the same SQL through node-postgres, its ${board.rows.toLocaleString('en')} rows parsed into JavaScript`,
    value: `p99 ${ms(board.p99)} (p50 ${ms(board.p50)}; ${board.samples} queries)`,
    baseline: sqlBaseline,
    target: '-',
    pass: null,
  });
  if (boardFigures) addBoardRows(report, section, boardFigures);
  report.add({
    section,
    metric: `30-day history, first page of ${HISTORY_PAGE_SIZE}, SQL of board.repository historyPage by pgbench (${counts.inRange.toLocaleString('en')} orders in range)`,
    value: pgbenchValue(database.history),
    baseline: pgbenchBaseline,
    target: 'target <= 50 ms',
    pass: database.history.p99 <= 50,
  });
  report.add({
    section,
    metric: `30-day history, the same SQL through node-postgres, rows parsed into JavaScript`,
    value: `p99 ${ms(history.p99)} (p50 ${ms(history.p50)}; ${history.samples} queries, ${history.rows} rows)`,
    baseline: sqlBaseline,
    target: '-',
    pass: null,
  });
  report.add({
    section,
    metric: `30-day history, first page of ${HISTORY_PAGE_SIZE}, GET .../orders?filter=history&from=&to= (same account)`,
    value: httpValue(http.history),
    baseline: helloBaseline,
    target: 'target <= 50 ms',
    pass: http.history.p99 <= 50 && http.history.non2xx === 0,
  });
  report.add({
    section,
    metric: `REPORTS dashboard, last 30 days, GET /api/v1/businesses/restaurant/reports?range=last-30-days (same account; ${counts.placedInRange.toLocaleString('en')} orders placed in range, and as many days before for the comparison; decision 015)`,
    value: httpValue(http.reports),
    baseline: helloBaseline,
    target: 'target <= 200 ms',
    pass: http.reports.p99 <= 200 && http.reports.non2xx === 0,
  });
  report.add({
    section,
    metric: 'Menu read GET /api/v1/public/menus/... (the same restaurant)',
    value: httpValue(http.menu),
    baseline: helloBaseline,
    target: 'target <= 10 ms',
    pass: http.menu.p99 <= 10 && http.menu.non2xx === 0,
  });
  report.note(
    section,
    `seeded in SQL (generate_series) in ${meta.seedSeconds} s on ${meta.seededAt.slice(0, 10)}, cached in ${DATABASE}: ${counts.accounts} accounts, ${counts.orders} orders with their status events; the demo restaurant is the busiest account (a tenth of the orders over 400 days, 300 of them moved into today). SQL runs as the database owner (no row-level security), HTTP as the demo owner through the API. pgbench sends the statements as the app does (extended protocol, values as parameters) and fetches the rows in C: its figure is the database's; node-postgres adds turning the rows into JavaScript objects, and its garbage collection sets that row's p99. Plans: board ${plans.board.uses.join(', ') || '?'} (${plans.board.executionMs.toFixed(1)} ms); history ${plans.history.uses.join(', ') || '?'} (${plans.history.executionMs.toFixed(1)} ms).`,
  );
  report.detail('scale', {
    meta,
    counts,
    selectOne,
    board,
    history,
    database,
    http,
    boardHttp: boardFigures,
    plans,
    queries: { board: BOARD_QUERY, history: HISTORY_QUERY },
  });
}
