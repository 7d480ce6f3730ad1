import type { PDFFont } from 'pdf-lib';

/**
 * Emoji and the characters that build them (skin tones, keycaps, flags' letters and tags):
 * decoration the print fonts have no glyph for.
 */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** Keycap, flags' regional letters, skin tones and tag characters, by code point. */
const EMOJI_RANGES: [number, number][] = [
  [0x20e3, 0x20e3],
  [0x1f1e6, 0x1f1ff],
  [0x1f3fb, 0x1f3ff],
  [0xe0020, 0xe007f],
];
const isEmojiPart = (char: string) => {
  const codePoint = char.codePointAt(0)!;
  return (
    PICTOGRAPH.test(char) || EMOJI_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to)
  );
};
const VARIATION_SELECTOR = /[\u{FE0E}\u{FE0F}]/u;
const JOINER = '\u{200D}';

/**
 * The text as the print font can draw it: an emoji it lacks is left out ("Mesa Ñandú 🌶️ 7"
 * prints "Mesa Ñandú 7", not "Mesa Ñandú ? 7" on every sticker), any other letter it lacks
 * becomes '?' so a missing word still shows that something is there.
 */
export function printableText(text: string, canDraw: (codePoint: number) => boolean): string {
  // null marks an emoji left out; a joiner next to one goes with it (the fonts draw joiners).
  const chars = [...text].map((char) => {
    if (VARIATION_SELECTOR.test(char)) return '';
    const drawable = canDraw(char.codePointAt(0)!);
    if (char === JOINER) return drawable ? char : '';
    if (drawable) return char;
    return isEmojiPart(char) ? null : '?';
  });
  return chars
    .map((char, index) =>
      char === JOINER && (chars[index - 1] === null || chars[index + 1] === null) ? '' : char,
    )
    .join('')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * Text the font can draw (emoji left out, others '?'), shrunk to 75% and then cut with '...' to
 * fit, or shrunk as far as it takes when it must print whole.
 */
export function fitPdfText(
  font: PDFFont,
  text: string,
  size: number,
  maxWidth: number,
  /** Shrink as far as it takes and never cut: the table's label must print whole. */
  whole = false,
) {
  const supported = new Set(font.getCharacterSet());
  let printable = printableText(text, (codePoint) => supported.has(codePoint));
  const natural = font.widthOfTextAtSize(printable, size);
  if (natural <= maxWidth) return { text: printable, size };
  if (whole) return { text: printable, size: (size * maxWidth) / natural };
  const shrunk = Math.max(size * 0.75, (size * maxWidth) / natural);
  if (font.widthOfTextAtSize(printable, shrunk) <= maxWidth)
    return { text: printable, size: shrunk };
  while (printable.length > 1 && font.widthOfTextAtSize(`${printable}...`, shrunk) > maxWidth)
    printable = printable.slice(0, -1);
  return { text: `${printable.trimEnd()}...`, size: shrunk };
}
