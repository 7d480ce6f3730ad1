import type { Allergen, MenuTag } from '@scanorder/shared/menu/option-groups';
import type { MenuFilters } from './menu-filter.ts';
import styles from './menu-filters.module.css';
import { useT } from '../i18n/guest-i18n.tsx';

interface MenuFiltersBarProps {
  tags: readonly MenuTag[];
  allergens: readonly Allergen[];
  filters: MenuFilters;
  onChange: (filters: MenuFilters) => void;
}

const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

/** Tag chips ("Vegetarian", "Spicy"...) and "hide items with allergen X" switches. */
export function MenuFiltersBar({ tags, allergens, filters, onChange }: MenuFiltersBarProps) {
  const t = useT();
  if (tags.length === 0 && allergens.length === 0) return null;
  const hiddenCount = filters.hiddenAllergens.length;
  return (
    <div className={styles.filters}>
      {tags.length > 0 && (
        <div className={styles.tagRow} role="group" aria-label={t('Filter by tag')}>
          {tags.map((tag) => (
            <button
              key={tag}
              type="button"
              className={styles.tagChip}
              aria-pressed={filters.tags.includes(tag)}
              onClick={() => onChange({ ...filters, tags: toggle(filters.tags, tag) })}
            >
              {t(tag)}
            </button>
          ))}
        </div>
      )}
      {allergens.length > 0 && (
        <details className={styles.allergenFilter}>
          <summary className={styles.allergenSummary}>
            {hiddenCount > 0
              ? t('Allergens ({{count}} hidden)', { count: hiddenCount })
              : t('Allergens')}
          </summary>
          <fieldset className={styles.allergenList}>
            <legend className={styles.allergenLegend}>{t('Hide items with allergen')}</legend>
            {allergens.map((allergen) => (
              <label key={allergen} className={styles.allergenOption}>
                <input
                  type="checkbox"
                  checked={filters.hiddenAllergens.includes(allergen)}
                  onChange={() =>
                    onChange({
                      ...filters,
                      hiddenAllergens: toggle(filters.hiddenAllergens, allergen),
                    })
                  }
                />
                <span>{t(allergen)}</span>
              </label>
            ))}
          </fieldset>
        </details>
      )}
    </div>
  );
}
