import { describe, expect, it } from 'vitest';
import {
  decimalOfMinor,
  MENU_CSV_COLUMNS,
  menuCsvDelimiterOf,
  menuCsvMessages,
  minorOfDecimal,
  safeCell,
  unsafeCell,
} from './menu-csv.ts';
import { readMenuCsv } from './menu-csv-read.ts';

const header = [...MENU_CSV_COLUMNS.restaurant];
const row = (cells: Partial<Record<(typeof header)[number], string>>) =>
  header.map((column) => cells[column] ?? '');
const item = (
  name: string,
  price: string,
  extra: Partial<Record<(typeof header)[number], string>> = {},
) =>
  row({
    'Row type': 'Item',
    Category: 'Starter',
    Name: name,
    Description: `${name} made fresh.`,
    Price: price,
    ...extra,
  });
const option = (cells: Partial<Record<(typeof header)[number], string>>) =>
  row({
    'Row type': 'Option',
    'Group type': 'Modifier',
    'Group name': 'Extras',
    Min: '0',
    Max: '2',
    ...cells,
  });

describe('reading a menu CSV', () => {
  it('reads Shared rows as names of shared groups to attach, in order, beside own groups', () => {
    const shared = (name: string) =>
      row({ 'Row type': 'Option', 'Group type': 'Shared', 'Group name': name });
    const read = readMenuCsv('restaurant', [
      header,
      item('Paneer Tikka', '249'),
      option({ Option: 'Extra cheese', 'Additional price': '30', Max: '1' }),
      shared('Spice level'),
      shared('Breads'),
      item('Dal', '199'),
      shared(''),
    ]);
    expect(read.items[0]).toMatchObject({
      sharedGroups: [
        { row: 4, name: 'Spice level' },
        { row: 5, name: 'Breads' },
      ],
      problems: [],
    });
    expect(read.items[0]?.input).toMatchObject({ modifiers: [{ name: 'Extras' }] });
    expect(read.items[1]?.problems).toEqual([{ row: 7, message: 'Group name field is required' }]);
  });

  it('turns decimals into minor units without floats and back', () => {
    expect(minorOfDecimal('249')).toBe(24_900);
    expect(minorOfDecimal('0.5')).toBe(50);
    expect(minorOfDecimal('1234.05')).toBe(123_405);
    expect(minorOfDecimal('12.345')).toBeUndefined();
    expect(minorOfDecimal('1,000')).toBeUndefined();
    expect(decimalOfMinor(123_405)).toBe('1234.05');
  });

  it('keeps formulas from running and reads them back as typed', () => {
    for (const text of ['=SUM(A1)', '+1', '-2', '@cmd', 'Plain', "'quoted"])
      expect(unsafeCell(safeCell(text))).toBe(text);
    expect(safeCell('=SUM(A1)')).toBe("'=SUM(A1)");
  });

  it('reads items with their option groups, checked by the menu item schema', () => {
    const read = readMenuCsv('restaurant', [
      header,
      item('Paneer Tikka', '249.00', {
        Tags: 'Popular; Vegetarian',
        'Tax enabled': 'Yes',
        'Tax percentage': '5',
      }),
      option({ Option: 'Extra cheese', 'Additional price': '30' }),
      option({ Option: 'Mint chutney', 'Additional price': '10', Min: '', Max: '' }),
    ]);
    expect(read.fileProblems).toEqual([]);
    expect(read.items).toHaveLength(1);
    expect(read.items[0]!.input).toMatchObject({
      name: 'Paneer Tikka',
      priceMinor: 24_900,
      taxEnabled: true,
      taxPercentage: 5,
      tags: ['Popular', 'Vegetarian'],
      modifiers: [
        {
          name: 'Extras',
          min: 0,
          max: 2,
          options: [
            { value: 'Extra cheese', additionalPriceMinor: 3000 },
            { value: 'Mint chutney', additionalPriceMinor: 1000 },
          ],
        },
      ],
    });
  });

  it('names the row of each problem: the item row, or the option row it is about', () => {
    const read = readMenuCsv('restaurant', [
      header,
      item('Tea', 'abc', { 'Tax enabled': 'maybe', Tags: 'Spicy; Crunchy' }),
      option({ Option: 'Sugar', 'Additional price': '1.234' }),
      option({ Option: 'Milk', Min: '1' }),
      row({ 'Row type': 'Combo' }),
    ]);
    expect(read.items[0]!.input).toBeNull();
    expect(read.items[0]!.problems).toEqual([
      { row: 2, message: 'Tax enabled must be Yes or No' },
      {
        row: 2,
        message:
          'Price must be a number such as 249 or 249.50, without a currency sign or thousands separator',
      },
      { row: 2, message: 'Unknown tag: Crunchy' },
      {
        row: 3,
        message:
          'Additional price must be a number such as 249 or 249.50, without a currency sign or thousands separator',
      },
      { row: 4, message: 'Min and Max of Extras differ between its rows' },
      { row: 5, message: 'Row type must be Item or Option' },
    ]);
  });

  it('says how to write a price a spreadsheet user typed with a currency sign or separators', () => {
    const read = readMenuCsv('restaurant', [
      header,
      item('Mango Lassi', '1,299.00'),
      item('Rasmalai', '₹149'),
      item('Kheer', '12.5'),
    ]);
    expect(read.items.map((entry) => entry.problems)).toEqual([
      [{ row: 2, message: menuCsvMessages.money('Price') }],
      [{ row: 3, message: menuCsvMessages.money('Price') }],
      [],
    ]);
    expect(menuCsvMessages.money('Price')).toBe(
      'Price must be a number such as 249 or 249.50, without a currency sign or thousands separator',
    );
  });

  it("reads a ';' file's decimal commas, and only a ';' file's", () => {
    expect(menuCsvDelimiterOf(`\uFEFF${header.join(';')}\r\nItem;;Starter`)).toBe(';');
    expect(menuCsvDelimiterOf(header.join(','))).toBe(',');
    expect(menuCsvDelimiterOf('"Row type";"Name";"Price"\n')).toBe(';');
    const file = [
      header,
      item('Tea', '12,50', { 'Tax percentage': '4,5' }),
      item('Chai', '1.249,50'),
    ];
    const comma = readMenuCsv('restaurant', file, { decimalComma: true });
    expect(comma.items[0]).toMatchObject({ problems: [] });
    expect(comma.items[0]!.input).toMatchObject({ priceMinor: 1250, taxPercentage: 4.5 });
    expect(comma.items[1]!.problems).toEqual([{ row: 3, message: menuCsvMessages.money('Price') }]);
    expect(readMenuCsv('restaurant', file).items[0]!.problems).toEqual([
      { row: 2, message: menuCsvMessages.money('Price') },
      { row: 2, message: 'Please enter valid Tax percentage' },
    ]);
  });

  it('names an unquoted comma that shifted a row, instead of the misread cells after it', () => {
    // "12,50" unquoted: the price is read as 12 and everything after it moves one column right.
    const jalebi = item('Jalebi', '12');
    const shifted = [...jalebi.slice(0, 6), '50', ...jalebi.slice(6)];
    const read = readMenuCsv('restaurant', [
      header,
      shifted,
      [...option({ Option: 'Sugar' }), 'stray'],
      item('Kheer', '99'),
    ]);
    expect(read.items.map((entry) => [entry.row, entry.name, entry.input, entry.problems])).toEqual(
      [
        [
          2,
          'Jalebi',
          null,
          [
            { row: 2, message: menuCsvMessages.extraCells },
            { row: 3, message: menuCsvMessages.extraCells },
          ],
        ],
        [4, 'Kheer', expect.objectContaining({ name: 'Kheer', priceMinor: 9900 }), []],
      ],
    );
  });

  it('refuses a header that is not the format, and an option before any item', () => {
    expect(readMenuCsv('grocery', [['Name', 'Price']]).fileProblems).toContain(
      'Column Row type is missing from the header row',
    );
    expect(readMenuCsv('restaurant', [[...header, 'Colour']]).fileProblems).toEqual([
      'Column Colour is not part of the menu format',
    ]);
    const orphan = readMenuCsv('restaurant', [header, option({ Option: 'Sugar' })]);
    expect(orphan.items[0]!.problems).toEqual([
      { row: 2, message: 'An Option row must follow the Item row it belongs to' },
    ]);
    expect(readMenuCsv('restaurant', [header, row({})]).fileProblems).toEqual([
      'The file has no rows below its header',
    ]);
  });
});
