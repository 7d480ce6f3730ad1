import type { BusinessKind } from '../account/services.ts';
import { policyOf } from '../business/kind-policy.ts';
import { MENU_AVAILABILITY, type MenuAvailability } from './availability.ts';
import {
  GROUP_TYPE_LABELS,
  MENU_CSV_COLUMNS,
  menuCsvMessages,
  minorOfDecimal,
  ROW_TYPES,
  SHARED_GROUP_LABEL,
  unsafeCell,
  type MenuCsvColumn,
} from './menu-csv.ts';
import { allergenOfWord, tagOfWord, yesNoOfWord as yesNo } from './menu-csv-words.ts';
import { menuItemInputSchemas, type MenuItemInput } from './menu-item.ts';
import type { OptionGroupType } from './option-groups.ts';

export interface RowProblem {
  row: number;
  message: string;
}

/** One menu item of the file: its row, what it asks for, and what is wrong with it. */
export interface ReadItem {
  row: number;
  id: string | null;
  category: string;
  name: string;
  /** Set when the Availability cell is filled; blank keeps an existing item's availability. */
  availability: MenuAvailability | null;
  /** The item as the menu item form would send it, when every row of it is valid. */
  input: MenuItemInput | null;
  /** Shared option groups it attaches by name, in order (resolved to ids by the importer). */
  sharedGroups: { row: number; name: string }[];
  problems: RowProblem[];
}

export interface ReadMenu {
  items: ReadItem[];
  fileProblems: string[];
}

type Cells = Record<MenuCsvColumn, string>;

/** The Item row's number cells, which a ';' file writes with a decimal comma. */
const NUMBER_COLUMNS = new Set<string>(['Price', 'Tax percentage']);

export interface ReadMenuOptions {
  /** The file separates cells with ';' (menuCsvDelimiterOf), so 12,50 is twelve and a half. */
  decimalComma?: boolean;
}

interface DraftGroup {
  row: number;
  name: string;
  min: string;
  max: string;
  options: { row: number; value: string; price: string; allergens: string }[];
}

interface DraftItem {
  row: number;
  cells: Cells;
  groups: Record<OptionGroupType, DraftGroup[]>;
  variants: { row: number; cells: Cells }[];
  sharedGroups: { row: number; name: string }[];
  problems: RowProblem[];
  /** Its Item row had more cells than the header, so its cells are not where the header says. */
  misaligned: boolean;
}

const GROUP_TYPE_OF = Object.fromEntries(
  Object.entries(GROUP_TYPE_LABELS).map(([type, label]) => [label.toLowerCase(), type]),
) as Record<string, OptionGroupType>;

const listOf = (text: string) =>
  text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * Cells the reader refuses itself, by the schema path they fill (a number cell that is no number,
 * a tag the format does not know): their own message instead of zod's.
 */
type BadCells = Map<string, { row: number; message: string }>;

/**
 * A Tags or Allergens cell: each entry in English or Spanish (any case and accent) as the format's
 * value; one it does not know stays as written, so the schema refuses it, and is named.
 */
function wordList(
  text: string,
  of: (word: string) => string | undefined,
  unknown: (value: string) => string,
  bad: BadCells,
  at: { path: string; row: number },
): string[] {
  return listOf(text).map((entry, index) => {
    const value = of(entry);
    if (value !== undefined) return value;
    bad.set(`${at.path}.${index}`, { row: at.row, message: unknown(entry) });
    return entry;
  });
}

/** A number cell: blank is `blank`, text that is no number stays text so zod names the field. */
function numberCell(
  text: string,
  blank: number | undefined,
  bad: BadCells,
  at: { path: string; row: number; label: string },
): number | string | undefined {
  if (text.trim() === '') return blank;
  const value = Number(text.trim());
  if (Number.isFinite(value)) return value;
  bad.set(at.path, { row: at.row, message: menuCsvMessages.valid(at.label) });
  return text;
}

function moneyCell(
  text: string,
  bad: BadCells,
  at: { path: string; row: number; label: string },
): number | string | undefined {
  if (text.trim() === '') return undefined;
  const minor = minorOfDecimal(text);
  if (minor === undefined)
    bad.set(at.path, { row: at.row, message: menuCsvMessages.money(at.label) });
  return minor ?? text;
}

/** Reads the header: which column of the file holds which field. */
function columnsOf(kind: BusinessKind, header: string[], problems: string[]) {
  const wanted = MENU_CSV_COLUMNS[kind];
  const index = new Map<MenuCsvColumn, number>();
  header.forEach((title, position) => {
    const name = unsafeCell(title).trim();
    const column = wanted.find((entry) => entry.toLowerCase() === name.toLowerCase());
    if (column) index.set(column, position);
    else if (name !== '') problems.push(menuCsvMessages.unknownColumn(name));
  });
  for (const column of wanted)
    if (!index.has(column)) problems.push(menuCsvMessages.missingColumn(column));
  return (record: string[]) =>
    Object.fromEntries(
      wanted.map((column) => [column, unsafeCell(record[index.get(column) ?? -1] ?? '').trim()]),
    ) as Cells;
}

/** A decimal comma (12,50 or 4,5) read as the point the format writes; other text as it is. */
const pointOfComma = (text: string) => text.replace(/^(\s*-?\d+),(\d+\s*)$/, '$1.$2');
const asWritten = (text: string) => text;

function inputOf(
  kind: BusinessKind,
  draft: DraftItem,
  bad: BadCells,
  decimal: (text: string) => string,
): Record<string, unknown> {
  const cells = Object.fromEntries(
    Object.entries(draft.cells).map(([column, text]) => [
      column,
      NUMBER_COLUMNS.has(column) ? decimal(text) : text,
    ]),
  ) as Cells;
  const base = {
    category: cells.Category,
    name: cells.Name,
    description: cells.Description,
    priceMinor: moneyCell(cells.Price, bad, { path: 'priceMinor', row: draft.row, label: 'Price' }),
    taxEnabled: yesNo(cells['Tax enabled']),
    taxPercentage: numberCell(cells['Tax percentage'], 0, bad, {
      path: 'taxPercentage',
      row: draft.row,
      label: 'Tax percentage',
    }),
    tags: wordList(cells.Tags, tagOfWord, menuCsvMessages.unknownTag, bad, {
      path: 'tags',
      row: draft.row,
    }),
    allergens: wordList(cells.Allergens, allergenOfWord, menuCsvMessages.unknownAllergen, bad, {
      path: 'allergens',
      row: draft.row,
    }),
  };
  if (policyOf(kind).hasVariants)
    return {
      ...base,
      variants: draft.variants.map(({ row, cells: variant }, index) => ({
        variantName: variant['Variant name'],
        value: variant.Value,
        newPriceMinor: moneyCell(decimal(variant['New price']), bad, {
          path: `variants.${index}.newPriceMinor`,
          row,
          label: 'New price',
        }),
      })),
    };
  const groups = (type: OptionGroupType) =>
    draft.groups[type].map((group, groupIndex) => ({
      name: group.name,
      min: numberCell(decimal(group.min), undefined, bad, {
        path: `${type}.${groupIndex}.min`,
        row: group.row,
        label: 'Minimum',
      }),
      max: numberCell(decimal(group.max), undefined, bad, {
        path: `${type}.${groupIndex}.max`,
        row: group.row,
        label: 'Maximum',
      }),
      options: group.options.map((option, optionIndex) => ({
        value: option.value,
        additionalPriceMinor:
          moneyCell(decimal(option.price), bad, {
            path: `${type}.${groupIndex}.options.${optionIndex}.additionalPriceMinor`,
            row: option.row,
            label: 'Additional price',
          }) ?? 0,
        allergens: wordList(
          option.allergens,
          allergenOfWord,
          menuCsvMessages.unknownAllergen,
          bad,
          {
            path: `${type}.${groupIndex}.options.${optionIndex}.allergens`,
            row: option.row,
          },
        ),
      })),
    }));
  return {
    ...base,
    modifiers: groups('modifiers'),
    selectors: groups('selectors'),
    incrementors: groups('incrementors'),
  };
}

/** The row a schema issue is about: the option's or variant's own row when it names one. */
function rowOfIssue(draft: DraftItem, path: readonly PropertyKey[]): number {
  const [first, second, third, fourth] = path;
  if (first === 'variants' && typeof second === 'number')
    return draft.variants[second]?.row ?? draft.row;
  if (
    (first === 'modifiers' || first === 'selectors' || first === 'incrementors') &&
    typeof second === 'number'
  ) {
    const group = draft.groups[first][second];
    if (third === 'options' && typeof fourth === 'number')
      return group?.options[fourth]?.row ?? group?.row ?? draft.row;
    return group?.row ?? draft.row;
  }
  return draft.row;
}

/** A row read no further than its refusal: nothing of it can be imported. */
function refusedRow(row: number, category: string, name: string, problems: RowProblem[]): ReadItem {
  return {
    row,
    id: null,
    category,
    name,
    availability: null,
    input: null,
    sharedGroups: [],
    problems,
  };
}

function finish(kind: BusinessKind, draft: DraftItem, decimal: (text: string) => string): ReadItem {
  const { cells } = draft;
  const problems = [...draft.problems];
  // Shifted cells would only add misleading reasons (a price's cents read as Tax enabled).
  if (draft.misaligned) return refusedRow(draft.row, cells.Category, cells.Name, problems);
  const taxEnabled = yesNo(cells['Tax enabled']);
  if (taxEnabled === undefined)
    problems.push({ row: draft.row, message: menuCsvMessages.yesNo('Tax enabled') });
  let availability: MenuAvailability | null = null;
  if (cells.Availability !== '') {
    const found = MENU_AVAILABILITY.find(
      (value) => value.toLowerCase() === cells.Availability.toLowerCase(),
    );
    if (found) availability = found;
    else problems.push({ row: draft.row, message: 'Please choose a valid Availability' });
  }
  const bad: BadCells = new Map();
  const parsed = menuItemInputSchemas[kind].safeParse(inputOf(kind, draft, bad, decimal));
  problems.push(...bad.values());
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      if (!bad.has(issue.path.join('.')))
        problems.push({ row: rowOfIssue(draft, issue.path), message: issue.message });
  problems.sort((a, b) => a.row - b.row);
  return {
    row: draft.row,
    id: cells['Item ID'] || null,
    category: cells.Category,
    name: cells.Name,
    availability,
    input: parsed.success && problems.length === 0 ? parsed.data : null,
    sharedGroups: draft.sharedGroups,
    problems,
  };
}

/** Adds an Option row to its item's group (by type and name), checking the group's Min and Max. */
function addOption(draft: DraftItem, row: number, cells: Cells) {
  if (cells['Group type'].toLowerCase() === SHARED_GROUP_LABEL.toLowerCase()) {
    if (cells['Group name'] === '')
      return draft.problems.push({ row, message: 'Group name field is required' });
    return draft.sharedGroups.push({ row, name: cells['Group name'] });
  }
  const type = GROUP_TYPE_OF[cells['Group type'].toLowerCase()];
  if (!type) return draft.problems.push({ row, message: menuCsvMessages.groupType });
  const groups = draft.groups[type];
  let group = groups.find(
    (entry) => entry.name.toLowerCase() === cells['Group name'].toLowerCase(),
  );
  if (!group) {
    group = { row, name: cells['Group name'], min: cells.Min, max: cells.Max, options: [] };
    groups.push(group);
  } else if (
    (cells.Min !== '' && cells.Min !== group.min) ||
    (cells.Max !== '' && cells.Max !== group.max)
  ) {
    draft.problems.push({ row, message: menuCsvMessages.groupRulesDiffer(group.name) });
  }
  group.options.push({
    row,
    value: cells.Option,
    price: cells['Additional price'],
    allergens: cells['Option allergens'],
  });
}

/**
 * Reads a parsed CSV (header first) into menu items, each checked by the menu item form's own
 * schema so a refused row gives the message the form would. Rows are numbered as a spreadsheet
 * numbers them: the header is row 1. A file separated by ';' writes decimals with a comma
 * (`decimalComma`).
 */
export function readMenuCsv(
  kind: BusinessKind,
  records: string[][],
  { decimalComma = false }: ReadMenuOptions = {},
): ReadMenu {
  const decimal = decimalComma ? pointOfComma : asWritten;
  const fileProblems: string[] = [];
  const [header = [], ...body] = records;
  const cellsOf = columnsOf(kind, header, fileProblems);
  if (fileProblems.length > 0) return { items: [], fileProblems };
  const rows = body
    .map((record, index) => ({ row: index + 2, record }))
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return { items: [], fileProblems: [menuCsvMessages.empty] };

  const items: ReadItem[] = [];
  let current: DraftItem | null = null;
  const childType = policyOf(kind).childRowType;
  for (const { row, record } of rows) {
    const cells = cellsOf(record);
    const type = cells['Row type'].toLowerCase();
    // An unquoted comma (a price typed 12,50) splits a cell in two and shifts the rest right;
    // spreadsheets write every row as wide as the header, so a longer row is such a row.
    const misaligned = record.length > header.length;
    if (type === ROW_TYPES.item.toLowerCase()) {
      if (current) items.push(finish(kind, current, decimal));
      current = {
        row,
        cells,
        groups: { modifiers: [], selectors: [], incrementors: [] },
        variants: [],
        sharedGroups: [],
        problems: misaligned ? [{ row, message: menuCsvMessages.extraCells }] : [],
        misaligned,
      };
    } else if (misaligned && current) {
      current.problems.push({ row, message: menuCsvMessages.extraCells });
    } else if (type === childType.toLowerCase()) {
      if (!current) {
        items.push(refusedRow(row, '', '', [{ row, message: menuCsvMessages.orphan(childType) }]));
      } else if (policyOf(kind).hasOptionGroups) addOption(current, row, cells);
      else current.variants.push({ row, cells });
    } else {
      const problem = { row, message: menuCsvMessages.rowType(kind) };
      if (current) current.problems.push(problem);
      else items.push(refusedRow(row, cells.Category, cells.Name, [problem]));
    }
  }
  if (current) items.push(finish(kind, current, decimal));
  return { items, fileProblems };
}
