import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDrawerHistory } from './use-drawer-history.ts';

/** The browser's Back or Forward onto an entry the drawer marked. */
function popTo(view: 'cart' | 'checkout' | null) {
  act(() => {
    window.history.replaceState(view ? { scanorderDrawer: view } : null, '');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

afterEach(() => window.history.replaceState(null, ''));

describe('useDrawerHistory', () => {
  it('opens the step of an entry it comes back to while the cart has items', () => {
    const { result } = renderHook(() => useDrawerHistory(true));
    popTo('checkout');
    expect(result.current.drawer).toBe('checkout');
    popTo('cart');
    expect(result.current.drawer).toBe('cart');
    popTo(null);
    expect(result.current.drawer).toBeNull();
  });

  it('opens nothing on an entry of a cart since emptied (Back from the order page)', () => {
    const { result } = renderHook(() => useDrawerHistory(false));
    popTo('cart');
    expect(result.current.drawer).toBeNull();
  });
});
