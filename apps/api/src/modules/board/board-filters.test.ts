import { describe, expect, it } from 'vitest';
import { criteriaOf, localDateTimeOf } from './board-filters.ts';

describe('board filters', () => {
  // 2026-03-01 20:30 UTC is already 2026-03-02 02:00 in Kolkata, still 15:30 on 03-01 in New York.
  const now = new Date('2026-03-01T20:30:00Z');

  it("covers today in the business's zone, not the server's", () => {
    expect(criteriaOf({ filter: 'current' }, 'Asia/Kolkata', now)).toEqual({
      filter: 'current',
      start: new Date('2026-03-01T18:30:00Z'),
      end: new Date('2026-03-02T18:30:00Z'),
    });
    expect(criteriaOf({ filter: 'completed' }, 'America/New_York', now)).toEqual({
      filter: 'completed',
      start: new Date('2026-03-01T05:00:00Z'),
      end: new Date('2026-03-02T05:00:00Z'),
    });
    expect(criteriaOf({ filter: 'future' }, 'America/New_York', now)).toEqual({
      filter: 'future',
      start: new Date('2026-03-02T05:00:00Z'),
    });
  });

  it('spans whole local days for History, across a daylight-saving change', () => {
    expect(
      criteriaOf(
        { filter: 'history', from: '2026-03-07', to: '2026-03-08' },
        'America/New_York',
        now,
      ),
    ).toEqual({
      filter: 'history',
      start: new Date('2026-03-07T05:00:00Z'),
      // 8 March is 23 hours long in New York.
      end: new Date('2026-03-09T04:00:00Z'),
    });
  });

  it('writes local date and time', () => {
    expect(localDateTimeOf(now, 'Asia/Kolkata')).toBe('2026-03-02 02:00');
  });
});
