import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { timeZoneOptions, useTimeZoneOptions } from './details-options.ts';

describe('timeZoneOptions', () => {
  it('labels each zone with its name in the owner language, current names included', () => {
    const zones = timeZoneOptions('Europe/Madrid', 'es');
    expect(zones.find((zone) => zone.value === 'Europe/Madrid')?.label).toMatch(
      /^Europe\/Madrid \(.*Europa central.*\)$/,
    );
    expect(zones.some((zone) => zone.value === 'Asia/Kolkata')).toBe(true);
    expect(zones.some((zone) => zone.value === 'UTC')).toBe(true);
  });

  it('builds the list once per language and adds a saved zone the browser does not list, in order', () => {
    expect(timeZoneOptions('UTC', 'en')).toBe(timeZoneOptions('Asia/Kolkata', 'en'));
    const listed = timeZoneOptions('UTC', 'en');
    expect(listed.some((zone) => zone.value === 'US/Eastern')).toBe(false);
    const withSaved = timeZoneOptions('US/Eastern', 'en').map((zone) => zone.value);
    expect(withSaved).toHaveLength(listed.length + 1);
    expect(withSaved).toContain('US/Eastern');
    expect(withSaved).toEqual([...withSaved].sort());
    // The kept list is not changed by the saved zone added to one answer.
    expect(listed.some((zone) => zone.value === 'US/Eastern')).toBe(false);
  });
});

describe('useTimeZoneOptions', () => {
  it('labels the current zone at once and every other zone once the page is idle', async () => {
    const { result } = renderHook(() => useTimeZoneOptions('Europe/Paris', 'fr'));
    const first = result.current;
    expect(first.find((zone) => zone.value === 'Europe/Paris')?.label).toMatch(
      /^Europe\/Paris \(.*Europe centrale.*\)$/,
    );
    expect(first.find((zone) => zone.value === 'Asia/Tokyo')?.label).toBe('Asia/Tokyo');
    await waitFor(() =>
      expect(result.current.find((zone) => zone.value === 'Asia/Tokyo')?.label).toMatch(
        /^Asia\/Tokyo \(.*Japon.*\)$/,
      ),
    );
    expect(result.current.map((zone) => zone.value)).toEqual(first.map((zone) => zone.value));
    expect(result.current).toBe(timeZoneOptions('Europe/Paris', 'fr'));
  });
});
