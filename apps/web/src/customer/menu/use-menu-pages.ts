import { useCallback, useRef, useState } from 'react';
import type { Allergen, MenuTag } from '@scanorder/shared/menu/option-groups';
import type { PublicMenu } from '@scanorder/shared/ordering/public-menu';
import { publicRequest } from '../lib/api.ts';
import { appendCategories, type MenuCategory } from './menu-filter.ts';

export function menuApiPath(menu: PublicMenu, page: number, search: string): string {
  const { business, branch, identifier } = menu;
  const query = new URLSearchParams({ identifier, page: String(page) });
  if (search) query.set('search', search);
  return `/api/v1/public/menus/${business.accountId}/${business.kind}/${business.id}/branches/${branch.id}?${query.toString()}`;
}

/** The page's own address for a grocery page and search (what the links point at without script). */
export function menuPagePath(page: number, search: string): string {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '?';
}

const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...new Set([...a, ...b])];

export interface MenuPages {
  categories: MenuCategory[];
  tags: MenuTag[];
  allergens: Allergen[];
  search: string;
  /** The closest product name when the search matched no name as typed (issue 22). */
  didYouMean: string | null;
  /** The first and last page shown (a page opened without script may start past page 1). */
  firstPage: number;
  lastPage: number;
  pageCount: number;
  /** How many products the shown list (or search) has in all pages. */
  total: number;
  /** How many searches finished in place: a change tells the customer the result. */
  searches: number;
  loading: boolean;
  error: string | null;
  /** A search that could not be run, said beside the search box rather than under the list. */
  searchError: string | null;
  loadMore: () => Promise<void>;
  runSearch: (search: string) => Promise<void>;
}

/**
 * A grocery menu comes 100 products a page with a name search (docs/product/menu.md): further pages are
 * appended as the customer scrolls, and a search replaces the list. A restaurant menu is one page.
 */
export function useMenuPages(menu: PublicMenu, initialSearch: string): MenuPages {
  const [state, setState] = useState(() => ({
    categories: menu.categories,
    tags: menu.tags,
    allergens: menu.allergens,
    search: initialSearch,
    didYouMean: menu.didYouMean ?? null,
    firstPage: menu.paging.page,
    lastPage: menu.paging.page,
    total: menu.paging.total,
  }));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const busy = useRef(false);
  // A search replaces whatever is loading (a next page, an earlier search): only the latest
  // request's answer is shown, so a second search typed on a slow network is never dropped.
  const latest = useRef(0);
  const [searches, setSearches] = useState(0);
  const pageCount = Math.max(1, Math.ceil(state.total / menu.paging.pageSize));

  const load = useCallback(
    async (page: number, search: string, replace: boolean) => {
      if (busy.current && !replace) return;
      const request = ++latest.current;
      busy.current = true;
      setLoading(true);
      setError(null);
      setSearchError(null);
      try {
        const next = await publicRequest<PublicMenu>(menuApiPath(menu, page, search));
        if (request !== latest.current) return;
        setState((current) => ({
          categories: replace
            ? next.categories
            : appendCategories(current.categories, next.categories),
          tags: replace ? next.tags : union(current.tags, next.tags),
          allergens: replace ? next.allergens : union(current.allergens, next.allergens),
          search,
          didYouMean: replace ? (next.didYouMean ?? null) : current.didYouMean,
          firstPage: replace ? page : current.firstPage,
          lastPage: page,
          total: next.paging.total,
        }));
        if (replace) {
          window.history.replaceState(null, '', menuPagePath(page, search));
          setSearches((count) => count + 1);
        }
      } catch {
        if (request !== latest.current) return;
        if (replace)
          setSearchError('Could not search the products. Check your connection and try again.');
        else setError('Could not load more products. Check your connection and try again.');
      } finally {
        if (request === latest.current) {
          busy.current = false;
          setLoading(false);
        }
      }
    },
    [menu],
  );

  return {
    categories: state.categories,
    tags: state.tags,
    allergens: state.allergens,
    search: state.search,
    didYouMean: state.didYouMean,
    firstPage: state.firstPage,
    lastPage: state.lastPage,
    pageCount,
    total: state.total,
    searches,
    loading,
    error,
    searchError,
    loadMore: () =>
      state.lastPage < pageCount
        ? load(state.lastPage + 1, state.search, false)
        : Promise.resolve(),
    runSearch: (search) => load(1, search.trim(), true),
  };
}
