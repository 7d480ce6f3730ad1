import { describe, expect, it } from 'vitest';
import { routes } from '../routes.tsx';
import { isIdleExempt } from './account-outlet.ts';

/** The handle of the route at `path`, searched through the route tree. */
function handleOf(path: string): unknown {
  const stack = [...routes];
  while (stack.length) {
    const route = stack.pop()!;
    if (route.path === path) return route.handle;
    stack.push(...(route.children ?? []));
  }
  throw new Error(`No route ${path}`);
}

describe('isIdleExempt', () => {
  it('exempts the ORDERS tab of the owner areas and kiosk mode, and nothing else', () => {
    for (const area of [':userId/restaurant', ':userId/grocery']) {
      expect(isIdleExempt(handleOf(area), '?tab=orders&filter=history')).toBe(true);
      expect(isIdleExempt(handleOf(area), '?tab=menu')).toBe(false);
      expect(isIdleExempt(handleOf(area), '')).toBe(false);
    }
    expect(isIdleExempt(handleOf('kiosk/:branchId'))).toBe(true);
    expect(isIdleExempt(handleOf(':userId/profile'), '?tab=orders')).toBe(false);
    expect(isIdleExempt(undefined)).toBe(false);
  });
});
