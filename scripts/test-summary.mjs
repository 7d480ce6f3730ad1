// The decisions and summary of `npm test`, apart from the steps, so they can be tested without
// running the whole suite.

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
  lines.push(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return { lines, ok: results.every((result) => result.ok) };
}
