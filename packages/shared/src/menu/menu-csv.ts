import { z } from 'zod';
import type { BusinessKind } from '../account/services.ts';
import { policyOf } from '../business/kind-policy.ts';
import { MENU_LIMITS } from '../business/constants.ts';
import { MINOR_PER_MAJOR } from './price-field.ts';
import { messages } from '../validation/messages.ts';

/**
 * The menu as a spreadsheet (docs/product/menu-import.md): one "Item" row per menu item, followed
 * by its "Option" rows (restaurant) or "Variant" rows (grocery). Columns are found by their header.
 */
export const ITEM_COLUMNS = [
  'Row type',
  'Item ID',
  'Category',
  'Name',
  'Description',
  'Price',
  'Tax enabled',
  'Tax percentage',
  'Tags',
  'Allergens',
  'Availability',
] as const;
const RESTAURANT_COLUMNS = [
  'Group type',
  'Group name',
  'Min',
  'Max',
  'Option',
  'Additional price',
  'Option allergens',
] as const;
const GROCERY_COLUMNS = ['Variant name', 'Value', 'New price'] as const;

export type MenuCsvColumn =
  | (typeof ITEM_COLUMNS)[number]
  | (typeof RESTAURANT_COLUMNS)[number]
  | (typeof GROCERY_COLUMNS)[number];

export const MENU_CSV_COLUMNS: Record<BusinessKind, readonly MenuCsvColumn[]> = {
  restaurant: [...ITEM_COLUMNS, ...RESTAURANT_COLUMNS],
  grocery: [...ITEM_COLUMNS, ...GROCERY_COLUMNS],
};

const KNOWN_COLUMNS = new Set(
  [...ITEM_COLUMNS, ...RESTAURANT_COLUMNS, ...GROCERY_COLUMNS].map((column) =>
    column.toLowerCase(),
  ),
);

/**
 * The file's cell separator, read from its header row: ',' as the export writes it, or ';' as
 * Excel saves "CSV" where the decimal separator is a comma (Spain, France, Germany, most of
 * Europe), whichever splits the header into more of the format's columns. A ';' file writes its
 * prices with a decimal comma (12,50), read by `readMenuCsv` with `decimalComma`.
 */
export function menuCsvDelimiterOf(csv: string): ',' | ';' {
  const header = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/, 1)[0] ?? '';
  const columns = (separator: string) =>
    header
      .split(separator)
      .filter((cell) => KNOWN_COLUMNS.has(cell.trim().replace(/^"|"$/g, '').toLowerCase())).length;
  return columns(';') > columns(',') ? ';' : ',';
}

export const ROW_TYPES = { item: 'Item', option: 'Option', variant: 'Variant' } as const;
export const GROUP_TYPE_LABELS = {
  modifiers: 'Modifier',
  selectors: 'Selector',
  incrementors: 'Incrementor',
} as const;
/**
 * An Option row of this Group type attaches the restaurant's shared option group named in Group
 * name (decision 035); its other group and option cells stay blank.
 */
export const SHARED_GROUP_LABEL = 'Shared';
/** Tags and allergens share one cell, separated by semicolons. */
export const LIST_SEPARATOR = '; ';

/** An upload of at most 2 MB of CSV text. */
export const MENU_CSV_MAX_BYTES = 2 * 1024 * 1024;
/** Items plus their option or variant rows: a full grocery menu with a few variants each. */
export const MENU_CSV_MAX_ROWS = MENU_LIMITS.grocery.maxItems * 3;

export const menuCsvMessages = {
  tooLarge: 'The file is too large: at most 2 MB',
  tooManyRows: `The file has too many rows: at most ${MENU_CSV_MAX_ROWS}`,
  empty: 'The file has no rows below its header',
  unreadable: (reason: string) => `The file is not a readable CSV: ${reason}`,
  missingColumn: (column: string) => `Column ${column} is missing from the header row`,
  unknownColumn: (column: string) => `Column ${column} is not part of the menu format`,
  rowType: (kind: BusinessKind) => `Row type must be Item or ${policyOf(kind).childRowType}`,
  orphan: (type: string) => `An ${type} row must follow the Item row it belongs to`,
  groupType: 'Group type must be Modifier, Selector, Incrementor or Shared',
  unknownSharedGroup: (name: string) => `No shared option group is named ${name}`,
  sharedGroupTwice: (name: string) => `The shared option group ${name} is attached twice`,
  groupRulesDiffer: (name: string) => `Min and Max of ${name} differ between its rows`,
  yesNo: (label: string) => `${label} must be Yes or No`,
  /** A tag or allergen the format does not know, named as the file wrote it. */
  unknownTag: (value: string) => `Unknown tag: ${value}`,
  unknownAllergen: (value: string) => `Unknown allergen: ${value}`,
  valid: messages.valid,
  money: (label: string) =>
    `${label} must be a number such as 249 or 249.50, without a currency sign or thousands separator`,
  extraCells:
    'This row has more cells than the header row: a cell with a comma in it (such as a price written 12,50) must be in double quotes',
  unknownId: 'Item ID is not an item of this menu',
  repeatedItem: (row: number) => `The same item is already on row ${row}`,
  menuFull: (kind: BusinessKind, count: number) =>
    `The import would make ${count} items; a ${kind} menu can hold up to ${MENU_LIMITS[kind].maxItems}.`,
  refused: 'Nothing was imported: fix the refused rows and try again.',
} as const;

/**
 * Minor units as a plain decimal ("249.50"), never through floats; `point` is the decimal
 * separator (',' in a Spanish file: "249,50").
 */
export function decimalOfMinor(minor: number, point: '.' | ',' = '.'): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const whole = Math.floor(absolute / MINOR_PER_MAJOR);
  return `${sign}${whole}${point}${String(absolute % MINOR_PER_MAJOR).padStart(2, '0')}`;
}

/** "249", "249.5" or "249.50" to minor units; undefined when it is not such a number. */
export function minorOfDecimal(text: string): number | undefined {
  const match = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const minor = Number(match[2]) * MINOR_PER_MAJOR + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}

/**
 * A cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * is written with a leading apostrophe (OWASP CSV injection); reading takes that apostrophe off
 * again, so an exported menu imports unchanged.
 */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
export function unsafeCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

export const IMPORT_ACTIONS = ['create', 'change', 'unchanged', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const menuImportRowSchema = z.object({
  /** The item's row in the file (1 is the header, so the first item is row 2). */
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  category: z.string(),
  name: z.string(),
  /** Why the row is refused: the spec's validation messages, with the row they are about. */
  problems: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type MenuImportRow = z.infer<typeof menuImportRowSchema>;

export const menuImportPreviewSchema = z.object({
  items: z.array(menuImportRowSchema),
  /** Problems of the file as a whole (header, size, menu limit). */
  fileProblems: z.array(z.string()),
  /** Categories the import adds to the end of the menu's category list. */
  newCategories: z.array(z.string()),
  counts: z.object({
    create: z.number().int(),
    change: z.number().int(),
    unchanged: z.number().int(),
    refuse: z.number().int(),
  }),
});
export type MenuImportPreview = z.infer<typeof menuImportPreviewSchema>;

export const menuImportInputSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, menuCsvMessages.empty)
    .max(MENU_CSV_MAX_BYTES, menuCsvMessages.tooLarge),
});
export type MenuImportInput = z.infer<typeof menuImportInputSchema>;

export const menuImportResultSchema = z.object({
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  newCategories: z.array(z.string()),
});
export type MenuImportResult = z.infer<typeof menuImportResultSchema>;
