import { describe, expect, it, vi } from 'vitest';
import { memoByHeader } from './header-memo.ts';

describe('memoByHeader', () => {
  it("decides each value once, an absent header apart from an empty one, and answers the first decision's result", () => {
    const decide = vi.fn((value: string | undefined) => (value === undefined ? 'none' : value));
    const memo = memoByHeader(decide);
    expect([memo('br'), memo('br'), memo(undefined), memo(undefined), memo('')]).toEqual([
      'br',
      'br',
      'none',
      'none',
      '',
    ]);
    expect(decide.mock.calls).toEqual([['br'], [undefined], ['']]);
  });

  it('remembers null answers too', () => {
    const decide = vi.fn(() => null);
    const memo = memoByHeader(decide);
    memo('identity');
    memo('identity');
    expect(decide).toHaveBeenCalledTimes(1);
  });

  it('decides long values every time and keeps at most `max` values', () => {
    const decide = vi.fn((value: string | undefined) => value?.length ?? 0);
    const memo = memoByHeader(decide, 2);
    const long = 'a'.repeat(300);
    memo(long);
    memo(long);
    expect(decide).toHaveBeenCalledTimes(2);
    memo('x');
    memo('y');
    memo('z'); // the memo was full: it starts afresh with z
    memo('z');
    memo('x');
    expect(decide.mock.calls.map(([value]) => value).slice(2)).toEqual(['x', 'y', 'z', 'x']);
  });
});
