import { describe, expect, it } from 'vitest';
import { endToEndPlan, summarize } from './test-summary.mjs';

const ok = (name) => ({ name, ok: true, seconds: '1.0' });
const vitest = { numPassedTests: 10, numFailedTests: 0, numTotalTestSuites: 2 };

describe('npm test without Chromium', () => {
  it('does not run the browser tests and reports them as a failed line, outside CI too', () => {
    const plan = endToEndPlan({
      chromium: '/usr/bin/chromium',
      chromiumExists: false,
      built: true,
    });
    expect(plan.run).toBe(false);
    const summary = summarize([ok('lint'), ok('build'), plan.result], vitest, undefined);
    expect(summary.ok).toBe(false);
    expect(summary.lines).toContainEqual(
      expect.stringMatching(
        /^ {2}FAILED end-to-end tests: not run, no Chromium at \/usr\/bin\/chromium/,
      ),
    );
  });

  it('runs the browser tests when Chromium is there and the build passed', () => {
    expect(
      endToEndPlan({ chromium: '/usr/bin/chromium', chromiumExists: true, built: true }).run,
    ).toBe(true);
    const playwright = { stats: { expected: 4, unexpected: 0, flaky: 0, skipped: 0 } };
    const summary = summarize([ok('lint'), ok('end-to-end tests')], vitest, playwright);
    expect(summary.ok).toBe(true);
    expect(summary.lines.at(-1)).toBe('tests: 14 passed, 0 failed');
  });

  it('counts a failed step that is not a test suite among the failures', () => {
    const summary = summarize([{ name: 'lint', ok: false, seconds: '2.0' }], vitest, undefined);
    expect(summary.ok).toBe(false);
    expect(summary.lines.at(-1)).toBe('tests: 10 passed, 1 failed');
  });
});

describe('npm test summary after failures', () => {
  it('names each failed vitest and Playwright test with its file and first error line', () => {
    const failing = {
      numPassedTests: 1,
      numFailedTests: 1,
      numTotalTestSuites: 2,
      testResults: [
        {
          name: `${process.cwd()}/apps/api/src/x.test.ts`,
          status: 'failed',
          assertionResults: [
            {
              fullName: 'orders refuses',
              status: 'failed',
              failureMessages: [
                '\u001b[31mAssertionError: expected 500 to be 409\u001b[39m\n    at x',
              ],
            },
            { fullName: 'orders accepts', status: 'passed', failureMessages: [] },
          ],
        },
        {
          name: `${process.cwd()}/apps/web/src/y.test.tsx`,
          status: 'failed',
          message: 'SyntaxError: bad import',
          assertionResults: [],
        },
      ],
    };
    const playwright = {
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
      suites: [
        {
          title: 'tests/board.spec.ts',
          file: 'tests/board.spec.ts',
          specs: [
            {
              title: 'a ticket moves',
              file: 'tests/board.spec.ts',
              tests: [
                { status: 'unexpected', results: [{ error: { message: 'Timed out 5000ms' } }] },
              ],
            },
          ],
        },
      ],
    };
    const summary = summarize(
      [{ name: 'unit, API and component tests', ok: false, seconds: '1.0' }],
      failing,
      playwright,
    );
    expect(summary.lines).toContain(
      '  ✗ apps/api/src/x.test.ts › orders refuses: AssertionError: expected 500 to be 409',
    );
    expect(summary.lines).toContain('  ✗ apps/web/src/y.test.tsx: SyntaxError: bad import');
    expect(summary.lines).toContain('  ✗ tests/board.spec.ts › a ticket moves: Timed out 5000ms');
    expect(summary.lines.join('\n')).not.toContain('orders accepts');
    expect(summary.lines.at(-1)).toBe('tests: 1 passed, 2 failed');
  });
});
