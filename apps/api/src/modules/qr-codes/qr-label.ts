import sharp from 'sharp';
import type fontkit from '@pdf-lib/fontkit';
import { printedLink, SCAN_TO_ORDER } from '@scanorder/shared/qr/qr-print';
import { ACCENT_HEX, panelDesign, type PrintEntry } from './print-design.ts';
import { outlineFonts } from './print-fonts.ts';
import { qrModulesPath, QUIET_ZONE } from './qr-images.ts';
import { printableText } from './printable-text.ts';

/** A labelled code is a 3:4 card, 900 x 1200 px as PNG (about 7.6 x 10 cm at 300 dpi). */
const WIDTH = 900;
const HEIGHT = 1200;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/**
 * A line of text as glyph outlines, centred on `centreX`, shrunk to fit `maxWidth`: the image
 * then looks the same wherever it is opened or rendered, with or without fonts installed.
 */
function outlinedText(
  font: fontkit.Font,
  text: string,
  size: number,
  centreX: number,
  top: number,
  maxWidth: number,
  fill: string,
): string {
  const printable = printableText(text, (codePoint) => font.hasGlyphForCodePoint(codePoint));
  const run = font.layout(printable);
  const natural = (run.advanceWidth * size) / font.unitsPerEm;
  const fitted = natural > maxWidth ? (size * maxWidth) / natural : size;
  const scale = fitted / font.unitsPerEm;
  let x = centreX - (run.advanceWidth * scale) / 2;
  const baseline = top + size * 0.95 - (size - fitted) / 2;
  const paths: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const d = glyph.path.toSVG();
    if (d) {
      const gx = x + position.xOffset * scale;
      const gy = baseline - position.yOffset * scale;
      paths.push(
        `<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
      );
    }
    x += position.xAdvance * scale;
  });
  return `<g fill="${fill}">${paths.join('')}</g>`;
}

/**
 * One code as a labelled card (SVG): logo, business name, "Scan to order", the code, its label,
 * store name and short link, laid out like the printed tents. The words are also in the SVG's
 * title and description, for screen readers and search.
 */
export function labelledQrSvg(entry: PrintEntry, logoPng: Buffer | null): string {
  const design = panelDesign(entry, WIDTH, HEIGHT, logoPng !== null);
  const fonts = outlineFonts();
  const textWidth = WIDTH - 2 * design.padding;
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`];
  if (logoPng && design.logo) {
    parts.push(
      `<image x="${design.padding}" y="${design.logo.top}" width="${textWidth}" height="${design.logo.height}" preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,${logoPng.toString('base64')}"/>`,
    );
  }
  const bandWidth = Math.min(textWidth, WIDTH * 0.8);
  parts.push(
    `<rect x="${(WIDTH - bandWidth) / 2}" y="${design.band.top}" width="${bandWidth}" height="${design.band.height}" fill="${ACCENT_HEX}"/>`,
  );
  for (const line of design.lines) {
    const font = line.bold ? fonts.bold : fonts.regular;
    const isCta = line.role === 'cta';
    parts.push(
      outlinedText(
        font,
        line.text,
        line.size,
        WIDTH / 2,
        line.top,
        isCta ? bandWidth * 0.9 : textWidth,
        isCta ? '#ffffff' : '#1a1a1a',
      ),
    );
  }
  const { path, size } = qrModulesPath(entry.url);
  const moduleSize = design.qr.size / (size + 2 * QUIET_ZONE);
  const qrX = (WIDTH - size * moduleSize) / 2;
  const qrY = design.qr.top + QUIET_ZONE * moduleSize;
  parts.push(
    `<path transform="translate(${qrX.toFixed(2)} ${qrY.toFixed(2)}) scale(${moduleSize.toFixed(4)})" fill="#000000" shape-rendering="crispEdges" d="${path}"/>`,
  );
  const title = `${entry.businessName}: ${entry.identifier}`;
  const description = `${SCAN_TO_ORDER}. ${entry.storeName}. ${printedLink(entry.url)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">` +
    `<title>${escapeXml(title)}</title><desc>${escapeXml(description)}</desc>${parts.join('')}</svg>`
  );
}

/** The labelled card as a PNG, rendered from the same SVG (no fonts needed: text is outlines). */
export function labelledQrPng(entry: PrintEntry, logoPng: Buffer | null): Promise<Buffer> {
  return sharp(Buffer.from(labelledQrSvg(entry, logoPng)))
    .png()
    .toBuffer();
}
