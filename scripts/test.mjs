// `npm test`: install what is missing, then lint (ESLint, Prettier, and knip for dead code),
// typecheck, unit + API integration + component tests (vitest), build, and end-to-end tests in
// Chromium (Playwright). Every step runs; the summary at the end lists what failed. Nothing is
// skipped quietly: a missing browser fails the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, log, run, runNpm } from './lib.mjs';
import { endToEndPlan, summarize } from './test-summary.mjs';

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
const endToEnd = endToEndPlan({ chromium, chromiumExists: fs.existsSync(chromium), built });
if (endToEnd.run)
  step('end-to-end tests', () =>
    runNpm(['run', 'test', '-w', '@scanorder/e2e'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    }),
  );
else {
  results.push(endToEnd.result);
  log(`FAILED ${endToEnd.result.name}`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
const summary = summarize(results, readJson(vitestReport), readJson(playwrightReport));
fs.rmSync(reports, { recursive: true, force: true });
console.log(summary.lines.join('\n'));
process.exit(summary.ok ? 0 : 1);
