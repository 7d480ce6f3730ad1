import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { RESULTS_DIR, settings } from '../lib/config.ts';
import { quantile } from '../lib/stats.ts';
import {
  checkTickets,
  launchChromium,
  longTasksSince,
  openTarget,
  spreadOf,
  type BoardRuns,
  type PaintTarget,
} from './board-paint.ts';

/** One opening of the ORDERS tab in a loaded app, each figure from the trusted click's time. */
interface Opening {
  /** The click's event time to the first frame after every ticket was in the page (its start). */
  painted: number;
  /** The click's event time to the end of that frame's style, layout and paint. */
  rendered: number;
  /** Long tasks (over 50 ms) that started after the click, summed. */
  longTasks: number;
  /** Board list requests that started after the click (0: the tab found the list cached). */
  listRequests: number;
  tickets: number;
}

export interface BoardOpen {
  samples: number[];
  p50: number;
  p90: number;
  max: number;
  median: { longTasks: number };
  /** To the end of the frame's rendering (what a forced layout before the frame moves earlier). */
  rendered: { p50: number; p90: number };
  /** The most list requests any opening sent after its click. */
  listRequests: number;
  tickets: number;
}

const LIST = /\/orders\?.*filter=current/;

/**
 * The app loaded on MENU and idle: the tab's lazy chunk rendered (no "Loading the page"), the
 * new-order alerts' list of today answered, then a second with nothing asked of the page (the
 * tab bar's settle timer, 800 ms, has run).
 */
async function openIdleOnMenu(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(
    (source) =>
      document.querySelector('#restaurant-tabpanel-menu') !== null &&
      document.querySelector('[role="tabpanel"] [role="progressbar"]') === null &&
      performance
        .getEntriesByType('resource')
        .some(
          (entry) =>
            new RegExp(source).test(entry.name) &&
            (entry as PerformanceResourceTiming).responseEnd > 0,
        ),
    LIST.source,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(1_000);
}

/** With `profile`, a CPU profile of the page from just before the click to the paint goes there. */
async function openOnce(page: Page, url: string, profile?: string): Promise<Opening> {
  await openIdleOnMenu(page, url);
  if (await page.evaluate(() => window.__boardPainted !== undefined))
    throw new Error('the MENU tab showed tickets before the ORDERS tab was clicked');
  const cdp = profile ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.click('#restaurant-tab-orders');
  await page.waitForFunction(() => window.__boardPainted !== undefined, undefined, {
    timeout: 60_000,
  });
  if (cdp && profile) {
    const { profile: taken } = await cdp.send('Profiler.stop');
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    fs.writeFileSync(path.join(RESULTS_DIR, profile), JSON.stringify(taken));
    await cdp.detach();
  }
  const seen = await page.evaluate((source) => {
    const clickAt = window.__tabClickAt ?? Number.NaN;
    const painted = window.__boardPainted!;
    const listRequests = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(source).test(entry.name) && entry.startTime >= clickAt).length;
    return { clickAt, painted, listRequests };
  }, LIST.source);
  if (Number.isNaN(seen.clickAt)) throw new Error('the click on ORDERS was not seen in the page');
  return {
    painted: seen.painted.at - seen.clickAt,
    rendered: seen.painted.rendered - seen.clickAt,
    longTasks: longTasksSince(seen.painted.longTasks, seen.clickAt),
    listRequests: seen.listRequests,
    tickets: seen.painted.tickets,
  };
}

/**
 * A timespan, as Lighthouse's timespan mode measures an interaction: the owner is signed in with
 * the app loaded and idle on MENU (a fresh load per opening, so each is the tab's first open in
 * the session) and clicks ORDERS; from the click's event time (the trusted input's timestamp,
 * `event.timeStamp`) to the first frame after `expected` tickets are in the page, detected as the
 * cold row detects it (a MutationObserver, then requestAnimationFrame). 1280 px, warm browser
 * cache, no throttling; the targets' openings alternate. Another ticket count fails the run.
 */
export async function measureBoardOpen(
  // `profileName`: the last opening's CPU profile (CDP Profiler) in bench/results.
  options: BoardRuns<PaintTarget & { profileName?: string }>,
): Promise<BoardOpen[]> {
  const runs = options.runs ?? settings.paintRuns;
  const browser = await launchChromium();
  try {
    const opened = [];
    for (const target of options.targets) {
      const { page } = await openTarget(browser, target, options.expected);
      opened.push({
        page,
        profileName: target.profileName,
        url: `${target.baseUrl}/${target.accountId}/restaurant?tab=menu`,
        openings: [] as Opening[],
      });
    }
    for (let run = 0; run <= runs; run++)
      for (const target of opened) {
        const opening = await openOnce(
          target.page,
          target.url,
          run === runs ? target.profileName : undefined,
        );
        checkTickets(opening.tickets, options.expected);
        // The first opening fills the browser cache (the lazy MENU chunk among others).
        if (run > 0) target.openings.push(opening);
      }
    return opened.map(({ openings }) => {
      return {
        ...spreadOf(openings.map((opening) => opening.painted)),
        median: {
          longTasks: quantile(
            openings.map((opening) => opening.longTasks),
            0.5,
          ),
        },
        rendered: {
          p50: quantile(
            openings.map((opening) => opening.rendered),
            0.5,
          ),
          p90: quantile(
            openings.map((opening) => opening.rendered),
            0.9,
          ),
        },
        listRequests: Math.max(...openings.map((opening) => opening.listRequests)),
        tickets: options.expected,
      };
    });
  } finally {
    await browser.close();
  }
}
