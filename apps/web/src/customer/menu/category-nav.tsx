import { categoryAnchor, type MenuCategory } from './menu-filter.ts';
import styles from './menu.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

/** Links to each category's section: plain anchors, so they work before any script runs. */
export function CategoryNav({ categories }: { categories: readonly MenuCategory[] }) {
  const t = useT();
  if (categories.length < 2) return null;
  return (
    <nav className={styles.categoryNav} aria-label={t('Menu categories')}>
      <ul className={styles.categoryList}>
        {categories.map((category, index) => (
          <li key={category.name}>
            <a className={styles.categoryLink} href={`#${categoryAnchor(index)}`}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
