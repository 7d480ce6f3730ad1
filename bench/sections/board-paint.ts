import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { RESULTS_DIR, settings } from '../lib/config.ts';
import { quantile } from '../lib/stats.ts';

/** Where one load's milliseconds went, each from navigation start. */
interface LoadTimes {
  /** The first frame after every ticket was in the page. */
  painted: number;
  /** The board's list request: sent, and its last byte received. */
  listStart: number;
  listEnd: number;
  /** From the list's last byte to the painted frame: parse, check, render, layout, paint. */
  afterList: number;
  /** Main-thread tasks over 50 ms before the paint (Long Tasks API), summed. */
  longTasks: number;
}

export interface BoardPaint {
  /** Milliseconds from navigation start to the frame that shows every ticket, per load. */
  samples: number[];
  p50: number;
  p90: number;
  max: number;
  /** Medians of each load's breakdown. */
  median: Omit<LoadTimes, 'painted'>;
  /** Tickets counted in the page at the painted frame (asserted to be the list's count). */
  tickets: number;
  /** The last load's waterfall: the document, first contentful paint, every request (ms). */
  lastLoad: Waterfall;
  /** The Playwright trace of the last load (screenshots, network, the main thread), if kept. */
  tracePath: string | null;
}

export interface PaintTarget {
  baseUrl: string;
  accountId: string;
  cookieHeader: string;
  /** The trace's file name in bench/results; none is kept without it. */
  traceName?: string;
}

interface Waterfall {
  documentEnd: number;
  domContentLoaded: number;
  firstContentfulPaint: number | null;
  requests: { path: string; start: number; end: number }[];
}

declare global {
  interface Window {
    /** Long tasks are [start, duration] pairs, so a timespan can sum those after its click. */
    __boardPainted?: {
      at: number;
      /** After that frame's style, layout and paint on the main thread (a message posted in it). */
      rendered: number;
      tickets: number;
      longTasks: [number, number][];
    };
    /** The trusted click on a tab (its event time, the input's own timestamp), for the timespan. */
    __tabClickAt?: number;
  }
}

/** What both board rows run: each build, the list's ticket count, runs per build (after a warm-up). */
export interface BoardRuns<Target extends PaintTarget = PaintTarget> {
  targets: Target[];
  expected: number;
  runs?: number;
}

/** Samples in milliseconds with their p50, p90 and maximum. */
export function spreadOf(samples: number[]) {
  return {
    samples,
    p50: quantile(samples, 0.5),
    p90: quantile(samples, 0.9),
    max: Math.max(...samples),
  };
}

/** The bench's Chromium, as both board rows launch it. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: settings.chromePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });

/** A page showing another number of tickets than the list returned fails the run. */
export function checkTickets(shown: number, expected: number) {
  if (shown !== expected)
    throw new Error(`the board showed ${shown} tickets, expected ${expected}`);
}

/** Summed long tasks that started at or after `since`. */
export const longTasksSince = (tasks: [number, number][], since: number) =>
  tasks.reduce((sum, [start, duration]) => (start >= since ? sum + duration : sum), 0);

export async function openTarget(browser: Browser, target: PaintTarget, expected: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { hostname } = new URL(target.baseUrl);
  await context.addCookies(
    target.cookieHeader
      .split('; ')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
      }),
  );
  await context.addInitScript((expected: number) => {
    const longTasks: [number, number][] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted && (event.target as Element).closest?.('[role="tab"]'))
          window.__tabClickAt = event.timeStamp;
      },
      { capture: true },
    );
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('article[data-order-id]').length < expected) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const at = performance.now();
        const tickets = document.querySelectorAll('article[data-order-id]').length;
        // The frame's rendering runs after this callback; a message posted here is handled after it.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__boardPainted = {
            at,
            rendered: performance.now(),
            tickets,
            longTasks: [...longTasks],
          };
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, expected);
  return { context, page: await context.newPage() };
}

async function loadOnce(
  page: Page,
  url: string,
): Promise<LoadTimes & { tickets: number; waterfall: Waterfall }> {
  await page.goto(url);
  await page.waitForFunction(() => window.__boardPainted !== undefined, undefined, {
    timeout: 60_000,
  });
  const load = await page.evaluate(() => {
    const painted = window.__boardPainted!;
    const list = performance
      .getEntriesByType('resource')
      .find((entry) => /\/orders\?.*filter=current/.test(entry.name)) as
      PerformanceResourceTiming | undefined;
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const waterfall = {
      documentEnd: Math.round(navigation?.responseEnd ?? Number.NaN),
      domContentLoaded: Math.round(navigation?.domContentLoadedEventEnd ?? Number.NaN),
      firstContentfulPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      requests: performance.getEntriesByType('resource').map((entry) => {
        const { pathname, search } = new URL(entry.name);
        return {
          path: `${pathname}${search}`.slice(0, 120),
          start: Math.round(entry.startTime),
          end: Math.round((entry as PerformanceResourceTiming).responseEnd),
        };
      }),
    };
    return {
      waterfall,
      painted: painted.at,
      tickets: painted.tickets,
      tasks: painted.longTasks,
      listStart: list?.startTime ?? Number.NaN,
      listEnd: list?.responseEnd ?? Number.NaN,
      afterList: list ? painted.at - list.responseEnd : Number.NaN,
    };
  });
  return { ...load, longTasks: longTasksSince(load.tasks, 0) };
}

function summarize(
  loads: (LoadTimes & { waterfall: Waterfall })[],
  tickets: number,
  tracePath: string | null,
): BoardPaint {
  const med = (pick: (load: LoadTimes) => number) => quantile(loads.map(pick), 0.5);
  return {
    ...spreadOf(loads.map((load) => load.painted)),
    median: {
      listStart: med((load) => load.listStart),
      listEnd: med((load) => load.listEnd),
      afterList: med((load) => load.afterList),
      longTasks: med((load) => load.longTasks),
    },
    tickets,
    lastLoad: loads[loads.length - 1]!.waterfall,
    tracePath: tracePath && path.relative(process.cwd(), tracePath),
  };
}

/**
 * The owner's ORDERS tab with today's tickets, opened in Chromium as the owner (1280 px, no
 * throttling), on each target (this build, and the earlier one when compared): from navigation
 * start to the first frame after `expected` tickets are in the page (a MutationObserver, then
 * requestAnimationFrame, so the figure ends at a paint). Warm: one load per target first fills
 * the browser cache, as a kitchen's tablet has it. The targets' loads alternate, so a burst of the
 * shared machine's load falls on both. A load that shows another number of tickets fails the run.
 */
export async function measureBoardPaint(options: BoardRuns): Promise<BoardPaint[]> {
  const runs = options.runs ?? settings.paintRuns;
  const browser = await launchChromium();
  try {
    const opened: {
      context: BrowserContext;
      page: Page;
      url: string;
      loads: (LoadTimes & { waterfall: Waterfall })[];
    }[] = [];
    for (const target of options.targets) {
      const { context, page } = await openTarget(browser, target, options.expected);
      opened.push({
        context,
        page,
        url: `${target.baseUrl}/${target.accountId}/restaurant?tab=orders`,
        loads: [],
      });
    }
    for (let run = 0; run <= runs; run++) {
      for (const [at, target] of opened.entries()) {
        const traceName = options.targets[at]!.traceName;
        const traced = run === runs && traceName !== undefined;
        if (traced) await target.context.tracing.start({ screenshots: true, snapshots: false });
        const load = await loadOnce(target.page, target.url);
        checkTickets(load.tickets, options.expected);
        if (run > 0) target.loads.push(load);
        if (traced) {
          fs.mkdirSync(RESULTS_DIR, { recursive: true });
          await target.context.tracing.stop({ path: path.join(RESULTS_DIR, traceName) });
        }
      }
    }
    return opened.map((target, at) => {
      const traceName = options.targets[at]!.traceName;
      return summarize(
        target.loads,
        options.expected,
        traceName ? path.join(RESULTS_DIR, traceName) : null,
      );
    });
  } finally {
    await browser.close();
  }
}
