import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useItemHistory } from './use-item-history.ts';

afterEach(() => window.history.replaceState(null, ''));

describe('useItemHistory', () => {
  it("gives an item's sheet a history entry, and Back closes the sheet", async () => {
    const onClose = vi.fn();
    const before = window.history.length;
    renderHook(() => useItemHistory('item-1', onClose));
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toEqual({ scanorderItem: 'item-1' });

    act(() => window.history.back());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(window.history.state).toBeNull();
  });

  it('goes back over its entry when the page closes the sheet (×, Add to cart), once', async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useItemHistory('item-1', onClose));
    act(() => result.current());
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.history.state).toBeNull());
    // The Back it made is its own: the sheet is not closed a second time.
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes the mark off an entry a reload came back to without its sheet', () => {
    window.history.replaceState({ scanorderItem: 'item-1', other: 1 }, '');
    renderHook(() => useItemHistory(null, vi.fn()));
    expect(window.history.state).toEqual({ other: 1 });
  });
});
