import { policyOf } from '@scanorder/shared/business/kind-policy';
import { stringify } from 'csv-stringify/sync';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { effectiveAvailability } from '@scanorder/shared/menu/availability';
import {
  decimalOfMinor,
  GROUP_TYPE_LABELS,
  LIST_SEPARATOR,
  MENU_CSV_COLUMNS,
  ROW_TYPES,
  safeCell,
  SHARED_GROUP_LABEL,
  type MenuCsvColumn,
} from '@scanorder/shared/menu/menu-csv';
import { MENU_CSV_WORDS, type MenuCsvLanguage } from '@scanorder/shared/menu/menu-csv-words';
import type { Allergen, MenuTag, OptionGroupType } from '@scanorder/shared/menu/option-groups';
import type { MenuItemRecord } from './menu-items.repository.ts';

const GROUP_TYPES = Object.keys(GROUP_TYPE_LABELS) as OptionGroupType[];

/**
 * The menu in the import format (docs/product/menu-import.md), items in menu order, each followed
 * by its option or variant rows. Every cell goes through `safeCell`, so no name a guest-facing
 * menu holds can run as a formula in the owner's spreadsheet. `language` is the owner app's: in
 * Spanish, ';' between cells, decimal commas and the Spanish words for Yes/No, tags and allergens
 * (what Excel in Spain opens in columns); in English, ',' and '.'. Both start with a UTF-8 BOM, so
 * Excel reads accents as typed.
 */
export function menuCsvOf(
  kind: BusinessKind,
  records: MenuItemRecord[],
  now: Date,
  language: MenuCsvLanguage = 'en',
): string {
  const words = MENU_CSV_WORDS[language];
  const money = (minor: number) => decimalOfMinor(minor, words.decimal);
  const tags = (list: readonly string[]) =>
    list.map((tag) => words.tags[tag as MenuTag] ?? tag).join(LIST_SEPARATOR);
  const allergens = (list: readonly string[]) =>
    list.map((allergen) => words.allergens[allergen as Allergen] ?? allergen).join(LIST_SEPARATOR);
  const columns = MENU_CSV_COLUMNS[kind];
  const rows: string[][] = [[...columns]];
  const push = (cells: Partial<Record<MenuCsvColumn, string>>) =>
    rows.push(columns.map((column) => safeCell(cells[column] ?? '')));
  for (const record of records) {
    push({
      'Row type': ROW_TYPES.item,
      'Item ID': record.id,
      Category: record.category,
      Name: record.name,
      Description: record.description,
      Price: money(record.priceMinor),
      'Tax enabled': record.taxEnabled ? words.yes : words.no,
      'Tax percentage': String(record.taxPercentage).replace('.', words.decimal),
      Tags: tags(record.tags),
      Allergens: allergens(record.allergens),
      Availability: effectiveAvailability(record.availability, record.availableAgainAt, now),
    });
    if (policyOf(kind).hasVariants) {
      for (const variant of record.variants)
        push({
          'Row type': ROW_TYPES.variant,
          'Variant name': variant.variantName,
          Value: variant.value,
          'New price': money(variant.newPriceMinor),
        });
      continue;
    }
    for (const type of GROUP_TYPES)
      for (const group of record.optionGroups[type])
        for (const option of group.options)
          push({
            'Row type': ROW_TYPES.option,
            'Group type': GROUP_TYPE_LABELS[type],
            'Group name': group.name,
            Min: String(group.min),
            Max: String(group.max),
            Option: option.value,
            'Additional price': money(option.additionalPriceMinor),
            'Option allergens': allergens(option.allergens),
          });
    // Shared groups are defined once on the MENU tab; the file only names what each item attaches.
    for (const id of record.sharedOptionGroupIds) {
      const group = GROUP_TYPES.flatMap((type) => record.menuOptionGroups[type]).find(
        (entry) => entry.id === id,
      );
      if (group)
        push({
          'Row type': ROW_TYPES.option,
          'Group type': SHARED_GROUP_LABEL,
          'Group name': group.name,
        });
    }
  }
  return stringify(rows, { bom: true, delimiter: words.delimiter, record_delimiter: 'windows' });
}
