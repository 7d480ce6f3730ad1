import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { literalOf } from './deferred-scope.ts';

describe('a value inlined in a one-message scope', () => {
  it('is quoted exactly as node-postgres quotes it, for any text without a NUL', () => {
    // Any code point, with quotes and backslashes common enough that most strings hold some.
    const unit = fc.oneof(
      fc.constantFrom("'", '\\'),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    );
    const text = fc.string({ unit, maxLength: 400 }).filter((s) => !s.includes('\u0000'));
    fc.assert(
      fc.property(text, (value) => {
        expect(literalOf(value)).toBe(pg.escapeLiteral(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('doubles quotes, and backslashes under an E prefix', () => {
    expect(literalOf("O'Brien")).toBe("'O''Brien'");
    expect(literalOf(String.raw`C:\menu's`)).toBe(String.raw` E'C:\\menu''s'`);
    expect(literalOf(12.5)).toBe("'12.5'");
    expect(literalOf(null)).toBe('null');
  });

  it('refuses a NUL and a value it cannot spell', () => {
    expect(() => literalOf('a\u0000b')).toThrow('NUL in a value');
    expect(() => literalOf({})).toThrow('A object cannot be sent inlined');
  });
});
