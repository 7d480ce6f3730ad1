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

describe('accent folding leaves other scripts whole', () => {
  it('folds the French and Spanish a guest leaves out', () => {
    expect(foldAccents('Café')).toBe('Cafe');
    expect(foldAccents('Jalapeño')).toBe('Jalapeno');
    expect(foldAccents('crème brûlée')).toBe('creme brulee');
    expect(foldAccents('Crêpe Suzette')).toBe('Crepe Suzette');
  });

  it('keeps the vowel signs of Hindi and the marks of Arabic (they are part of the word)', () => {
    for (const text of ['मसाला डोसा', 'पनीर टिक्का', 'क़ीमा', 'شَاي بِالنَّعْنَاع', 'كبسة لحم'])
      expect(foldAccents(text)).toBe(text.normalize('NFC'));
  });

  it('folds a Latin letter beside Hindi text in the same name', () => {
    expect(foldAccents('Café मसाला')).toBe('Cafe मसाला');
  });
});
