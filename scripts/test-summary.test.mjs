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
