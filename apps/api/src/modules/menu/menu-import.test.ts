import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuCsvMessages, type MenuImportPreview } from '@scanorder/shared/menu/menu-csv';
import type { MenuItem } from '@scanorder/shared/menu/menu-item';
import { createMemberOf, databaseKinds, signUpVerifiedOwner } from '../../../test/harness.ts';
import { setUpBusiness } from '../../../test/business-fixtures.ts';
import { basmatiRice, paneerTikka } from '../../../test/ordering-fixtures.ts';
import { useOwner } from '../../../test/owner-store.ts';

const menuOf = (kind: 'restaurant' | 'grocery') => `/api/v1/businesses/${kind}/menu`;
const itemsOf = (kind: 'restaurant' | 'grocery') => `/api/v1/businesses/${kind}/menu-items`;

const RESTAURANT_HEADER = [
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
  'Group type',
  'Group name',
  'Min',
  'Max',
  'Option',
  'Additional price',
  'Option allergens',
];

const blanks = (count: number): string[] => Array.from({ length: count }, () => '');

/** An Item row of the restaurant format (the option columns blank). */
const itemRow = (category: string, name: string, price: string, extra: string[] = []) => {
  const cells = ['Item', '', category, name, `${name} made fresh every day.`, price, 'No', '0'];
  return [...cells, ...extra, ...blanks(RESTAURANT_HEADER.length - cells.length - extra.length)];
};
const optionRow = (
  type: string,
  group: string,
  min: string,
  max: string,
  value: string,
  price: string,
) => ['Option', ...blanks(10), type, group, min, max, value, price, ''];

describe.each(databaseKinds)('menu import and export on %s', (database) => {
  const shop = useOwner(database);
  beforeAll(async () => {
    await setUpBusiness(shop.owner.client, 'restaurant');
    await setUpBusiness(shop.owner.client, 'grocery');
  });

  const preview = async (kind: 'restaurant' | 'grocery', csv: string) => {
    const response = await shop.owner.client.post(`${menuOf(kind)}/import/preview`, { csv });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MenuImportPreview>();
  };
  const exported = async (kind: 'restaurant' | 'grocery') => {
    const response = await shop.owner.client.get(`${menuOf(kind)}/export.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return response.body;
  };
  const menu = async (kind: 'restaurant' | 'grocery') =>
    (await shop.owner.client.get(itemsOf(kind))).json<{ items: MenuItem[] }>().items;

  it('previews refused rows with their row and reason and writes nothing until they are fixed', async () => {
    const rows = [
      RESTAURANT_HEADER,
      itemRow('Starter', 'Masala Papad', '49.00', ['Popular; Vegetarian']),
      optionRow('Selector', 'Spice level', '1', '1', 'Mild', '0'),
      optionRow('Selector', 'Spice level', '1', '1', 'Hot', '5.50'),
      itemRow('Starter', 'X', '49'),
      itemRow('Mocktails', 'Mint Cooler', '0.10'),
      optionRow('Spicer', 'Ice', '0', '1', 'No ice', '0'),
    ];
    const first = await preview('restaurant', stringify(rows));
    expect(first.counts).toEqual({ create: 1, change: 0, unchanged: 0, refuse: 2 });
    expect(first.items.map((item) => [item.row, item.action])).toEqual([
      [2, 'create'],
      [5, 'refuse'],
      [6, 'refuse'],
    ]);
    expect(first.items[1]!.problems).toEqual([
      { row: 5, message: 'Name cannot be less than 2 characters' },
    ]);
    expect(first.items[2]!.problems).toEqual([
      { row: 6, message: 'Price cannot be less than 0.5 value' },
      { row: 7, message: 'Group type must be Modifier, Selector, Incrementor or Shared' },
    ]);
    const refused = await shop.owner.client.post(`${menuOf('restaurant')}/import`, {
      csv: stringify(rows),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'Nothing was imported: fix the refused rows and try again.',
    );
    expect(await menu('restaurant')).toEqual([]);

    rows[4] = itemRow('Starter', 'Onion Bhaji', '89');
    rows[5] = itemRow('Mocktails', 'Mint Cooler', '120');
    rows[6] = optionRow('Modifier', 'Ice', '0', '1', 'No ice', '0');
    const fixed = await preview('restaurant', stringify(rows));
    expect(fixed.counts).toEqual({ create: 3, change: 0, unchanged: 0, refuse: 0 });
    expect(fixed.newCategories).toEqual(['Mocktails']);
    const imported = await shop.owner.client.post(`${menuOf('restaurant')}/import`, {
      csv: stringify(rows),
    });
    expect(imported.json()).toEqual({
      created: 3,
      changed: 0,
      unchanged: 0,
      newCategories: ['Mocktails'],
    });
    const items = await menu('restaurant');
    expect(items.map((item) => item.name)).toEqual(['Masala Papad', 'Onion Bhaji', 'Mint Cooler']);
    expect(items[0]).toMatchObject({
      priceMinor: 4900,
      tags: ['Popular', 'Vegetarian'],
      selectors: [
        {
          name: 'Spice level',
          options: [
            { value: 'Mild', additionalPriceMinor: 0 },
            { value: 'Hot', additionalPriceMinor: 550 },
          ],
        },
      ],
    });
    const categories = await shop.owner.client.get('/api/v1/businesses/restaurant/categories');
    expect(categories.json<{ categories: string[] }>().categories.at(-1)).toBe('Mocktails');
  });

  it('round-trips: an exported menu imports unchanged, and an edit changes only its item', async () => {
    const created = await shop.owner.client.post(
      itemsOf('restaurant'),
      paneerTikka({ name: '=cmd|calc' }),
    );
    expect(created.statusCode).toBe(201);
    const before = await menu('restaurant');
    const csv = await exported('restaurant');
    // Formula injection: the cell starts with an apostrophe in the file.
    expect(csv).toContain(",'=cmd|calc,");
    const again = await preview('restaurant', csv);
    expect(again.counts).toEqual({ create: 0, change: 0, unchanged: before.length, refuse: 0 });
    const result = await shop.owner.client.post(`${menuOf('restaurant')}/import`, { csv });
    expect(result.json()).toMatchObject({ created: 0, changed: 0, unchanged: before.length });
    expect(await menu('restaurant')).toEqual(before);
    expect(await exported('restaurant')).toBe(csv);

    const records = parse(csv, { bom: true });
    const papad = records.findIndex((row) => row[3] === 'Masala Papad');
    records[papad]![5] = '59.00';
    const edited = await preview('restaurant', stringify(records));
    expect(edited.counts).toMatchObject({ change: 1, unchanged: before.length - 1 });
    await shop.owner.client.post(`${menuOf('restaurant')}/import`, { csv: stringify(records) });
    const after = await menu('restaurant');
    const papadAfter = after.find((item) => item.name === 'Masala Papad')!;
    const papadBefore = before.find((item) => item.name === 'Masala Papad')!;
    expect(papadAfter.priceMinor).toBe(5900);
    // Orders point at option ids: an import keeps them.
    const optionIds = (item: MenuItem) =>
      item.kind === 'restaurant' ? item.selectors[0]?.options.map((option) => option.id) : [];
    expect(optionIds(papadAfter)).toEqual(optionIds(papadBefore));
    expect(optionIds(papadAfter)).toHaveLength(2);
  });

  it('imports and round-trips a grocery menu with variants', async () => {
    expect((await shop.owner.client.post(itemsOf('grocery'), basmatiRice())).statusCode).toBe(201);
    const csv = await exported('grocery');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFRow type,Item ID,Category,Name,Description,Price,Tax enabled,Tax percentage,Tags,Allergens,Availability,Variant name,Value,New price',
    );
    expect((await preview('grocery', csv)).counts).toMatchObject({ unchanged: 1, create: 0 });
    const records = parse(csv, { bom: true });
    records.push([
      'Item',
      '',
      'Pantry',
      'Toor Dal',
      'Split pigeon peas.',
      '180',
      'Yes',
      '5',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    records.push(['Variant', '', '', '', '', '', '', '', '', '', '', 'Pack', '1 kg', '0.20']);
    const refused = await preview('grocery', stringify(records));
    expect(refused.items.at(-1)!.problems).toEqual([
      { row: records.length, message: 'New price cannot be less than 0.5 value' },
    ]);
    records[records.length - 1]![13] = '180.00';
    const result = await shop.owner.client.post(`${menuOf('grocery')}/import`, {
      csv: stringify(records),
    });
    expect(result.json()).toMatchObject({ created: 1, unchanged: 1 });
    expect((await menu('grocery')).find((item) => item.name === 'Toor Dal')).toMatchObject({
      taxEnabled: true,
      taxPercentage: 5,
      variants: [{ variantName: 'Pack', value: '1 kg', newPriceMinor: 18000 }],
    });
  });

  it('reads a file as Excel saves it in Spain: semicolons between cells and decimal commas', async () => {
    // Excel writes ';' between cells where ',' is the decimal separator (Spanish, French, German
    // and most of Europe), so a price reads 12,50 and a description may hold a plain comma.
    const csv =
      '\uFEFF' +
      [
        'Row type;Item ID;Category;Name;Description;Price;Tax enabled;Tax percentage;Tags;Allergens;Availability;Variant name;Value;New price',
        'Item;;Frutería;Plátanos de Canarias;Plátanos maduros, por kilo.;2,95;Yes;10;Vegan;;;;;',
        'Variant;;;;;;;;;;;Peso;1 kg;2,95',
        'Variant;;;;;;;;;;;Peso;2 kg;5,5',
        'Item;;Lácteos;Queso manchego curado;Queso de oveja curado, cuña de 250 g.;12,50;Yes;4,5;;"Milk;Eggs";;;;',
      ].join('\r\n') +
      '\r\n';
    const seen = await preview('grocery', csv);
    expect(seen.fileProblems).toEqual([]);
    expect(seen.items.map((item) => [item.row, item.name, item.problems])).toEqual([
      [2, 'Plátanos de Canarias', []],
      [5, 'Queso manchego curado', []],
    ]);
    const result = await shop.owner.client.post(`${menuOf('grocery')}/import`, { csv });
    expect(result.statusCode, result.body).toBe(200);
    const items = await menu('grocery');
    expect(items.find((item) => item.name === 'Plátanos de Canarias')).toMatchObject({
      category: 'Frutería',
      priceMinor: 295,
      taxPercentage: 10,
      variants: [
        { variantName: 'Peso', value: '1 kg', newPriceMinor: 295 },
        { variantName: 'Peso', value: '2 kg', newPriceMinor: 550 },
      ],
    });
    expect(items.find((item) => item.name === 'Queso manchego curado')).toMatchObject({
      description: 'Queso de oveja curado, cuña de 250 g.',
      priceMinor: 1250,
      taxPercentage: 4.5,
      allergens: ['Milk', 'Eggs'],
    });
  });

  it("exports in the owner app's language: Spanish with ';', decimal commas and Spanish words, English with ',' and '.', both with a BOM", async () => {
    const created = await shop.owner.client.post(
      itemsOf('restaurant'),
      paneerTikka({
        name: 'Croquetas; de jamón',
        priceMinor: 1250,
        taxPercentage: 4.5,
        tags: ['Vegan', 'Gluten Friendly'],
        allergens: ['Celery', 'Tree nuts'],
        selectors: [],
        incrementors: [],
        modifiers: [
          {
            name: 'Extras',
            min: 0,
            max: 1,
            options: [{ value: 'Alioli', additionalPriceMinor: 150, allergens: ['Sesame'] }],
          },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const download = async (query: string) => {
      const response = await shop.owner.client.get(`${menuOf('restaurant')}/export.csv${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      return response.rawPayload;
    };
    const rowsOf = (bytes: Buffer, delimiter: string) => {
      const records: string[][] = parse(bytes.toString('utf8'), { bom: true, delimiter });
      const item = records.findIndex((row) => row[3] === 'Croquetas; de jamón');
      return { header: records[0]!, item: records[item]!, option: records[item + 1]! };
    };

    const spanish = await download('?language=es');
    // A UTF-8 BOM, so Excel reads "jamón" as typed.
    expect([...spanish.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const es = spanish.toString('utf8');
    expect(es.split('\r\n')[0]).toBe(`\uFEFF${RESTAURANT_HEADER.join(';')}`);
    // A cell holding ';' is quoted, as Excel quotes it.
    expect(es).toContain(';"Croquetas; de jamón";');
    const esRows = rowsOf(spanish, ';');
    expect(esRows.item.slice(5, 10)).toEqual([
      '12,50',
      'Sí',
      '4,5',
      'Vegano; Apto para sin gluten',
      'Apio; Frutos de cáscara',
    ]);
    expect(esRows.option.slice(11)).toEqual([
      'Modifier',
      'Extras',
      '0',
      '1',
      'Alioli',
      '1,50',
      'Sésamo',
    ]);

    for (const query of ['', '?language=en']) {
      const english = await download(query);
      expect([...english.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(english.toString('utf8').split('\r\n')[0]).toBe(
        `\uFEFF${RESTAURANT_HEADER.join(',')}`,
      );
      const enRows = rowsOf(english, ',');
      expect(enRows.item.slice(5, 10)).toEqual([
        '12.50',
        'Yes',
        '4.5',
        'Vegan; Gluten Friendly',
        'Celery; Tree nuts',
      ]);
      expect(enRows.option.slice(16)).toEqual(['1.50', 'Sesame']);
    }
  });

  it('round-trips the Spanish export: every row imports unchanged and exports the same bytes', async () => {
    const before = await menu('restaurant');
    expect(before.some((item) => item.name === 'Croquetas; de jamón')).toBe(true);
    const csv = (await shop.owner.client.get(`${menuOf('restaurant')}/export.csv?language=es`))
      .body;
    // The Spanish form itself goes back in: ';', decimal commas and Spanish words.
    expect(csv).toContain(
      ';12,50;Sí;4,5;"Vegano; Apto para sin gluten";"Apio; Frutos de cáscara";',
    );
    const seen = await preview('restaurant', csv);
    expect(seen.fileProblems).toEqual([]);
    expect(seen.items.filter((item) => item.action !== 'unchanged')).toEqual([]);
    expect(seen.counts).toEqual({ create: 0, change: 0, unchanged: before.length, refuse: 0 });
    const result = await shop.owner.client.post(`${menuOf('restaurant')}/import`, { csv });
    expect(result.json()).toMatchObject({ created: 0, changed: 0, unchanged: before.length });
    expect(await menu('restaurant')).toEqual(before);
    expect(
      (await shop.owner.client.get(`${menuOf('restaurant')}/export.csv?language=es`)).body,
    ).toBe(csv);
  });

  it('reads Yes/No, tags and allergens in Spanish, any case and accent, whatever the separator', async () => {
    const spanishCells = ['sí', '0', 'VEGANO; apto para sin gluten', 'apio; crustaceos; Sésamo'];
    const comma = stringify([
      RESTAURANT_HEADER,
      ['Item', '', 'Starter', 'Gazpacho', 'Sopa fría de tomate.', '6.50', ...spanishCells],
      [
        'Option',
        ...blanks(10),
        'Modifier',
        'Extras',
        '0',
        '1',
        'Picatostes',
        '0.50',
        'cereales con gluten',
      ],
    ]);
    const semicolon = stringify(
      [
        RESTAURANT_HEADER,
        ['Item', '', 'Starter', 'Salmorejo', 'Crema fría de tomate.', '7,25', ...spanishCells],
        ['Option', ...blanks(10), 'Modifier', 'Extras', '0', '1', 'Huevo', '1,00', 'HUEVOS'],
      ],
      { delimiter: ';' },
    );
    for (const csv of [comma, semicolon]) {
      const seen = await preview('restaurant', csv);
      expect(seen.items.map((item) => [item.action, item.problems])).toEqual([['create', []]]);
      const result = await shop.owner.client.post(`${menuOf('restaurant')}/import`, { csv });
      expect(result.statusCode, result.body).toBe(200);
    }
    const items = await menu('restaurant');
    const expected = {
      taxEnabled: true,
      tags: ['Vegan', 'Gluten Friendly'],
      allergens: ['Celery', 'Crustaceans', 'Sesame'],
    };
    expect(items.find((item) => item.name === 'Gazpacho')).toMatchObject({
      ...expected,
      priceMinor: 650,
      modifiers: [{ options: [{ value: 'Picatostes', allergens: ['Cereals containing gluten'] }] }],
    });
    expect(items.find((item) => item.name === 'Salmorejo')).toMatchObject({
      ...expected,
      priceMinor: 725,
      modifiers: [
        { options: [{ value: 'Huevo', additionalPriceMinor: 100, allergens: ['Eggs'] }] },
      ],
    });
  });

  it('names a tag or allergen it does not know, on the row it is on', async () => {
    const csv = stringify(
      [
        RESTAURANT_HEADER,
        [
          'Item',
          '',
          'Starter',
          'Tortilla',
          'Tortilla de patatas.',
          '9,00',
          'No',
          '0',
          'Vegano; Sin lactosa',
          'Apio; Gluten',
        ],
        ['Option', ...blanks(10), 'Modifier', 'Extras', '0', '1', 'Cebolla', '0', 'Altramuz'],
      ],
      { delimiter: ';' },
    );
    const seen = await preview('restaurant', csv);
    expect(seen.items[0]).toMatchObject({
      action: 'refuse',
      problems: [
        { row: 2, message: 'Unknown tag: Sin lactosa' },
        { row: 2, message: 'Unknown allergen: Gluten' },
        { row: 3, message: 'Unknown allergen: Altramuz' },
      ],
    });
    expect(menuCsvMessages.unknownAllergen('Gluten')).toBe('Unknown allergen: Gluten');
  });

  it('refuses an export language it does not write', async () => {
    for (const language of ['fr', 'ES', '']) {
      const response = await shop.owner.client.get(
        `${menuOf('restaurant')}/export.csv?language=${language}`,
      );
      expect(response.statusCode, language).toBe(400);
      expect(response.headers['content-type']).not.toMatch(/text\/csv/);
    }
  });

  it('refuses a file that is not the menu format, unreadable or too large, with a clear message', async () => {
    expect((await preview('restaurant', 'Name,Price\nTea,10')).fileProblems).toContain(
      'Column Row type is missing from the header row',
    );
    expect((await preview('restaurant', 'a,"b\n')).fileProblems[0]).toMatch(
      /^The file is not a readable CSV: /,
    );
    const unknownId = await preview(
      'restaurant',
      stringify([
        RESTAURANT_HEADER,
        [
          'Item',
          '00000000-0000-4000-8000-000000000000',
          'Starter',
          'Tea',
          'Hot tea with milk.',
          '10',
          'No',
          '0',
        ],
      ]),
    );
    expect(unknownId.items[0]!.problems[0]!.message).toBe('Item ID is not an item of this menu');
    const huge = await shop.owner.client.post(`${menuOf('restaurant')}/import/preview`, {
      csv: 'x'.repeat(2 * 1024 * 1024 + 1),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toBe('The file is too large: at most 2 MB');
  });

  it('numbers rows as the spreadsheet does when the file has blank lines, a BOM and Windows line ends', async () => {
    const line = (cells: string[]) => stringify([cells]).trimEnd();
    const csv =
      '\uFEFF' +
      [
        line(RESTAURANT_HEADER),
        line(itemRow('Desserts', 'Crème Brûlée', '189')),
        '',
        line(itemRow('Desserts', 'Kheer', 'abc')),
        '',
        '',
        line(itemRow('Desserts', 'Crème Brûlée', '189')),
      ].join('\r\n') +
      '\r\n';
    const seen = await preview('restaurant', csv);
    expect(seen.fileProblems).toEqual([]);
    expect(seen.items.map((item) => [item.row, item.name, item.problems])).toEqual([
      [2, 'Crème Brûlée', []],
      [4, 'Kheer', [{ row: 4, message: menuCsvMessages.money('Price') }]],
      [7, 'Crème Brûlée', [{ row: 7, message: 'The same item is already on row 2' }]],
    ]);
  });

  it("never reads or writes another account's menu", async () => {
    const other = await signUpVerifiedOwner(shop.test);
    await setUpBusiness(other.client, 'restaurant');
    const theirs = await other.client.post(
      itemsOf('restaurant'),
      paneerTikka({ name: 'Their Tikka' }),
    );
    const theirId = theirs.json<MenuItem>().id;
    // A's export holds A's menu only; the other account's export holds none of A's items.
    expect(await exported('restaurant')).not.toContain('Their Tikka');
    for (const query of ['', '?language=es', '?language=en'])
      expect(
        (await other.client.get(`${menuOf('restaurant')}/export.csv${query}`)).body,
      ).not.toContain('Masala Papad');
    expect(
      (await shop.owner.client.get(`${menuOf('restaurant')}/export.csv?language=es`)).body,
    ).not.toContain('Their Tikka');
    // Naming the other account's item id is naming no item of this menu: refused, nothing written.
    const csv = stringify([
      RESTAURANT_HEADER,
      ['Item', theirId, 'Starter', 'Hijacked', 'Renamed through an import.', '1.00', 'No', '0'],
    ]);
    const seen = await preview('restaurant', csv);
    expect(seen.items[0]).toMatchObject({
      action: 'refuse',
      problems: [{ row: 2, message: 'Item ID is not an item of this menu' }],
    });
    expect(
      (await shop.owner.client.post(`${menuOf('restaurant')}/import`, { csv })).statusCode,
    ).toBe(400);
    expect((await other.client.get(`${itemsOf('restaurant')}/${theirId}`)).json()).toMatchObject({
      name: 'Their Tikka',
      priceMinor: 24_900,
    });
  });

  it('lets a member export but not import', async () => {
    const member = await createMemberOf(shop.test, shop.owner, 'member');
    expect((await member.client.get(`${menuOf('restaurant')}/export.csv`)).statusCode).toBe(200);
    const refused = await member.client.post(`${menuOf('restaurant')}/import/preview`, {
      csv: stringify([RESTAURANT_HEADER]),
    });
    expect(refused.statusCode).toBe(403);
  });
});
