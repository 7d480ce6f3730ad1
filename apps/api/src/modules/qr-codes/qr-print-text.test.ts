import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { PRINT_LAYOUTS, type PrintLayout } from '@scanorder/shared/qr/qr-print';
import { describe, expect, it } from 'vitest';
import { fontkit, printFonts } from './print-fonts.ts';
import { fitPdfText } from './printable-text.ts';
import { qrSheetPdf } from './qr-images.ts';
import { qrPrintPdf } from './qr-print.ts';

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

  it('leaves out emoji the print font lacks instead of printing "?" on every sticker', async () => {
    const pdf = await PDFDocument.create();
    pdf.registerFontkit(fontkit);
    const font = await pdf.embedFont(printFonts().bold, { subset: true });
    expect(fitPdfText(font, 'Mesa Ñandú 🌶️ 7', 12, 500).text).toBe('Mesa Ñandú 7');
    expect(fitPdfText(font, 'Saint-Émilion 🍷 — Bar 👩‍🍳🏽 🇫🇷', 12, 500).text).toBe(
      'Saint-Émilion — Bar',
    );
    expect(fitPdfText(font, 'Café 東京', 12, 500).text).toBe('Café ??');
  });

  it('prints what the font cannot draw as "?"', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(fitPdfText(font, 'Café 東京', 12, 500).text).toBe('Café ??');
  });

  it('prints a table label of the longest allowed width whole on every layout, never cut with "..."', async () => {
    const labels = ['WWWWWWWWWWWWWWWWWWWW', 'Rooftop Terrace 12AB'];
    for (const layout of Object.keys(PRINT_LAYOUTS) as PrintLayout[]) {
      const bytes = await qrPrintPdf(
        labels.map((identifier) => ({
          url: 'https://scanorder.app/q/AbCd1234',
          businessName: 'Le Petit Château de Saint-Émilion, Brasserie et Bar à Vins',
          storeName: 'Main Street',
          identifier,
        })),
        { title: 'Print', layout, paper: 'a4', logo: null },
      );
      const page = await (await getDocument({ data: bytes }).promise).getPage(1);
      const text = (await page.getTextContent()).items.map((item) =>
        'str' in item ? item.str : '',
      );
      for (const label of labels) expect(text, layout).toContain(label);
    }
  });

  it('prints the plain sheet (Download PDF) with whole table labels and no "?" for an emoji', async () => {
    const bytes = await qrSheetPdf(
      'Sheet',
      ['WWWWWWWWWWWWWWWWWWWW', 'Mesa Ñandú 🌶️ 7'].map((identifier) => ({
        url: 'https://scanorder.app/q/AbCd1234',
        businessName: 'Harbour Spice 🍷',
        storeName: 'Main Street',
        identifier,
      })),
    );
    const page = await (await getDocument({ data: bytes }).promise).getPage(1);
    const text = (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : ''));
    expect(text).toEqual(
      expect.arrayContaining(['Harbour Spice', 'WWWWWWWWWWWWWWWWWWWW', 'Mesa Ñandú 7']),
    );
  });
});
