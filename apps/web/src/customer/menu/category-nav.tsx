import { useEffect, useRef, useState } from 'react';
import { categoryAnchor, type MenuCategory } from './menu-filter.ts';
import styles from './menu.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

/** The element after the last category's section: in view, the guest has reached the end. */
export const CATEGORIES_END = 'categories-end';

/** How long after the guest's own touch, drag or wheel on the bar it is left where they put it. */
const HANDS_OFF_MS = 1500;

/**
 * Links to each category's section: plain anchors, so they work before any script runs. With the
 * script, the category being read is marked (`aria-current`) and kept in view in the bar.
 */
export function CategoryNav({ categories }: { categories: readonly MenuCategory[] }) {
  const t = useT();
  const count = categories.length;
  const active = useCategoryInView(count, categories.map((category) => category.name).join('\n'));
  const list = useRef<HTMLUListElement>(null);
  const touched = useRef({ down: false, at: -Infinity });

  // The marked link scrolled into the bar (a phone shows three or four): sideways only, never the
  // page, and not while the guest is moving the bar themselves.
  useEffect(() => {
    const bar = list.current;
    const link = active === null ? null : bar?.querySelectorAll('a')[active];
    if (!bar || !link || typeof bar.scrollBy !== 'function') return;
    const { down, at } = touched.current;
    if (down || performance.now() - at < HANDS_OFF_MS) return;
    const barBox = bar.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    const margin = 24;
    if (linkBox.left >= barBox.left + margin && linkBox.right <= barBox.right - margin) return;
    // By the difference of the two centres: the same in right-to-left, whose scrollLeft counts
    // the other way.
    const offset = linkBox.left + linkBox.width / 2 - (barBox.left + barBox.width / 2);
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    bar.scrollBy({ left: offset, behavior: reduce ? 'auto' : 'smooth' });
  }, [active]);

  // The guest's own hand on the bar: a touch, a drag with the mouse, a wheel or trackpad swipe.
  useEffect(() => {
    const bar = list.current;
    if (!bar) return;
    const hands = (down: boolean) => () => {
      touched.current = { down, at: performance.now() };
    };
    const events: [string, () => void][] = [
      ['pointerdown', hands(true)],
      ['touchstart', hands(true)],
      ['pointerup', hands(false)],
      ['pointercancel', hands(false)],
      ['touchend', hands(false)],
      ['wheel', hands(false)],
    ];
    for (const [name, listener] of events) bar.addEventListener(name, listener, { passive: true });
    return () => {
      for (const [name, listener] of events) bar.removeEventListener(name, listener);
    };
  }, [count]);

  if (count < 2) return null;
  return (
    <nav className={styles.categoryNav} aria-label={t('Menu categories')}>
      <ul ref={list} className={styles.categoryList}>
        {categories.map((category, index) => (
          <li key={category.name}>
            <a
              className={styles.categoryLink}
              href={`#${categoryAnchor(index)}`}
              aria-current={index === active ? 'location' : undefined}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The index of the category being read: the first section crossing a band from just under the
 * sticky bar to 40% down the screen, or the last one once the end of the list is in view (a short
 * last category never reaches the band). Between sections (a gap, the top of the page) the last
 * one stays. Watched with IntersectionObserver, so scrolling costs nothing; none before hydration
 * (the server's page has none marked either).
 */
function useCategoryInView(count: number, names: string): number | null {
  const [active, setActive] = useState<number | null>(null);

  useEffect(() => {
    if (count < 2 || typeof IntersectionObserver === 'undefined') return;
    const sections = Array.from({ length: count }, (_, index) =>
      document.getElementById(categoryAnchor(index)),
    );
    const end = document.getElementById(CATEGORIES_END);
    const crossing = new Set<number>();
    let atEnd = false;
    // Unset until the first report: a new list (filters, another page of products) is marked anew.
    let current: number | null | undefined;
    const update = () => {
      const next = atEnd
        ? count - 1
        : crossing.size > 0
          ? Math.min(...crossing)
          : (current ?? null);
      if (next === current) return;
      current = next;
      setActive(next);
    };

    // A link jumps a section to the page's scroll padding (theme.css, under the sticky bar): the
    // band starts just below it, so the section before has left it.
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const band = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = sections.indexOf(entry.target as HTMLElement);
          if (entry.isIntersecting) crossing.add(index);
          else crossing.delete(index);
        }
        update();
      },
      { rootMargin: `-${Math.round(padding) + 4}px 0px -60% 0px` },
    );
    for (const section of sections) if (section) band.observe(section);

    const bottom = new IntersectionObserver((entries) => {
      atEnd = entries.some((entry) => entry.isIntersecting);
      update();
    });
    if (end) bottom.observe(end);
    return () => {
      band.disconnect();
      bottom.disconnect();
    };
  }, [count, names]);

  return active;
}
