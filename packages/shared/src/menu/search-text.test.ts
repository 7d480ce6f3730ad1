import { describe, expect, it } from 'vitest';
import { ACCENTED_LETTERS, PLAIN_LETTERS, foldAccents } from './search-text.ts';

describe('accent folding for product search', () => {
  it('drops the accents a shopper leaves out, keeping letter case', () => {
    expect(foldAccents('Plátanos de Canarias')).toBe('Platanos de Canarias');
    expect(foldAccents('JABÓN')).toBe('JABON');
    expect(foldAccents('Piña y Crème brûlée')).toBe('Pina y Creme brulee');
  });

  it('folds each accented letter of the SQL side as the search text is folded', () => {
    expect([...ACCENTED_LETTERS]).toHaveLength([...PLAIN_LETTERS].length);
    expect(foldAccents(ACCENTED_LETTERS)).toBe(PLAIN_LETTERS);
  });
});
