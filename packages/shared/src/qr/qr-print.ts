import { z } from 'zod';
import { QR_LIST_LIMIT } from './qr-code.ts';

/** Paper sizes in PDF points (1/72 inch). */
export const PRINT_PAPERS = {
  a4: { label: 'A4 (210 x 297 mm)', width: 595.28, height: 841.89 },
  letter: { label: 'Letter (8.5 x 11 in)', width: 612, height: 792 },
} as const;
export type PrintPaper = keyof typeof PRINT_PAPERS;

/**
 * What is printed: folded table tents (the design on both faces, the back one upside down so it
 * reads once folded), flat cards, or sticker sheets, in a grid of `columns` x `rows` a page.
 */
export const PRINT_LAYOUTS = {
  tent: { label: 'Table tents, 2 a page (fold in the middle)', columns: 2, rows: 1, folded: true },
  card: { label: 'Table cards, 4 a page', columns: 2, rows: 2, folded: false },
  'sticker-6': { label: 'Stickers, 6 a page', columns: 2, rows: 3, folded: false },
  'sticker-12': { label: 'Small stickers, 12 a page', columns: 3, rows: 4, folded: false },
} as const;
export type PrintLayout = keyof typeof PRINT_LAYOUTS;

export const qrPrintInputSchema = z.object({
  ids: z
    .array(z.uuid())
    .min(1, 'Choose at least one QR code to print')
    .max(QR_LIST_LIMIT, `At most ${QR_LIST_LIMIT} QR codes print at once`),
  layout: z.enum(Object.keys(PRINT_LAYOUTS) as [PrintLayout, ...PrintLayout[]]),
  paper: z.enum(Object.keys(PRINT_PAPERS) as [PrintPaper, ...PrintPaper[]]),
  /** The owner app's language: the words printed around the code (English when absent). */
  language: z.enum(['en', 'es']).optional(),
});
export type QrPrintInput = z.infer<typeof qrPrintInputSchema>;

/** The call to action printed under the business name, in each language of the owner app. */
export const SCAN_TO_ORDER_IN = { en: 'Scan to order', es: 'Escanea para pedir' } as const;
export type PrintLanguage = keyof typeof SCAN_TO_ORDER_IN;
export const SCAN_TO_ORDER = SCAN_TO_ORDER_IN.en;

/** A short link as printed: without its scheme, so it is short enough to type. */
export const printedLink = (url: string) => url.replace(/^https?:\/\//, '');
