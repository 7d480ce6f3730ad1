// What both catalogues share (the customer pages' and the owner app's): English text as the key,
// no key or namespace separators inside it, keys passed as values kept (keepRemoved), sorted, and
// English reading its own key while the other languages start empty and fall back to English.
export const catalogueOptions = {
  defaultNamespace: 'translation',
  keySeparator: false,
  namespaceSeparator: false,
  pluralSeparator: '_',
  contextSeparator: '\u0000',
  keepRemoved: true,
  sort: true,
  createOldCatalogs: false,
  defaultValue: (locale, _namespace, key) => (locale === 'en' ? key : ''),
};
