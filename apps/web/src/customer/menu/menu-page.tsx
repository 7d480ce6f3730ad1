import { policyOf } from '@scanorder/shared/business/kind-policy';
import { useState } from 'react';
import type { PublicMenuItem } from '@scanorder/shared/ordering/public-menu';
import type { MenuPageData } from '../page-data.ts';
import { CATEGORIES_END, CategoryNav } from './category-nav.tsx';
import { ClosedNotice } from './closed-notice.tsx';
import { GroceryPager, GrocerySearch } from './grocery-browse.tsx';
import { MenuFiltersBar } from './menu-filters.tsx';
import { categoryAnchor, filterCategories, NO_FILTERS, type MenuFilters } from './menu-filter.ts';
import { MenuHeader } from './menu-header.tsx';
import { MenuItemCard } from './menu-item-card.tsx';
import { isQuickAdd } from './quick-add.ts';
import { RecentOrdersList } from './recent-orders.tsx';
import { useMenuPages } from './use-menu-pages.ts';
import { navigateTo } from '../lib/navigate.ts';
import { useOrderingModule } from './use-ordering-module.ts';
import styles from './menu.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

/** Cards whose pictures load at once: about the first screen of a phone. */
const EAGER_IMAGES = 4;

/**
 * The customer menu (issue 5): rendered on the server with its data, then hydrated. Browsing and
 * prices work without script; filters and grocery paging come with the first script, and the item
 * dialog, cart and checkout with the ordering chunk.
 */
export function MenuPage({ page }: { page: MenuPageData }) {
  const t = useT();
  const { menu, ordering } = page;
  const { business } = menu;
  const { pagedMenu } = policyOf(business.kind);
  const pages = useMenuPages(menu, page.search);
  const [filters, setFilters] = useState<MenuFilters>(NO_FILTERS);
  const [openItem, setOpenItem] = useState<PublicMenuItem | null>(null);
  const { module: orderingModule, load, failed } = useOrderingModule(page);
  const waiting = openItem !== null && !orderingModule;
  const visible = filterCategories(pages.categories, filters);
  let cardIndex = 0;

  // Taps on a product's Add while the ordering chunk is on its way: each one counts.
  const [openTaps, setOpenTaps] = useState(0);

  const open = (item: PublicMenuItem) => {
    load();
    setOpenTaps((taps) => (waiting && openItem === item ? taps + 1 : 1));
    setOpenItem(item);
  };

  return (
    <>
      {orderingModule && <orderingModule.SkipToCart cartKey={page.storage.cartKey} />}
      <div className={styles.page}>
        <MenuHeader menu={menu} />
        <main className={styles.main}>
          <ClosedNotice menu={menu} ordering={ordering} />
          <RecentOrdersList menu={menu} />
          {pagedMenu && <GrocerySearch pages={pages} />}
          <MenuFiltersBar
            tags={pages.tags}
            allergens={pages.allergens}
            filters={filters}
            onChange={setFilters}
          />
          <CategoryNav categories={visible} />
          {visible.map((category, index) => (
            <section
              key={category.name}
              id={categoryAnchor(index)}
              className={styles.category}
              aria-labelledby={`${categoryAnchor(index)}-title`}
            >
              <h2 id={`${categoryAnchor(index)}-title`} className={styles.categoryTitle}>
                {category.name}
              </h2>
              <ul className={pagedMenu ? `${styles.items} ${styles.productGrid}` : styles.items}>
                {category.items.map((item) => (
                  <MenuItemCard
                    key={item.id}
                    item={item}
                    currency={business.currency}
                    orderable={ordering.canOrder}
                    eager={cardIndex++ < EAGER_IMAGES}
                    onOpen={open}
                    pending={waiting && !failed && openItem === item}
                    action={
                      orderingModule && isQuickAdd(item, business.kind) ? (
                        <orderingModule.InlineQuantity item={item} cartKey={page.storage.cartKey} />
                      ) : undefined
                    }
                  />
                ))}
              </ul>
            </section>
          ))}
          <div id={CATEGORIES_END} aria-hidden="true" />
          {visible.length === 0 && (
            <p className={styles.noItems}>
              {pages.search
                ? t('No products match “{{search}}”.', { search: pages.search })
                : t('No items match these filters.')}
            </p>
          )}
          {pagedMenu && <GroceryPager pages={pages} />}
        </main>
      </div>
      {/* On a slow network the item's sheet (its own chunk) can take seconds after a tap. */}
      <p className="visually-hidden" role="status">
        {waiting && !failed ? t('Loading…') : ''}
      </p>
      {waiting && failed && (
        <p className={styles.loadError} role="alert">
          {t('Could not open {{name}}. Check your connection and try again.', {
            name: openItem.name,
          })}{' '}
          <button
            type="button"
            className={styles.loadErrorRetry}
            onClick={() => {
              // Online, the chunk is more likely gone (a new version since the page opened): the
              // page loads again with the current one, and the cart is kept on this device.
              if (navigator.onLine) navigateTo(window.location.href);
              else open(openItem);
            }}
          >
            {t('Try again')}
          </button>
        </p>
      )}
      {orderingModule && (
        <orderingModule.OrderingLayer
          page={page}
          menuItems={pages.categories.flatMap((category) => category.items)}
          openItem={openItem}
          openTaps={openTaps}
          onCloseItem={() => setOpenItem(null)}
        />
      )}
    </>
  );
}
