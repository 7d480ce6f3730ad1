import {
  concatTransformationMatrix,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import {
  PRINT_LAYOUTS,
  PRINT_PAPERS,
  type PrintLayout,
  type PrintPaper,
} from '@scanorder/shared/qr/qr-print';
import { ACCENT, panelDesign, type PrintEntry } from './print-design.ts';
import { fontkit, printFonts } from './print-fonts.ts';
import { fitPdfText } from './printable-text.ts';
import { qrModulesPath, QUIET_ZONE } from './qr-images.ts';

const MARGIN = 28;
const CUT_LINE = { color: rgb(0.78, 0.78, 0.78), width: 0.5, dash: [3, 3] };

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Box {
  x: number;
  /** The box's top edge (PDF y grows upwards). */
  top: number;
  width: number;
  height: number;
}

/** One code's design in a box; `upsideDown` turns it 180 degrees (a tent's back face). */
function drawPanel(
  page: PDFPage,
  fonts: Fonts,
  logo: PDFImage | null,
  entry: PrintEntry,
  box: Box,
  upsideDown: boolean,
) {
  const design = panelDesign(entry, box.width, box.height, logo !== null);
  if (upsideDown) {
    const centreX = box.x + box.width / 2;
    const centreY = box.top - box.height / 2;
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(-1, 0, 0, -1, 2 * centreX, 2 * centreY),
    );
  }
  const textWidth = box.width - 2 * design.padding;
  if (logo && design.logo) {
    const scaled = logo.scaleToFit(textWidth, design.logo.height);
    page.drawImage(logo, {
      x: box.x + (box.width - scaled.width) / 2,
      y: box.top - design.logo.top - design.logo.height + (design.logo.height - scaled.height) / 2,
      width: scaled.width,
      height: scaled.height,
    });
  }
  const bandWidth = Math.min(textWidth, box.width * 0.8);
  page.drawRectangle({
    x: box.x + (box.width - bandWidth) / 2,
    y: box.top - design.band.top - design.band.height,
    width: bandWidth,
    height: design.band.height,
    color: rgb(ACCENT.r, ACCENT.g, ACCENT.b),
  });
  for (const line of design.lines) {
    const font = line.bold ? fonts.bold : fonts.regular;
    const fitted = fitPdfText(
      font,
      line.text,
      line.size,
      line.role === 'cta' ? bandWidth * 0.9 : textWidth,
      // The table or counter label (at most 20 characters) says where the code belongs: a card
      // reading "Rooftop Terrace 12..." could be table 12 or 12A; it shrinks to fit instead.
      line.role === 'label',
    );
    page.drawText(fitted.text, {
      x: box.x + (box.width - font.widthOfTextAtSize(fitted.text, fitted.size)) / 2,
      // The line's box is 1.2 sizes high; the baseline sits about 0.95 size below its top.
      y: box.top - line.top - line.size * 0.95,
      size: fitted.size,
      font,
      color: line.role === 'cta' ? rgb(1, 1, 1) : rgb(0.1, 0.1, 0.1),
    });
  }
  const { path, size } = qrModulesPath(entry.url);
  const moduleSize = design.qr.size / (size + 2 * QUIET_ZONE);
  page.drawSvgPath(path, {
    x: box.x + (box.width - size * moduleSize) / 2,
    y: box.top - design.qr.top - QUIET_ZONE * moduleSize,
    scale: moduleSize,
    color: rgb(0, 0, 0),
  });
  if (upsideDown) page.pushOperators(popGraphicsState());
}

function cutLines(page: PDFPage, box: Box, folded: boolean) {
  page.drawRectangle({
    x: box.x,
    y: box.top - box.height,
    width: box.width,
    height: box.height,
    borderColor: CUT_LINE.color,
    borderWidth: CUT_LINE.width,
    borderDashArray: CUT_LINE.dash,
  });
  if (!folded) return;
  const middle = box.top - box.height / 2;
  page.drawLine({
    start: { x: box.x, y: middle },
    end: { x: box.x + box.width, y: middle },
    color: rgb(0.6, 0.6, 0.6),
    thickness: 0.5,
    dashArray: [1, 2],
  });
}

export interface PrintOptions {
  title: string;
  layout: PrintLayout;
  paper: PrintPaper;
  /** The business logo as PNG, or null. */
  logo: Buffer | null;
}

/**
 * Branded table tents, cards or sticker sheets: a grid of codes a page on A4 or Letter, each with
 * the logo, business name, "Scan to order", the code as vectors, its label, store name and short
 * link as real (searchable, selectable) text, and light cut and fold lines.
 */
export async function qrPrintPdf(
  entries: readonly PrintEntry[],
  options: PrintOptions,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title);
  pdf.setCreator('ScanOrder');
  pdf.setProducer('ScanOrder');
  pdf.registerFontkit(fontkit);
  const sources = printFonts();
  const fonts = {
    regular: await pdf.embedFont(sources.regular, { subset: true }),
    bold: await pdf.embedFont(sources.bold, { subset: true }),
  };
  const logo = options.logo ? await pdf.embedPng(options.logo) : null;
  const paper = PRINT_PAPERS[options.paper];
  const layout = PRINT_LAYOUTS[options.layout];
  const cellWidth = (paper.width - 2 * MARGIN) / layout.columns;
  const cellHeight = (paper.height - 2 * MARGIN) / layout.rows;
  const perPage = layout.columns * layout.rows;

  for (let start = 0; start < entries.length; start += perPage) {
    const page = pdf.addPage([paper.width, paper.height]);
    entries.slice(start, start + perPage).forEach((entry, index) => {
      const cell: Box = {
        x: MARGIN + (index % layout.columns) * cellWidth,
        top: paper.height - MARGIN - Math.floor(index / layout.columns) * cellHeight,
        width: cellWidth,
        height: cellHeight,
      };
      cutLines(page, cell, layout.folded);
      if (!layout.folded) {
        drawPanel(page, fonts, logo, entry, cell, false);
        return;
      }
      const half = cellHeight / 2;
      drawPanel(page, fonts, logo, entry, { ...cell, height: half }, true);
      drawPanel(page, fonts, logo, entry, { ...cell, top: cell.top - half, height: half }, false);
    });
  }
  return pdf.save();
}
