import { getI18n } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS_KINDS } from '@scanorder/shared/account/services';
import { menuCsvMessages } from '@scanorder/shared/menu/menu-csv';
import { setOwnerLocale } from './owner-i18n.ts';

afterEach(() => setOwnerLocale('en'));

/** Every reason the menu import can give, built as the server builds it. */
function menuImportReasons(): string[] {
  const reasons: string[] = [];
  for (const message of Object.values(menuCsvMessages)) {
    if (typeof message === 'string') reasons.push(message);
  }
  const m = menuCsvMessages;
  reasons.push(
    m.unreadable('Quoted field unterminated'),
    m.missingColumn('Price'),
    m.unknownColumn('Colour'),
    m.orphan('Option'),
    m.unknownSharedGroup('Sauces'),
    m.sharedGroupTwice('Sauces'),
    m.groupRulesDiffer('Size'),
    m.yesNo('Tax enabled'),
    m.unknownTag('Sin lactosa'),
    m.unknownAllergen('Gluten'),
    m.valid('Preparation time'),
    m.money('Price'),
    m.repeatedItem(4),
    ...BUSINESS_KINDS.flatMap((kind) => [m.rowType(kind), m.menuFull(kind, 960)]),
  );
  return reasons;
}

describe('messages built from a value, in the owner language', () => {
  it('reads every reason the menu import gives in Spanish, keeping the file own names', async () => {
    await setOwnerLocale('es');
    const t = getI18n().t.bind(getI18n());
    const untranslated = menuImportReasons().filter((reason) => t(reason) === reason);
    expect(untranslated).toEqual([]);
    expect(t(menuCsvMessages.missingColumn('Price'))).toBe(
      'Falta la columna Price en la fila de cabecera',
    );
    expect(t(menuCsvMessages.repeatedItem(4))).toBe('El mismo artículo ya está en la fila 4');
    // The value is named as the file wrote it.
    expect(t(menuCsvMessages.unknownAllergen('Gluten'))).toBe('Alérgeno desconocido: Gluten');
    expect(t(menuCsvMessages.yesNo('Tax enabled'))).toBe('Tax enabled debe ser Sí o No');
  });

  it('leaves them as they are in English', async () => {
    await setOwnerLocale('en');
    const t = getI18n().t.bind(getI18n());
    const changed = menuImportReasons().filter((reason) => t(reason) !== reason);
    expect(changed).toEqual([]);
  });
});
