import type { PublicMenu, PublicMenuItem } from '../ordering/public-menu.ts';
import {
  translationKeyOf,
  type TranslationEntityKind,
  type TranslationField,
} from './menu-translations.ts';

/** A language's translations of one business, by `translationKeyOf`. */
export type TranslationLookup = ReadonlyMap<string, string>;

/**
 * The menu as a guest reading another language sees it: every text the owner translated into it,
 * the original wherever they did not (issue 22). Pure: the cached menu object is never changed.
 */
export function localizeMenu(menu: PublicMenu, lookup: TranslationLookup): PublicMenu {
  if (lookup.size === 0) return menu;
  const text = (
    entityKind: TranslationEntityKind,
    entityKey: string,
    field: TranslationField,
    original: string,
  ) => lookup.get(translationKeyOf({ entityKind, entityKey, field })) ?? original;
  const category = (name: string) => text('category', name, 'name', name);
  const groups = (list: PublicMenuItem['modifiers']) =>
    list.map((group) => ({
      ...group,
      name: text('option-group', group.id, 'name', group.name),
      options: group.options.map((option) => ({
        ...option,
        value: text('option', option.id, 'value', option.value),
      })),
    }));
  const item = (entry: PublicMenuItem): PublicMenuItem => ({
    ...entry,
    category: category(entry.category),
    name: text('item', entry.id, 'name', entry.name),
    description: text('item', entry.id, 'description', entry.description),
    modifiers: groups(entry.modifiers),
    selectors: groups(entry.selectors),
    incrementors: groups(entry.incrementors),
  });
  return {
    ...menu,
    business: {
      ...menu.business,
      description: text('business', menu.business.id, 'description', menu.business.description),
    },
    categories: menu.categories.map((entry) => ({
      name: category(entry.name),
      items: entry.items.map(item),
    })),
  };
}
