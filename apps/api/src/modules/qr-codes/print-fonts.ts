import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';

/**
 * DejaVu Sans (regular and bold), shipped by an npm package rather than taken from the system, so
 * prints look the same on every server (the production image has no fonts) and business names in
 * Latin, Greek, Cyrillic, Arabic or Hebrew letters print as themselves, not as '?'.
 */
export interface PrintFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

let loaded: PrintFonts | undefined;

export function printFonts(): PrintFonts {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => new Uint8Array(fs.readFileSync(file));
    loaded = {
      regular: read(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      bold: read(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    };
  }
  return loaded;
}

let parsed: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

/** The same fonts parsed, to draw text as outlines in labelled images. */
export function outlineFonts() {
  if (!parsed) {
    const { regular, bold } = printFonts();
    parsed = { regular: fontkit.create(regular), bold: fontkit.create(bold) };
  }
  return parsed;
}

export { fontkit };
