import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { GuestLocale } from '@scanorder/shared/i18n/locales';
import { messagesOf } from '../i18n/catalogs.ts';
import { createGuestI18n, GuestI18nProvider } from '../i18n/guest-i18n.tsx';
import { GrocerySearch } from './grocery-browse.tsx';
import type { MenuPages } from './use-menu-pages.ts';

/** A search for "tomatos" that found Tomatoes, as a search run in place leaves it. */
const pages: MenuPages = {
  categories: [],
  tags: [],
  allergens: [],
  search: 'tomatos',
  didYouMean: 'Tomatoes',
  firstPage: 1,
  lastPage: 1,
  pageCount: 1,
  total: 3,
  searches: 1,
  loading: false,
  error: null,
  searchError: null,
  loadMore: vi.fn(),
  runSearch: vi.fn(),
};

function renderIn(locale: GuestLocale) {
  const i18n = createGuestI18n({ locale, messages: messagesOf(locale) });
  return render(
    <GuestI18nProvider i18n={i18n}>
      <GrocerySearch pages={pages} />
    </GuestI18nProvider>,
  );
}

describe('"Did you mean" beside the product search', () => {
  it.each([
    ['en', 'Did you mean Tomatoes?', 'Products found: 3. Did you mean Tomatoes?'],
    ['ar', 'هل تقصد Tomatoes؟', 'المنتجات التي وُجدت: 3. هل تقصد Tomatoes؟'],
    ['fr', 'Vouliez-vous dire Tomatoes ?', 'Produits trouvés : 3. Vouliez-vous dire Tomatoes ?'],
  ] as const)('asks in the language’s own punctuation (%s)', (locale, line, said) => {
    const { unmount } = renderIn(locale);
    const link = screen.getByRole('link', { name: 'Tomatoes' });
    // The owner's product name keeps its own direction inside the question.
    expect(within(link).getByText('Tomatoes').tagName).toBe('BDI');
    expect(link.parentElement).toHaveTextContent(line, { normalizeWhitespace: false });
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(said);
    unmount();
  });
});
