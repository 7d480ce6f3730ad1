/**
 * `npm run bench`: customer menu (Lighthouse), API throughput and latency (autocannon) on
 * PostgreSQL and PGlite, live latency across two API processes, scale queries on a large database,
 * and server memory. Each figure is measured next to its baseline in the same run; the table goes to
 * bench/results/latest.md (and is printed), raw figures to bench/results/<time>.json. Never part
 * of `npm test`. Knobs: README, section Benchmarks.
 */
import os from 'node:os';
import { startBaseline, type BaselineServer } from './lib/baseline.ts';
import { settings } from './lib/config.ts';
import { prepareDemoRestaurant, type DemoRestaurant } from './lib/demo.ts';
import { describeMachine } from './lib/machine.ts';
import { openPostgres, recreateDatabase, type PostgresTarget } from './lib/postgres.ts';
import { killAllChildren } from './lib/processes.ts';
import { Report, writeResults } from './lib/report.ts';
import { removeTempDirs, startApiServer, type ApiServer } from './lib/server.ts';
import { prepareBuild, removeSnapshot } from './lib/build.ts';
import { benchGrocerySearch } from './sections/grocery-search.ts';
import { benchLighthouse } from './sections/lighthouse.ts';
import { benchLive } from './sections/live.ts';
import { benchMemory } from './sections/memory.ts';
import { benchPlaceAndPay } from './sections/place-and-pay.ts';
import { benchPlacement } from './sections/placement.ts';
import { benchScale } from './sections/scale.ts';
import { benchThroughput, type LoadFigures } from './sections/throughput.ts';

const startedAt = new Date();
const loadAtStart = os.loadavg()[0]!;
const machine = describeMachine();
const report = new Report();
const skipped = Object.entries(settings.skip)
  .filter(([, skip]) => skip)
  .map(([name]) => name);

function cleanUp() {
  killAllChildren();
  removeTempDirs();
  removeSnapshot();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** Runs one section; a failure becomes a FAIL row and the other sections still run. */
async function section(name: string, work: () => Promise<void>) {
  const started = Date.now();
  console.log(`\n== ${name}`);
  try {
    await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error);
    report.add({
      section: name,
      metric: 'section failed',
      value: message.split('\n')[0]!.slice(0, 300),
      baseline: '-',
      target: '-',
      pass: false,
    });
  }
  console.log(`== ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** The demo menu in one guest language (`?lang=`: rendered in it, as a guest's choice would be). */
const customerMenu = (server: ApiServer, demo: DemoRestaurant, locale: string) => ({
  url: `${server.url}${demo.menuPath}${locale === 'en' ? '' : `?lang=${locale}`}`,
  origin: server.url,
  locale,
  label: `${demo.menuPath.replace(/[0-9a-f-]{36}/g, ':id')}${locale === 'en' ? '' : `?lang=${locale}`} (the demo restaurant's "${demo.identifier}", short link ${demo.shortPath}) on ${server.driver === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
});

/** Lighthouse on the menu route in each measured language. */
async function benchMenuLanguages(server: ApiServer, demo: DemoRestaurant, baselineUrl: string) {
  for (const locale of settings.lighthouseLocales)
    await section(`Customer menu (Lighthouse, ${locale})`, () =>
      benchLighthouse(report, customerMenu(server, demo, locale), baselineUrl),
    );
}

async function main() {
  console.log(`ScanOrder bench on ${machine.label}, Node ${machine.node}`);
  await prepareBuild();
  const baseline: BaselineServer = await startBaseline();
  let postgres: PostgresTarget | undefined;
  const needsPostgres =
    !settings.skip.postgres && (!settings.skip.api || !settings.skip.live || !settings.skip.scale);
  try {
    // PGlite, as `npm start` runs: Lighthouse first (an idle server), then the load, then memory.
    const wantsPglite =
      !settings.skip.pglite &&
      (!settings.skip.lighthouse || !settings.skip.api || !settings.skip.memory);
    if (wantsPglite) {
      let server: ApiServer | undefined;
      let demo: DemoRestaurant | undefined;
      await section('Start the API on PGlite', async () => {
        server = await startApiServer({ name: 'pglite', seedDemo: true });
        demo = await prepareDemoRestaurant(server.url, { openAllDay: true });
        report.note('Setup', `PGlite server pid ${server.pid} at ${server.url}, demo seeded`);
      });
      if (server && demo) {
        const [s, d] = [server, demo];
        let load = 'start-up only';
        if (!settings.skip.lighthouse) await benchMenuLanguages(s, d, baseline.pageUrl);
        if (!settings.skip.api)
          await section('API on PGlite', async () => {
            await benchThroughput(report, s, d, baseline);
            load = `the menu-read and order-placement load (${settings.duration} s each at ${settings.connections} connections)`;
          });
        if (!settings.skip.api)
          await section('Grocery search on PGlite', () =>
            benchGrocerySearch(report, s, d.owner, 'PGlite'),
          );
        if (!settings.skip.memory)
          await section('Memory', async () => benchMemory(report, s, baseline, load));
        await s.stop();
      }
    }

    if (needsPostgres) {
      await section('PostgreSQL', async () => {
        postgres = await openPostgres();
        report.note('Setup', `PostgreSQL: ${postgres.description}`);
      });
    }
    const pgTarget = postgres;
    if (
      pgTarget &&
      (!settings.skip.api ||
        !settings.skip.live ||
        (settings.skip.pglite && !settings.skip.lighthouse))
    ) {
      const url = pgTarget.urlFor('scanorder_bench_api');
      let first: ApiServer | undefined;
      let demo: DemoRestaurant | undefined;
      let placedOnDemo: LoadFigures | undefined;
      await section('Start the API on PostgreSQL', async () => {
        await recreateDatabase(pgTarget, 'scanorder_bench_api');
        first = await startApiServer({ name: 'postgres-a', databaseUrl: url, seedDemo: true });
        demo = await prepareDemoRestaurant(first.url, { openAllDay: true });
      });
      if (first && demo) {
        const [a, d] = [first, demo];
        if (settings.skip.pglite && !settings.skip.lighthouse)
          await benchMenuLanguages(a, d, baseline.pageUrl);
        if (!settings.skip.api)
          await section('API on PostgreSQL', async () => {
            const database = { url, cpuSeconds: () => pgTarget.cpuSeconds() };
            const placed = await benchThroughput(report, a, d, baseline, database);
            placedOnDemo = placed.oneRestaurant;
            await benchPlacement({
              report,
              section: placed.section,
              url,
              database,
              bodies: placed.bodies,
              single: placed.orders,
              ceiling: placed.ceiling,
              singleServer: a,
              start: ({ workers, compare }) =>
                startApiServer({
                  name: compare ? 'postgres-before' : `postgres-x${workers}`,
                  databaseUrl: url,
                  dataDir: a.dataDir,
                  seedDemo: false,
                  workers,
                  compare,
                }),
            });
            if (!settings.skip.memory)
              benchMemory(
                report,
                a,
                baseline,
                `the same load (${settings.duration} s each at ${settings.connections} connections)`,
              );
          });
        if (!settings.skip.api)
          await section('Grocery search on PostgreSQL', () =>
            benchGrocerySearch(report, a, d.owner, 'PostgreSQL'),
          );
        const onDemo = placedOnDemo;
        if (!settings.skip.api && onDemo)
          await section('Place and pay on PostgreSQL', () =>
            benchPlaceAndPay({
              report,
              section: 'Guest payments on PostgreSQL (local provider)',
              server: a,
              demo: d,
              placement: onDemo,
              database: { cpuSeconds: () => pgTarget.cpuSeconds() },
            }),
          );
        if (!settings.skip.live)
          await section('Live latency', async () => {
            const second = await startApiServer({
              name: 'postgres-b',
              databaseUrl: url,
              dataDir: a.dataDir,
              seedDemo: false,
            });
            try {
              await benchLive(report, a, second, d);
            } finally {
              await second.stop();
            }
          });
        await a.stop();
      }
    }
    if (pgTarget && !settings.skip.scale)
      await section('Scale', () => benchScale(report, pgTarget, baseline));
  } finally {
    await baseline.stop();
    if (postgres) await postgres.stop().catch((error: unknown) => console.error(error));
    cleanUp();
  }

  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  const { markdown, markdownPath, jsonPath } = await writeResults(report, machine, {
    startedAt,
    seconds,
    skipped,
    loadAtStart,
    loadAtEnd: os.loadavg()[0]!,
  });
  console.log(`\n${markdown}`);
  console.log(`Written to ${markdownPath} and ${jsonPath}`);
}

main().catch((error: unknown) => {
  console.error(error);
  cleanUp();
  process.exit(1);
});
