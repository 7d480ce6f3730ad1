import { useEffect, useId, useRef, type FormEvent, type MouseEvent } from 'react';
import { menuPagePath, type MenuPages } from './use-menu-pages.ts';
import styles from './menu.module.css';
import { useT } from '../i18n/guest-i18n.tsx';
import { SLOT } from '../i18n/isolated.tsx';

/**
 * Product search: a GET form, so it works before the script loads (the server renders the result);
 * afterwards the list is replaced in place.
 */
export function GrocerySearch({ pages }: { pages: MenuPages }) {
  const t = useT();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('search');
    void pages.runSearch(typeof value === 'string' ? value : '');
  };
  // Both are links first (they work before the script), then searches in place.
  const searchFor = (event: MouseEvent<HTMLAnchorElement>, text: string) => {
    event.preventDefault();
    if (input.current) {
      input.current.value = text;
      input.current.focus();
    }
    void pages.runSearch(text);
  };
  // What a screen reader hears once a search has run in place: the result, not the links.
  const result =
    pages.searches === 0
      ? ''
      : pages.search && pages.total === 0
        ? t('No products match “{{search}}”.', { search: pages.search })
        : t('Products found: {{total}}.', { total: pages.total });
  return (
    <form className={styles.search} role="search" method="get" onSubmit={submit}>
      <label className={styles.searchLabel} htmlFor={inputId}>
        {t('Search products')}
      </label>
      <div className={styles.searchRow}>
        <input
          ref={input}
          id={inputId}
          className={styles.searchInput}
          type="search"
          name="search"
          defaultValue={pages.search}
          maxLength={100}
          autoComplete="off"
          onInput={(event) => {
            // Emptied (the field's ×, Escape, deleting the text): the whole list again, as
            // "Clear search" would; a search box left empty must not keep hiding products.
            if (event.currentTarget.value === '' && pages.search) void pages.runSearch('');
          }}
        />
        <button type="submit" className={styles.searchButton}>
          {t('Search')}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {result}
        {pages.didYouMean &&
          ` ${t('Did you mean {{suggestion}}?', { suggestion: pages.didYouMean })}`}
      </p>
      {pages.searchError && (
        <p className={styles.pagerError} role="alert">
          {t(pages.searchError)}
        </p>
      )}
      <div>
        {pages.search && (
          <p className={styles.searchMeta}>
            <a href={menuPagePath(1, '')} onClick={(event) => searchFor(event, '')}>
              {t('Clear search')}
            </a>
            {pages.didYouMean && (
              <DidYouMean
                suggestion={pages.didYouMean}
                onClick={(event) => searchFor(event, pages.didYouMean ?? '')}
              />
            )}
          </p>
        )}
      </div>
    </form>
  );
}

/**
 * "Did you mean Tomatoes?" with the name a link, the question in the language's own words and
 * punctuation ("؟" in Arabic, " ?" in French) rather than an English "?" after them; the name
 * (the owner's words) keeps its own direction.
 */
function DidYouMean({
  suggestion,
  onClick,
}: {
  suggestion: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const t = useT();
  const line = t('Did you mean {{suggestion}}?', { suggestion: SLOT });
  const at = line.indexOf(SLOT);
  return (
    <span>
      {line.slice(0, at)}
      <a href={menuPagePath(1, suggestion)} onClick={onClick}>
        <bdi>{suggestion}</bdi>
      </a>
      {line.slice(at + SLOT.length)}
    </span>
  );
}

/**
 * Paging: the next page loads by itself when the end of the list scrolls into view, or with the
 * button; without script the same control is a link to the next page.
 */
export function GroceryPager({ pages }: { pages: MenuPages }) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const { lastPage, pageCount, loadMore, loading } = pages;
  const hasMore = lastPage < pageCount;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loadMore, lastPage]);

  return (
    <div className={styles.pager} ref={sentinel}>
      {pages.firstPage > 1 && (
        <a className={styles.pagerLink} href={menuPagePath(pages.firstPage - 1, pages.search)}>
          {t('Previous page')}
        </a>
      )}
      {hasMore && (
        <a
          className={styles.pagerLink}
          href={menuPagePath(lastPage + 1, pages.search)}
          aria-disabled={loading || undefined}
          onClick={(event) => {
            event.preventDefault();
            void loadMore();
          }}
        >
          {loading ? t('Loading…') : t('More products')}
        </a>
      )}
      {pages.error && (
        <p className={styles.pagerError} role="alert">
          {t(pages.error)}
        </p>
      )}
      <p className={styles.pagerStatus} aria-live="polite">
        {t('Page {{page}} of {{total}}', { page: lastPage, total: pageCount })}
      </p>
    </div>
  );
}
