import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { RESULTS_DIR, settings } from '../lib/config.ts';
import { quantile } from '../lib/stats.ts';

export interface BoardPaint {
  /** Milliseconds from navigation start to the frame that shows every ticket, per run. */
  samples: number[];
  p50: number;
  max: number;
  tickets: number;
  /** The Playwright trace of the last run (screenshots, network, the main thread). */
  tracePath: string;
}

declare global {
  interface Window {
    __boardPainted?: number;
  }
}

/**
 * The owner's ORDERS tab with today's tickets, opened in Chromium as the owner (desktop, no
 * throttling): from navigation start to the first frame after `expected` tickets are in the page
 * (a MutationObserver, then requestAnimationFrame, so the figure ends at a paint). Warm: one run
 * first loads the app into the browser cache, as a kitchen's tablet has it.
 */
export async function measureBoardPaint(options: {
  baseUrl: string;
  accountId: string;
  cookieHeader: string;
  expected: number;
  runs: number;
  /** The trace's file name in bench/results (another for the earlier build's run). */
  traceName?: string;
}): Promise<BoardPaint> {
  const browser = await chromium.launch({
    executablePath: settings.chromePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const tracePath = path.join(RESULTS_DIR, options.traceName ?? 'board-first-paint-trace.zip');
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { hostname } = new URL(options.baseUrl);
    await context.addCookies(
      options.cookieHeader
        .split('; ')
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          return {
            name: pair.slice(0, at),
            value: pair.slice(at + 1),
            domain: hostname,
            path: '/',
          };
        }),
    );
    await context.addInitScript((expected: number) => {
      const observer = new MutationObserver(() => {
        if (document.querySelectorAll('article[data-order-id]').length < expected) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          window.__boardPainted = performance.now();
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    }, options.expected);
    const page = await context.newPage();
    const url = `${options.baseUrl}/${options.accountId}/restaurant?tab=orders`;
    const samples: number[] = [];
    for (let run = 0; run <= options.runs; run++) {
      const last = run === options.runs;
      if (last) await context.tracing.start({ screenshots: true, snapshots: false });
      await page.goto(url);
      await page.waitForFunction(() => window.__boardPainted !== undefined, undefined, {
        timeout: 60_000,
      });
      const painted = await page.evaluate(() => window.__boardPainted!);
      if (run > 0) samples.push(painted);
      if (last) {
        fs.mkdirSync(RESULTS_DIR, { recursive: true });
        await context.tracing.stop({ path: tracePath });
      }
    }
    return {
      samples,
      p50: quantile(samples, 0.5),
      max: Math.max(...samples),
      tickets: options.expected,
      tracePath: path.relative(process.cwd(), tracePath),
    };
  } finally {
    await browser.close();
  }
}
