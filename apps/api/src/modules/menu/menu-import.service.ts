import { hasOptionGroupInput, policyOf } from '@scanorder/shared/business/kind-policy';
import { parse } from 'csv-parse/sync';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { MENU_LIMITS } from '@scanorder/shared/business/constants';
import { AppError } from '@scanorder/shared/errors/app-error';
import {
  availabilityResetAt,
  effectiveAvailability,
  type MenuAvailability,
} from '@scanorder/shared/menu/availability';
import { categoryNameField, MAX_CATEGORIES } from '@scanorder/shared/menu/categories';
import {
  MENU_CSV_MAX_ROWS,
  menuCsvDelimiterOf,
  menuCsvMessages,
  type ImportAction,
  type MenuImportPreview,
  type MenuImportResult,
  type MenuImportRow,
} from '@scanorder/shared/menu/menu-csv';
import { readMenuCsv, type ReadItem } from '@scanorder/shared/menu/menu-csv-read';
import type { MenuCsvLanguage } from '@scanorder/shared/menu/menu-csv-words';
import type { MenuItemInput } from '@scanorder/shared/menu/menu-item';
import type { OptionGroupType } from '@scanorder/shared/menu/option-groups';
import { assertCan } from '../../auth/roles.ts';
import type { BusinessRecord } from '../business/business.repository.ts';
import type { BusinessService } from '../business/business.service.ts';
import type { TenantContext } from '../../tenancy/tenant.ts';
import { menuCsvOf } from './menu-export.ts';
import type { MenuImportRepository, MenuImportWrite } from './menu-import.repository.ts';
import type { MenuItemRecord, MenuItemsRepository } from './menu-items.repository.ts';
import { menuItemColumns } from './menu-item-options.ts';
import type { SharedOptionGroupsRepository } from './shared-option-groups.repository.ts';

export interface MenuImportServiceOptions {
  items: MenuItemsRepository;
  sharedGroups: SharedOptionGroupsRepository;
  imports: MenuImportRepository;
  business: BusinessService;
  now?: () => Date;
}

const GROUP_TYPES: OptionGroupType[] = ['modifiers', 'selectors', 'incrementors'];
const keyOf = (category: string, name: string) =>
  `${category.toLowerCase()}\u0000${name.toLowerCase()}`;

/** What an item says, without ids or timestamps: equal means an import leaves it alone. */
function comparable(item: {
  category: string;
  input: MenuItemInput;
  availability: MenuAvailability;
}): string {
  const { input } = item;
  const strip = <T extends { id?: string | undefined }>(list: readonly T[]) =>
    list.map((entry) => ({ ...entry, id: undefined }));
  const groups = hasOptionGroupInput(input)
    ? Object.fromEntries(
        GROUP_TYPES.map((type) => [
          type,
          strip(input[type]).map((group) => ({ ...group, options: strip(group.options) })),
        ]),
      )
    : { variants: 'variants' in input ? strip(input.variants) : [] };
  return JSON.stringify([
    item.category,
    input.name,
    input.description,
    input.priceMinor,
    input.taxEnabled,
    input.taxPercentage,
    input.tags,
    input.allergens,
    item.availability,
    groups,
    'sharedOptionGroupIds' in input ? input.sharedOptionGroupIds : [],
  ]);
}

/** The item's saved form, as the menu item form would send it. */
function inputOfRecord(record: MenuItemRecord): MenuItemInput {
  const base = {
    category: record.category,
    name: record.name,
    description: record.description,
    priceMinor: record.priceMinor,
    taxEnabled: record.taxEnabled,
    taxPercentage: record.taxPercentage,
    tags: record.tags as MenuItemInput['tags'],
    allergens: record.allergens as MenuItemInput['allergens'],
  };
  return policyOf(record.kind).hasOptionGroups
    ? { ...base, ...record.optionGroups, sharedOptionGroupIds: record.sharedOptionGroupIds }
    : { ...base, variants: record.variants };
}

/** Keeps the ids of the groups, options and variants an item already had (orders point at them). */
function withKnownIds(input: MenuItemInput, existing: MenuItemRecord): MenuItemInput {
  const idOf = <T extends { id: string }>(list: readonly T[], match: (entry: T) => boolean) =>
    list.find(match)?.id;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (hasOptionGroupInput(input)) {
    const next = { ...input };
    for (const type of GROUP_TYPES) {
      next[type] = input[type].map((group) => {
        const old = existing.optionGroups[type].find((entry) => same(entry.name, group.name));
        return {
          ...group,
          id: old?.id,
          options: group.options.map((option) => ({
            ...option,
            id: old && idOf(old.options, (entry) => same(entry.value, option.value)),
          })),
        };
      });
    }
    return next;
  }
  return {
    ...input,
    variants: input.variants.map((variant) => ({
      ...variant,
      id: idOf(
        existing.variants,
        (entry) => same(entry.variantName, variant.variantName) && same(entry.value, variant.value),
      ),
    })),
  };
}

/** The item's input with the shared groups its rows name as ids; a name the menu lacks is refused. */
function withSharedGroups(
  item: ReadItem,
  idOf: ReadonlyMap<string, string>,
  problems: ReadItem['problems'],
): ReadItem {
  const ids: string[] = [];
  for (const { row, name } of item.sharedGroups) {
    const id = idOf.get(name.toLowerCase());
    if (!id) problems.push({ row, message: menuCsvMessages.unknownSharedGroup(name) });
    else if (ids.includes(id))
      problems.push({ row, message: menuCsvMessages.sharedGroupTwice(name) });
    else ids.push(id);
  }
  if (!item.input || !hasOptionGroupInput(item.input) || ids.length === 0) return item;
  return { ...item, input: { ...item.input, sharedOptionGroupIds: ids } };
}

interface Planned {
  row: MenuImportRow;
  item: ReadItem;
  existing: MenuItemRecord | null;
  category: string;
}

/** Menu import and export as CSV (MENU tab): a preview first, then one all-or-nothing write. */
export function createMenuImportService({
  items,
  sharedGroups,
  imports,
  business,
  now = () => new Date(),
}: MenuImportServiceOptions) {
  async function allItems(ctx: TenantContext, owner: BusinessRecord) {
    const { items: records } = await items.list(ctx, owner.id, {
      limit: MENU_LIMITS[owner.kind].maxItems,
      offset: 0,
    });
    return records;
  }

  function parseCsv(csv: string): { records: string[][]; decimalComma: boolean; problem?: string } {
    // Excel saves ';'-separated CSV where the decimal separator is a comma (a Spanish owner's file).
    const delimiter = menuCsvDelimiterOf(csv);
    const decimalComma = delimiter === ';';
    try {
      const records = parse(csv, {
        bom: true,
        delimiter,
        relax_column_count: true,
        // Blank lines stay as blank records (the reader skips them) so every row keeps the number a
        // spreadsheet shows; skipping them here shifted every later row's number up.
        skip_empty_lines: false,
        to: MENU_CSV_MAX_ROWS + 2,
      });
      if (records.length > MENU_CSV_MAX_ROWS + 1)
        return { records: [], decimalComma, problem: menuCsvMessages.tooManyRows };
      return { records, decimalComma };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { records: [], decimalComma, problem: menuCsvMessages.unreadable(reason) };
    }
  }

  async function plan(ctx: TenantContext, kind: BusinessKind, csv: string) {
    assertCan(ctx, 'menu.manage');
    const owner = await business.requireBusiness(ctx, kind);
    const { records, decimalComma, problem } = parseCsv(csv);
    const read = problem
      ? { items: [], fileProblems: [problem] }
      : readMenuCsv(kind, records, { decimalComma });
    const existing = await allItems(ctx, owner);
    const byId = new Map(existing.map((record) => [record.id, record]));
    const byName = new Map(existing.map((record) => [keyOf(record.category, record.name), record]));
    const categoryOf = new Map(owner.categories.map((name) => [name.toLowerCase(), name]));
    const newCategories: string[] = [];
    const claimed = new Map<string, number>();
    const at = now();

    const sharedIdOf = new Map(
      (policyOf(kind).hasOptionGroups ? await sharedGroups.list(ctx, owner.id) : []).map(
        (group) => [group.name.toLowerCase(), group.id],
      ),
    );

    const planned = read.items.map((read): Planned => {
      const problems = [...read.problems];
      const item = withSharedGroups(read, sharedIdOf, problems);
      let category = categoryOf.get(item.category.toLowerCase()) ?? item.category;
      if (item.input && !categoryOf.has(item.category.toLowerCase())) {
        const checked = categoryNameField.safeParse(item.category);
        if (checked.success) {
          category = checked.data;
          categoryOf.set(category.toLowerCase(), category);
          newCategories.push(category);
        } else problems.push({ row: item.row, message: checked.error.issues[0]?.message ?? '' });
      }
      let match: MenuItemRecord | null = null;
      if (item.id) {
        match = byId.get(item.id) ?? null;
        if (!match) problems.push({ row: item.row, message: menuCsvMessages.unknownId });
      } else match = byName.get(keyOf(category, item.name)) ?? null;
      const claim = match ? match.id : keyOf(category, item.name);
      const earlier = claimed.get(claim);
      if (earlier !== undefined && item.input)
        problems.push({ row: item.row, message: menuCsvMessages.repeatedItem(earlier) });
      else claimed.set(claim, item.row);

      let action: ImportAction = 'refuse';
      if (problems.length === 0 && item.input) {
        if (!match) action = 'create';
        else {
          const current = effectiveAvailability(match.availability, match.availableAgainAt, at);
          const before = comparable({
            category: match.category,
            input: inputOfRecord(match),
            availability: current,
          });
          const after = comparable({
            category,
            input: item.input,
            availability: item.availability ?? current,
          });
          action = before === after ? 'unchanged' : 'change';
        }
      }
      return {
        row: {
          row: item.row,
          action,
          category,
          name: item.name,
          problems: problems.sort((a, b) => a.row - b.row),
        },
        item,
        existing: match,
        category,
      };
    });

    const fileProblems = [...read.fileProblems];
    const creates = planned.filter((entry) => entry.row.action === 'create').length;
    if (existing.length + creates > MENU_LIMITS[kind].maxItems)
      fileProblems.push(menuCsvMessages.menuFull(kind, existing.length + creates));
    if (owner.categories.length + newCategories.length > MAX_CATEGORIES)
      fileProblems.push(`At most ${MAX_CATEGORIES} categories`);

    const counts = { create: 0, change: 0, unchanged: 0, refuse: 0 };
    for (const entry of planned) counts[entry.row.action] += 1;
    const preview: MenuImportPreview = {
      items: planned.map((entry) => entry.row),
      fileProblems,
      newCategories,
      counts,
    };
    return { owner, planned, preview, at };
  }

  return {
    /** The whole menu in the import format, ready for a spreadsheet. */
    async exportCsv(
      ctx: TenantContext,
      kind: BusinessKind,
      language: MenuCsvLanguage = 'en',
    ): Promise<string> {
      const owner = await business.requireBusiness(ctx, kind);
      return menuCsvOf(kind, await allItems(ctx, owner), now(), language);
    },

    /** What an import of the file would do, row by row; nothing is written. */
    async preview(ctx: TenantContext, kind: BusinessKind, csv: string): Promise<MenuImportPreview> {
      return (await plan(ctx, kind, csv)).preview;
    },

    /** Writes the file's items in one transaction, or refuses the whole file with the preview. */
    async apply(ctx: TenantContext, kind: BusinessKind, csv: string): Promise<MenuImportResult> {
      const { owner, planned, preview, at } = await plan(ctx, kind, csv);
      if (preview.counts.refuse > 0 || preview.fileProblems.length > 0)
        throw new AppError(
          'VALIDATION_FAILED',
          preview.fileProblems[0] ?? menuCsvMessages.refused,
          'csv',
        );
      const write: MenuImportWrite = {
        categories: [...owner.categories, ...preview.newCategories],
        creates: [],
        updates: [],
        checkSize: (count) => {
          if (count > MENU_LIMITS[kind].maxItems)
            throw new AppError('LIMIT_REACHED', menuCsvMessages.menuFull(kind, count));
        },
      };
      for (const { row, item, existing, category } of planned) {
        if (!item.input || (row.action !== 'create' && row.action !== 'change')) continue;
        const input = existing ? withKnownIds(item.input, existing) : item.input;
        const columns = {
          category,
          ...menuItemColumns(kind, input),
        };
        if (!existing) {
          const availability = item.availability ?? 'Available';
          write.creates.push({
            ...columns,
            kind,
            availability,
            availableAgainAt: availabilityResetAt(availability, at, owner.timeZone),
          });
          continue;
        }
        const current = effectiveAvailability(existing.availability, existing.availableAgainAt, at);
        const availability =
          item.availability && item.availability !== current
            ? {
                availability: item.availability,
                availableAgainAt: availabilityResetAt(item.availability, at, owner.timeZone),
              }
            : {};
        write.updates.push({
          id: existing.id,
          patch: { ...columns, ...availability },
          moveToEnd: category !== existing.category,
        });
      }
      await imports.apply(ctx, owner.id, write);
      return {
        created: preview.counts.create,
        changed: preview.counts.change,
        unchanged: preview.counts.unchanged,
        newCategories: preview.newCategories,
      };
    },
  };
}

export type MenuImportService = ReturnType<typeof createMenuImportService>;
