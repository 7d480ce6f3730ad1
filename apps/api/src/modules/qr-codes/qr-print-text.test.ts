import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fitPdfText } from './qr-print.ts';

describe('fitPdfText', () => {
  it('keeps text that fits, shrinks a little, then cuts with "..." and never overflows', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(fitPdfText(font, 'Table 7', 12, 200)).toEqual({ text: 'Table 7', size: 12 });

    const name = 'Harbour Spice';
    const slightlyWide = font.widthOfTextAtSize(name, 12) * 0.9;
    const shrunk = fitPdfText(font, name, 12, slightlyWide);
    expect(shrunk.text).toBe(name);
    expect(shrunk.size).toBeLessThan(12);

    const long = 'The Very Long Name of a Restaurant by the Harbour';
    const cut = fitPdfText(font, long, 12, 100);
    expect(cut.text).toMatch(/^The Very.*\.\.\.$/);
    expect(font.widthOfTextAtSize(cut.text, cut.size)).toBeLessThanOrEqual(100);
    expect(cut.size).toBe(9);
  });

  it('prints what the font cannot draw as "?"', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(fitPdfText(font, 'Café 東京', 12, 500).text).toBe('Café ??');
  });
});
