import { printedLink, SCAN_TO_ORDER } from '@scanorder/shared/qr/qr-print';

/** One printed code: what it encodes and the words around it. */
export interface PrintEntry {
  url: string;
  businessName: string;
  storeName: string;
  identifier: string;
  /** The call to action in the owner's language; "Scan to order" when absent. */
  callToAction?: string;
}

/** The brand's teal (the web app's primary colour), as 0-1 RGB. */
export const ACCENT = { r: 0, g: 0.475, b: 0.42 };
export const ACCENT_HEX = '#00796b';

export type LineRole = 'name' | 'cta' | 'label' | 'small';

/** One line of text of a panel: its top edge and size, in units from the panel's top. */
export interface PanelLine {
  role: LineRole;
  text: string;
  bold: boolean;
  size: number;
  top: number;
}

export interface PanelDesign {
  padding: number;
  logo: { top: number; height: number } | null;
  qr: { top: number; size: number };
  /** The call to action's filled band. */
  band: { top: number; height: number };
  lines: PanelLine[];
}

/**
 * Where everything of one printed code goes in a panel of `width` x `height` (any unit, y down):
 * logo, business name, "Scan to order" on a band, the code, the table or counter label, the store
 * name and the short link, sized to the panel and centred vertically. The PDF pages and the
 * labelled PNG/SVG share it, so they look alike.
 */
export function panelDesign(
  entry: PrintEntry,
  width: number,
  height: number,
  hasLogo: boolean,
): PanelDesign {
  // Small stickers shrink the words rather than the code: it keeps at least half of the panel.
  let unit = Math.min(width, height * 0.72);
  while (unit > 0 && qrSizeOf(width, height, hasLogo, unit) < 0.5 * Math.min(width, height))
    unit *= 0.92;
  return designAt(entry, width, height, hasLogo, unit);
}

function qrSizeOf(width: number, height: number, hasLogo: boolean, unit: number) {
  const { padding, fixed } = measures(hasLogo, unit);
  return Math.max(0, Math.min(width - 2 * padding, height - 2 * padding - fixed));
}

function measures(hasLogo: boolean, unit: number) {
  const padding = unit * 0.07;
  const gap = unit * 0.035;
  const sizes = { name: unit * 0.072, cta: unit * 0.085, label: unit * 0.095, small: unit * 0.05 };
  const logoHeight = hasLogo ? unit * 0.16 : 0;
  const bandHeight = sizes.cta * 1.7;
  const fixed =
    logoHeight +
    (hasLogo ? gap : 0) +
    sizes.name * 1.2 +
    gap +
    bandHeight +
    gap +
    gap +
    sizes.label * 1.2 +
    gap * 0.5 +
    sizes.small * 1.2 +
    gap * 0.3 +
    sizes.small * 1.2;
  return { padding, gap, sizes, logoHeight, bandHeight, fixed };
}

function designAt(
  entry: PrintEntry,
  width: number,
  height: number,
  hasLogo: boolean,
  unit: number,
): PanelDesign {
  const { padding, gap, sizes, logoHeight, bandHeight, fixed } = measures(hasLogo, unit);
  const qrSize = qrSizeOf(width, height, hasLogo, unit);
  let top = (height - fixed - qrSize) / 2;

  const logo = hasLogo ? { top, height: logoHeight } : null;
  if (hasLogo) top += logoHeight + gap;
  const lines: PanelLine[] = [];
  const line = (role: LineRole, text: string, bold: boolean, after: number) => {
    lines.push({ role, text, bold, size: sizes[role], top });
    top += sizes[role] * 1.2 + after;
  };
  line('name', entry.businessName, true, gap);
  const band = { top, height: bandHeight };
  lines.push({
    role: 'cta',
    text: entry.callToAction ?? SCAN_TO_ORDER,
    bold: true,
    size: sizes.cta,
    top: top + (bandHeight - sizes.cta * 1.2) / 2,
  });
  top += bandHeight + gap;
  const qr = { top, size: qrSize };
  top += qrSize + gap;
  line('label', entry.identifier, true, gap * 0.5);
  line('small', entry.storeName, false, gap * 0.3);
  line('small', printedLink(entry.url), false, 0);
  return { padding, logo, qr, band, lines };
}
