import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import QRCode from 'qrcode';
import { fitPdfText } from './printable-text.ts';

/** Medium error correction: survives a smudge or a fold and keeps the code small (spec: easy to scan). */
const ERROR_CORRECTION = 'M' as const;
/** The quiet zone around a code, in modules (the QR standard asks for 4). */
export const QUIET_ZONE = 4;

export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE,
    width: 1024,
  });
}

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE,
  });
}

/**
 * The dark modules of a code as one SVG path of filled rectangles (one per horizontal run), in
 * module units, so a PDF draws it as crisp vectors at any print size.
 */
export function qrModulesPath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: ERROR_CORRECTION });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      parts.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
    }
  }
  return { path: parts.join(''), size: modules.size };
}

/** A file name from free text: ASCII letters, digits and dashes only. */
export function fileSafe(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return slug || 'qr-code';
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
export function attachmentHeader(fileName: string, asciiName: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export interface SheetEntry {
  url: string;
  businessName: string;
  storeName: string;
  identifier: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const COLUMNS = 3;
const ROWS = 4;

/**
 * A print-ready A4 sheet: 12 codes a page in a 3 x 4 grid, each drawn as vectors with the business
 * name, store name and identifier under it, and light cut lines around each cell.
 */
export async function qrSheetPdf(
  title: string,
  entries: readonly SheetEntry[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('ScanOrder');
  pdf.setProducer('ScanOrder');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const cellWidth = (A4[0] - 2 * MARGIN) / COLUMNS;
  const cellHeight = (A4[1] - 2 * MARGIN) / ROWS;
  const codeSize = Math.min(cellWidth, cellHeight) - 62;
  const textWidth = cellWidth - 16;
  const perPage = COLUMNS * ROWS;

  for (let start = 0; start < Math.max(entries.length, 1); start += perPage) {
    const page = pdf.addPage(A4);
    entries.slice(start, start + perPage).forEach((entry, index) => {
      const column = index % COLUMNS;
      const row = Math.floor(index / COLUMNS);
      const left = MARGIN + column * cellWidth;
      const top = A4[1] - MARGIN - row * cellHeight;
      page.drawRectangle({
        x: left,
        y: top - cellHeight,
        width: cellWidth,
        height: cellHeight,
        borderColor: rgb(0.85, 0.85, 0.85),
        borderWidth: 0.5,
        borderDashArray: [3, 3],
      });
      const { path, size } = qrModulesPath(entry.url);
      const moduleSize = codeSize / (size + 2 * QUIET_ZONE);
      page.drawSvgPath(path, {
        x: left + (cellWidth - size * moduleSize) / 2,
        y: top - 8 - QUIET_ZONE * moduleSize,
        scale: moduleSize,
        color: rgb(0, 0, 0),
      });
      // The identifier prints whole (it says which table the code is for); the names may be cut.
      const lines: [string, PDFFont, number, boolean][] = [
        [entry.businessName, bold, 10, false],
        [entry.storeName, regular, 9, false],
        [entry.identifier, bold, 12, true],
      ];
      let baseline = top - 8 - codeSize - 4;
      for (const [text, font, fontSize, whole] of lines) {
        const fitted = fitPdfText(font, text, fontSize, textWidth, whole);
        page.drawText(fitted.text, {
          x: left + (cellWidth - font.widthOfTextAtSize(fitted.text, fitted.size)) / 2,
          y: baseline - fontSize,
          size: fitted.size,
          font,
          color: rgb(0.1, 0.1, 0.1),
        });
        baseline -= fontSize + 5;
      }
    });
  }
  return pdf.save();
}
