import { afterEach, describe, expect, it, vi } from 'vitest';

const STORAGE_KEY = 'scanorder.owner-language';

/** A fresh owner-i18n as the app's first load runs it, and the i18next instance it set up. */
async function boot() {
  vi.resetModules();
  const owner = await import('./owner-i18n.ts');
  const { getI18n } = await import('react-i18next');
  return { owner, i18n: getI18n() };
}

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('the owner catalogues in the first load', () => {
  it('opens in English without the Spanish catalogue', async () => {
    const { owner, i18n } = await boot();
    await owner.ownerLocaleReady();
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);
    expect(i18n.t('TRANSLATIONS')).toBe('TRANSLATIONS');
    // English plurals are worded in the catalogue, not by their keys.
    expect(i18n.t('{{count}} orders', { count: 1 })).toBe('1 order');
  });

  it('fetches Spanish for a Spanish owner before the app renders, and switches only then', async () => {
    window.localStorage.setItem(STORAGE_KEY, 'es');
    const { owner, i18n } = await boot();
    const ready = owner.ownerLocaleReady();
    // Until the catalogue is in, nothing is in a Spanish that would show its English keys.
    expect(i18n.language).toBe('en');
    await ready;
    expect(i18n.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('TRANSLATIONS')).toBe('TRADUCCIONES');
  });

  it('switches language only once the catalogue is in', async () => {
    const { owner, i18n } = await boot();
    const switching = owner.setOwnerLocale('es');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await switching;
    expect(i18n.language).toBe('es');
    expect(i18n.t('TRANSLATIONS')).toBe('TRADUCCIONES');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('es');
    await owner.setOwnerLocale('en');
    expect(i18n.t('TRANSLATIONS')).toBe('TRANSLATIONS');
  });
});
