// `npm test`: install what is missing, then lint (ESLint, Prettier, and knip for dead code),
// typecheck, unit + API integration + component tests (vitest), build, and end-to-end tests in
// Chromium (Playwright). Every step runs; the summary at the end lists what failed. Under CI=true
// nothing is skipped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, log, run, runNpm } from './lib.mjs';

const ci = process.env.CI === 'true';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'scanorder-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
const results = [];

function step(name, action) {
  const started = Date.now();
  log(`${name}...`);
  const status = action();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  log(`${name}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
  return status === 0;
}

ensureInstalled();
if (!process.env.DATABASE_URL) log('DATABASE_URL is not set: API suites run on PGlite only.');

step('lint', () => runNpm(['run', 'lint']));
step('typecheck', () => runNpm(['run', 'typecheck']));
step('unit, API and component tests', () =>
  run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]),
);
const built = step('build', () => ensureBuilt({ force: true }));

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  if (ci)
    results.push({
      name: `end-to-end tests (no Chromium at ${chromium})`,
      ok: false,
      seconds: '0',
    });
  else
    log(
      `Chromium not found at ${chromium}: skipping end-to-end tests (install it: apt-get install chromium).`,
    );
} else if (built) {
  step('end-to-end tests', () =>
    runNpm(['run', 'test', '-w', '@scanorder/e2e'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    }),
  );
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
let passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
let failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped =
  (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
failed += results.filter((result) => !result.ok && !result.name.includes('tests')).length;
fs.rmSync(reports, { recursive: true, force: true });

console.log('\nSummary');
for (const result of results)
  console.log(`  ${result.ok ? 'ok    ' : 'FAILED'} ${result.name} (${result.seconds} s)`);
if (vitest)
  console.log(
    `  vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed in ${vitest.numTotalTestSuites} suites`,
  );
if (playwright)
  console.log(
    `  playwright: ${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed, ${playwright.stats.flaky} flaky`,
  );
const allOk = results.every((result) => result.ok);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(allOk ? 0 : 1);
