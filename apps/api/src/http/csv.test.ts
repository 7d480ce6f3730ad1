import { describe, expect, it } from 'vitest';
import { csvCell, decimalOf } from './csv.ts';

describe('CSV cells', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(csvCell('Asha "Ash" Raman')).toBe('"Asha ""Ash"" Raman"');
    expect(csvCell('two\nlines, and a comma')).toBe('"two\nlines, and a comma"');
    expect(csvCell(null)).toBe('""');
  });

  it('defuses anything a spreadsheet would run as a formula', () => {
    for (const payload of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])
      expect(csvCell(payload).startsWith(`"'`)).toBe(true);
    expect(csvCell('Paneer = good')).toBe('"Paneer = good"');
  });

  it('writes minor units as decimals without floats', () => {
    expect(decimalOf(0)).toBe('0.00');
    expect(decimalOf(5)).toBe('0.05');
    expect(decimalOf(123_456_789_01)).toBe('123456789.01');
  });

  it("writes payments in their currency's own digits: yen none, fils three", () => {
    expect(decimalOf(1500, 0)).toBe('1500');
    expect(decimalOf(12_340, 3)).toBe('12.340');
    expect(decimalOf(-5, 3)).toBe('-0.005');
  });
});
