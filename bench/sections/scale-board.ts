import os from 'node:os';
import type { BaselineServer } from '../lib/baseline.ts';
import { settings } from '../lib/config.ts';
import { signInDemoOwner } from '../lib/demo.ts';
import type { Report } from '../lib/report.ts';
import { startApiServer, type ApiServer } from '../lib/server.ts';
import { wholeMs } from '../lib/stats.ts';
import { measureBoardOpen, type BoardOpen } from './board-open.ts';
import { measureBoardPaint, type BoardPaint, type PaintTarget } from './board-paint.ts';
import { BROWSER_HEADERS, type ScaleMeta } from './scale-database.ts';
import { timeHttp } from './scale-timing.ts';

type HttpTiming = Awaited<ReturnType<typeof timeHttp>>;

export interface BoardFigures {
  tickets: number;
  hello: HttpTiming;
  board: HttpTiming;
  /** The same GET with the list cache off (decision 031). */
  uncached: HttpTiming;
  /** Hello-world again after the board's reads: the machine's load at the end of the rows. */
  helloAfter: HttpTiming;
  paint: BoardPaint;
  /** The ORDERS tab clicked in the loaded app (a timespan). */
  open: BoardOpen;
  before: { board: HttpTiming; paint: BoardPaint; open: BoardOpen } | null;
  /** One-minute load average when the rows started and ended (the machine is shared). */
  load: [number, number];
}

/** A server on the scale database with the owner signed in, ready for the board's reads. */
async function openBoard(
  server: ApiServer,
  meta: ScaleMeta,
  traceName?: string,
): Promise<{ server: ApiServer; listUrl: string; headers: Record<string, string> } & PaintTarget> {
  const owner = await signInDemoOwner(server.url);
  const me = await owner.request<{ account: { id: string } }>('GET', '/api/v1/me');
  return {
    server,
    listUrl: `${server.url}/api/v1/businesses/restaurant/orders?businessId=${meta.businessId}&filter=current`,
    headers: { ...BROWSER_HEADERS, cookie: owner.cookieHeader() },
    baseUrl: server.url,
    accountId: me.account.id,
    cookieHeader: owner.cookieHeader(),
    ...(traceName ? { traceName } : {}),
  };
}

/**
 * Today's board of the busiest account over HTTP (sequential, one connection, beside hello-world)
 * and its first paint in Chromium, on this build and, with BENCH_COMPARE_DIR, on the earlier one
 * started beside it (its reads run right after this build's, its page loads alternate with them).
 */
export async function measureScaleBoard(
  url: string,
  meta: ScaleMeta,
  baseline: BaselineServer,
): Promise<BoardFigures | null> {
  const loadAtStart = os.loadavg()[0]!;
  const servers: ApiServer[] = [];
  try {
    const start = async (
      name: string,
      extra: { compare?: boolean; env?: Record<string, string> },
    ) => {
      const server = await startApiServer({ name, databaseUrl: url, seedDemo: false, ...extra });
      servers.push(server);
      return server;
    };
    const current = await openBoard(
      await start('scale-board', {}),
      meta,
      'board-first-paint-trace.zip',
    );
    const probe = await fetch(current.listUrl, { headers: current.headers });
    if (probe.status !== 200) {
      await probe.arrayBuffer();
      return null;
    }
    const tickets = ((await probe.json()) as { orders: unknown[] }).orders.length;
    const earlier = settings.compareDir
      ? await openBoard(
          await start('scale-board-before', { compare: true }),
          meta,
          'board-first-paint-trace-before.zip',
        )
      : null;
    console.log(`  HTTP: today's board (${tickets} tickets) beside hello-world ...`);
    const hello = await timeHttp(baseline.helloUrl, BROWSER_HEADERS);
    const board = await timeHttp(current.listUrl, current.headers, current.server);
    const boardBefore = earlier
      ? await timeHttp(earlier.listUrl, earlier.headers, earlier.server)
      : null;
    // The cache's other side: every read loads (the first read after an order change pays this).
    const uncachedServer = await start('scale-board-uncached', {
      env: { BOARD_CACHE_TTL_MS: '0' },
    });
    const uncachedBoard = await openBoard(uncachedServer, meta);
    const uncached = await timeHttp(uncachedBoard.listUrl, uncachedBoard.headers, uncachedServer);
    const helloAfter = await timeHttp(baseline.helloUrl, BROWSER_HEADERS);
    console.log(`  Chromium: the board's first paint with ${tickets} tickets ...`);
    const [paint, paintBefore] = await measureBoardPaint({
      targets: earlier ? [current, earlier] : [current],
      expected: tickets,
    });
    console.log(`  Chromium: the ORDERS tab clicked in the loaded app (timespan) ...`);
    const [open, openBefore] = await measureBoardOpen({
      targets: [
        { ...current, profileName: 'board-open-profile.cpuprofile' },
        ...(earlier ? [{ ...earlier, profileName: 'board-open-profile-before.cpuprofile' }] : []),
      ],
      expected: tickets,
    });
    for (const [at, result] of [paint, paintBefore].entries())
      if (result)
        console.log(
          `  waterfall of the last load (${at ? 'earlier build' : 'this build'}): ${JSON.stringify(result.lastLoad)}`,
        );
    return {
      tickets,
      hello,
      board,
      uncached,
      helloAfter,
      paint: paint!,
      open: open!,
      before:
        earlier && boardBefore && paintBefore && openBefore
          ? { board: boardBefore, paint: paintBefore, open: openBefore }
          : null,
      load: [loadAtStart, os.loadavg()[0]!],
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

const cpuValue = (timing: { cpuMsPerRequest: number | null }) =>
  timing.cpuMsPerRequest === null
    ? ''
    : `; server CPU ${timing.cpuMsPerRequest.toFixed(2)} ms per request`;
export const httpValue = (timing: HttpTiming) =>
  `p99 ${wholeMs(timing.p99)} (p50 ${wholeMs(timing.p50)}; ${timing.samples} requests, ${(timing.bytes / 1024).toFixed(0)} KB each)` +
  (timing.non2xx > 0 ? `; ${timing.non2xx} non-2xx` : '');
const paintValue = (paint: BoardPaint) =>
  `p50 ${wholeMs(paint.p50)}, p90 ${wholeMs(paint.p90)} (max ${wholeMs(paint.max)}; ${paint.samples.length} loads; ` +
  `list sent at ${wholeMs(paint.median.listStart)}, received at ${wholeMs(paint.median.listEnd)}, ` +
  `then ${wholeMs(paint.median.afterList)} to the paint; long tasks ${wholeMs(paint.median.longTasks)})`;

const openValue = (open: BoardOpen) =>
  `p50 ${wholeMs(open.p50)}, p90 ${wholeMs(open.p90)} (max ${wholeMs(open.max)}; ${open.samples.length} openings; ` +
  `that frame rendered (style, layout, paint) p50 ${wholeMs(open.rendered.p50)}, p90 ${wholeMs(open.rendered.p90)}; ` +
  `long tasks after the click ${wholeMs(open.median.longTasks)}; list requests after the click: ${open.listRequests})`;

/** The board's rows of the scale section. */
export function addBoardRows(report: Report, section: string, figures: BoardFigures) {
  const { hello, helloAfter, board, uncached, paint, open, before, load } = figures;
  const helloBaseline = `hello-world p99 ${wholeMs(hello.p99)} before, ${wholeMs(helloAfter.p99)} after (1 connection); load average ${load[0].toFixed(1)} -> ${load[1].toFixed(1)} on ${os.cpus().length} cores`;
  report.add({
    section,
    metric: `Today's board over HTTP, GET /api/v1/businesses/restaurant/orders?filter=current (${figures.tickets} tickets; sequential, one connection)`,
    value: `${httpValue(board)}${cpuValue(board)}`,
    baseline: before
      ? `earlier build (BENCH_COMPARE_DIR): ${httpValue(before.board)}${cpuValue(before.board)}; ${helloBaseline}`
      : helloBaseline,
    target: 'target <= 10 ms',
    pass: board.p99 <= 10 && board.non2xx === 0,
  });
  report.add({
    section,
    metric: `Today's board, the same GET with the list cache off (BOARD_CACHE_TTL_MS=0: what the first read after an order change costs; decision 031)`,
    value: `${httpValue(uncached)}${cpuValue(uncached)}`,
    baseline: helloBaseline,
    target: '-',
    pass: null,
  });
  report.add({
    section,
    metric: `Today's board, first paint in Chromium with ${paint.tickets} tickets counted in the page (owner's ORDERS tab, 1280 px, warm cache; navigation start to the frame showing every ticket${paint.tracePath ? `; trace ${paint.tracePath}` : ''})`,
    value: paintValue(paint),
    baseline: before
      ? `earlier build (BENCH_COMPARE_DIR), loads alternating with these: ${paintValue(before.paint)}`
      : '-',
    target: 'target < 300 ms',
    pass: paint.p50 < 300,
  });
  report.add({
    section,
    metric: `Today's board, ORDERS tab opened in the loaded app with ${open.tickets} tickets (timespan: signed in and idle on MENU, click ORDERS; the click's event time to the frame showing every ticket; 1280 px, warm cache)`,
    value: openValue(open),
    baseline: before
      ? `earlier build (BENCH_COMPARE_DIR), openings alternating with these: ${openValue(before.open)}`
      : '-',
    target: 'target < 300 ms',
    pass: open.p50 < 300,
  });
}
