import http from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { settings } from '../lib/config.ts';
import type { Report } from '../lib/report.ts';
import { median, round } from '../lib/stats.ts';

type Mode = 'devtools' | 'simulate';

interface RunFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  requests: { url: string; resourceType: string; transferSize: number }[];
}

interface Medians {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const LIGHTHOUSE_TARGETS: Record<Mode, { lcp: number }> = {
  devtools: { lcp: 1000 },
  simulate: { lcp: 1500 },
};
const TBT_TARGET = 100;
const CLS_TARGET = 0.02;
const JS_TARGET_BYTES = 100 * 1024;

/** One Lighthouse 12.8 run, mobile form factor (the default config), performance only. */
async function runOnce(url: string, port: number, mode: Mode): Promise<RunFigures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: mode,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value`);
    return value;
  };
  const details = lhr.audits['network-requests']?.details as
    { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined;
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    requests: (details?.items ?? []).map((item) => ({
      url: item.url,
      resourceType: item.resourceType ?? 'Other',
      transferSize: item.transferSize ?? 0,
    })),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): try that run again. */
async function runWithRetry(url: string, port: number, mode: Mode): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, port, mode);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  lighthouse failed (${(error as Error).message}); retrying`);
    }
  }
}

function mediansOf(runs: RunFigures[]): Medians {
  return {
    score: median(runs.map((run) => run.score)),
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
  };
}

/** Bytes on the wire of one URL when the client accepts gzip only (not decoded). */
function gzipBytes(url: string): Promise<{ bytes: number; encoding: string; status: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          bytes,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          status: response.statusCode ?? 0,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * The route's JavaScript and total bytes with gzip: every same-origin request of the Lighthouse
 * load fetched again with `accept-encoding: gzip` (Chrome would get brotli where offered).
 */
async function routeBytes(origin: string, requests: RunFigures['requests']) {
  const seen = new Map<string, string>();
  for (const request of requests) {
    if (request.url.startsWith(origin)) seen.set(request.url, request.resourceType);
  }
  let js = 0;
  let total = 0;
  const files: { url: string; type: string; bytes: number; encoding: string }[] = [];
  for (const [url, type] of seen) {
    const { bytes, encoding, status } = await gzipBytes(url);
    if (status >= 400) continue;
    files.push({ url: url.slice(origin.length), type, bytes, encoding });
    total += bytes;
    if (type === 'Script') js += bytes;
  }
  return { js, total, files };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * Customer menu: Lighthouse 12.8, mobile, devtools and simulated throttling, median of
 * BENCH_LIGHTHOUSE_RUNS (5) each, next to the smallest server-rendered page (the baseline server's
 * /page) measured the same way in the same Chrome.
 */
export async function benchLighthouse(
  report: Report,
  target: { url: string; label: string; origin: string; locale: string },
  baselinePageUrl: string,
) {
  const section = `Customer menu (Lighthouse 12.8, mobile)${target.locale === 'en' ? '' : `, lang=${target.locale}`}`;
  const chrome = await chromeLauncher.launch({
    chromePath: settings.chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const runs = settings.lighthouseRuns;
    const results: Record<string, { page: RunFigures[]; baseline: RunFigures[] }> = {};
    for (const mode of ['devtools', 'simulate'] as const) {
      const page: RunFigures[] = [];
      const baseline: RunFigures[] = [];
      for (let index = 0; index < runs; index++) {
        // Alternate page and baseline so both see the same background load.
        page.push(await runWithRetry(target.url, chrome.port, mode));
        baseline.push(await runWithRetry(baselinePageUrl, chrome.port, mode));
        console.log(
          `  lighthouse ${mode} run ${index + 1}/${runs}: LCP ${ms(page.at(-1)!.lcp)} (baseline ${ms(baseline.at(-1)!.lcp)})`,
        );
      }
      results[mode] = { page, baseline };
      const value = mediansOf(page);
      const base = mediansOf(baseline);
      const name = mode === 'devtools' ? 'devtools throttling' : 'simulated throttling';
      const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x baseline` : '-');
      report.add({
        section,
        metric: `Performance score, ${name} (median of ${runs})`,
        value: String(Math.round(value.score)),
        baseline: String(Math.round(base.score)),
        target: '-',
        pass: null,
      });
      report.add({
        section,
        metric: `FCP, ${name}`,
        value: ms(value.fcp),
        baseline: ms(base.fcp),
        target: ratio(value.fcp, base.fcp),
        pass: null,
      });
      const lcpTarget = LIGHTHOUSE_TARGETS[mode].lcp;
      report.add({
        section,
        metric: `LCP, ${name}`,
        value: ms(value.lcp),
        baseline: ms(base.lcp),
        target: `${ratio(value.lcp, base.lcp)}; target <= ${lcpTarget} ms`,
        pass: value.lcp <= lcpTarget,
      });
      report.add({
        section,
        metric: `TBT, ${name}`,
        value: ms(value.tbt),
        baseline: ms(base.tbt),
        target: `target <= ${TBT_TARGET} ms`,
        pass: value.tbt <= TBT_TARGET,
      });
      report.add({
        section,
        metric: `CLS, ${name}`,
        value: String(round(value.cls, 3)),
        baseline: String(round(base.cls, 3)),
        target: `target <= ${CLS_TARGET}`,
        pass: value.cls <= CLS_TARGET,
      });
    }

    const bytes = await routeBytes(target.origin, results.devtools!.page[0]!.requests);
    const baselineBytes = await routeBytes(
      new URL(baselinePageUrl).origin,
      results.devtools!.baseline[0]!.requests,
    );
    report.add({
      section,
      metric: 'JavaScript of the route (gzip)',
      value: kb(bytes.js),
      baseline: kb(baselineBytes.js),
      target: `target <= ${kb(JS_TARGET_BYTES)}`,
      pass: bytes.js <= JS_TARGET_BYTES,
    });
    report.add({
      section,
      metric: 'Total bytes of the route (gzip; images as served)',
      value: kb(bytes.total),
      baseline: kb(baselineBytes.total),
      target: `${bytes.files.length} requests`,
      pass: null,
    });
    report.note(
      section,
      `page ${target.label}; baseline: ${baselinePageUrl} (one heading, no script).`,
    );
    report.detail('lighthouse', {
      url: target.url,
      runs: Object.fromEntries(
        Object.entries(results).map(([mode, { page, baseline }]) => [
          mode,
          {
            page: page.map(({ requests: _requests, ...figures }) => figures),
            baseline: baseline.map(({ requests: _requests, ...figures }) => figures),
          },
        ]),
      ),
      files: bytes.files,
    });
  } finally {
    chrome.kill();
  }
}
