// The decisions and summary of `npm test`, apart from the steps, so they can be tested without
// running the whole suite.
import { stripVTControlCharacters } from 'node:util';

/**
 * What to do about the end-to-end step. A missing browser is a failed line in the summary, in CI
 * and outside it: a green `npm test` that ran none of the browser tests would claim what it never checked.
 */
export function endToEndPlan({ chromium, chromiumExists, built }) {
  if (!chromiumExists)
    return {
      run: false,
      result: {
        name: `end-to-end tests: not run, no Chromium at ${chromium} (apt-get install chromium, or run .ci/run)`,
        ok: false,
        seconds: '0',
      },
    };
  if (!built)
    return {
      run: false,
      result: { name: 'end-to-end tests: not run, the build failed', ok: false, seconds: '0' },
    };
  return { run: true };
}

const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 300) ?? '';

/**
 * One line per failed test, file and title first, so the end of a CI log names what failed (a CI
 * log is often read from its tail, far from where the reporter printed the failure).
 */
export function failedTests(vitest, playwright, root = process.cwd()) {
  const lines = [];
  const relative = (file) => (file.startsWith(root) ? file.slice(root.length + 1) : file);
  for (const suite of vitest?.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      lines.push(
        `  ✗ ${relative(suite.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    if (suite.status === 'failed' && failed.length === 0)
      lines.push(`  ✗ ${relative(suite.name)}: ${firstLine(suite.message)}`);
  }
  const visit = (node, titles) => {
    for (const spec of node.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const last = test.results?.at(-1);
          lines.push(
            `  ✗ ${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`,
          );
        }
    for (const child of node.suites ?? [])
      visit(child, node.title && node.file !== node.title ? [...titles, node.title] : titles);
  };
  for (const suite of playwright?.suites ?? []) visit(suite, []);
  return lines;
}

/** The summary lines and whether the run passed: every step must be ok. */
export function summarize(results, vitest, playwright) {
  const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
  let failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
  const skipped =
    (vitest?.numPendingTests ?? 0) +
    (vitest?.numTodoTests ?? 0) +
    (playwright?.stats?.skipped ?? 0);
  failed += results.filter((result) => !result.ok && !result.name.includes('tests')).length;
  const lines = ['', 'Summary'];
  for (const result of results)
    lines.push(`  ${result.ok ? 'ok    ' : 'FAILED'} ${result.name} (${result.seconds} s)`);
  if (vitest)
    lines.push(
      `  vitest: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed in ${vitest.numTotalTestSuites} suites`,
    );
  if (playwright)
    lines.push(
      `  playwright: ${playwright.stats.expected} passed, ${playwright.stats.unexpected} failed, ${playwright.stats.flaky} flaky`,
    );
  const failures = failedTests(vitest, playwright);
  if (failures.length) lines.push('  failed tests:', ...failures);
  lines.push(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return { lines, ok: results.every((result) => result.ok) };
}
