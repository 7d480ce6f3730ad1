import { describe, expect, it } from 'vitest';
import {
  availabilityInputSchema,
  availabilityResetAt,
  effectiveAvailability,
  isListed,
  isOrderable,
  MENU_AVAILABILITY,
} from './availability.ts';

describe('menu availability (docs/product/menu.md)', () => {
  it('has the four states', () => {
    expect(MENU_AVAILABILITY).toEqual([
      'Available',
      'Not Available Today',
      'Not Available Indefinitely',
      'Hidden from Menu',
    ]);
    expect(availabilityInputSchema.safeParse({ availability: 'Sold out' }).success).toBe(false);
  });

  it('"Not Available Today" lasts until the next business day starts in the business time zone', () => {
    // 23:00 in Kolkata on 2 March is 17:30Z; the next day starts at 18:30Z.
    const lateEvening = new Date('2026-03-02T17:30:00Z');
    expect(
      availabilityResetAt('Not Available Today', lateEvening, 'Asia/Kolkata')?.toISOString(),
    ).toBe('2026-03-02T18:30:00.000Z');
    // The same instant is 12:30 in New York: the day ends at midnight EST (05:00Z).
    expect(
      availabilityResetAt('Not Available Today', lateEvening, 'America/New_York')?.toISOString(),
    ).toBe('2026-03-03T05:00:00.000Z');
    expect(
      availabilityResetAt('Not Available Indefinitely', lateEvening, 'Asia/Kolkata'),
    ).toBeNull();
    expect(availabilityResetAt('Hidden from Menu', lateEvening, 'Asia/Kolkata')).toBeNull();
  });

  it('reads Available once the day is over, and never resets the other states', () => {
    const resetAt = new Date('2026-03-02T18:30:00Z');
    expect(
      effectiveAvailability('Not Available Today', resetAt, new Date('2026-03-02T18:29:59Z')),
    ).toBe('Not Available Today');
    expect(
      effectiveAvailability('Not Available Today', resetAt, new Date('2026-03-02T18:30:00Z')),
    ).toBe('Available');
    expect(
      effectiveAvailability(
        'Not Available Today',
        resetAt.toISOString(),
        new Date('2026-03-03T00:00:00Z'),
      ),
    ).toBe('Available');
    expect(
      effectiveAvailability(
        'Not Available Indefinitely',
        resetAt,
        new Date('2027-01-01T00:00:00Z'),
      ),
    ).toBe('Not Available Indefinitely');
    expect(effectiveAvailability('Hidden from Menu', null, new Date())).toBe('Hidden from Menu');
  });

  it('lists every state but Hidden, and lets customers order only Available items', () => {
    expect(MENU_AVAILABILITY.filter(isListed)).toEqual([
      'Available',
      'Not Available Today',
      'Not Available Indefinitely',
    ]);
    expect(MENU_AVAILABILITY.filter(isOrderable)).toEqual(['Available']);
  });
});
