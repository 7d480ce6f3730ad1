import { isGroceryShaped } from '@scanorder/shared/business/kind-policy';
import type { TFunction } from 'i18next';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import { memo, type ReactElement } from 'react';
import { MENU_AVAILABILITY, type MenuAvailability } from '@scanorder/shared/menu/availability';
import type { MenuItem } from '@scanorder/shared/menu/menu-item';
import { formatMinor } from '@scanorder/shared/money/format';
import type { OwnerLocale } from '../../../lib/i18n/owner-i18n.ts';
import styles from './menu-item-card.module.css';

/** What a card can do to its item; one object for the whole list, so cards re-render only when their item does. */
export interface MenuItemCardActions {
  onAvailability: (item: MenuItem, value: MenuAvailability) => void;
  onEdit: (item: MenuItem) => void;
  onMove: (item: MenuItem, direction: 'up' | 'down') => void;
  onDuplicate: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

interface MenuItemCardProps {
  item: MenuItem;
  /** The list's translate function and language: a hook per card cost each card a copy of i18next. */
  t: TFunction;
  locale: OwnerLocale;
  actions: MenuItemCardActions;
  canEdit: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  busy: boolean;
}

function optionSummary(item: MenuItem, t: TFunction): string | null {
  if (isGroceryShaped(item)) {
    const count = item.variants.length;
    return count ? t('{{count}} variants', { count }) : null;
  }
  const parts = [
    [item.modifiers.length, t('{{count}} modifiers', { count: item.modifiers.length })],
    [item.selectors.length, t('{{count}} selectors', { count: item.selectors.length })],
    [item.incrementors.length, t('{{count}} incrementors', { count: item.incrementors.length })],
  ] as const;
  const text = parts
    .filter(([count]) => count > 0)
    .map(([, phrase]) => phrase)
    .join(', ');
  return text || null;
}

function Action({
  label,
  onClick,
  disabled,
  icon,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  icon: ReactElement;
}) {
  // aria-disabled, not disabled: a move disables the card's buttons while it runs and its own
  // button at the end of the list, and a disabled button drops the keyboard's focus to the page.
  return (
    <button
      type="button"
      className={styles.action}
      aria-label={label}
      data-tooltip={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      {icon}
    </button>
  );
}

const availableAgainFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? undefined : locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * One menu item: image, name, price, tags, availability, and the editing actions. Plain elements
 * with static classes (menu-item-card.module.css): a grocery page holds 100 of these, and MUI's
 * per-element styling made opening a page cost about a second of a laptop's CPU.
 */
export const MenuItemCard = memo(function MenuItemCard({
  item,
  t,
  locale,
  actions,
  canEdit,
  canMoveUp,
  canMoveDown,
  busy,
}: MenuItemCardProps) {
  const summary = optionSummary(item, t);
  const dimmed = item.availability !== 'Available';
  return (
    <article className={styles.card} aria-label={item.name}>
      <div className={dimmed ? `${styles.thumb} ${styles.dimmed}` : styles.thumb}>
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" width={64} height={64} loading="lazy" />
        ) : isGroceryShaped(item) ? (
          <ShoppingBasketOutlinedIcon aria-hidden />
        ) : (
          <RestaurantMenuIcon aria-hidden />
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.title}>
          <h4 className={styles.name}>{item.name}</h4>
          <span className={styles.price}>
            {formatMinor(item.priceMinor, item.currency, locale === 'en' ? undefined : locale)}
          </span>
        </div>
        <p className={styles.description}>{item.description}</p>
        {item.tags.length || summary ? (
          <div className={styles.chips}>
            {item.tags.map((tag) => (
              <span key={tag} className={`${styles.chip} ${styles.tag}`}>
                {t(tag)}
              </span>
            ))}
            {summary ? <span className={styles.chip}>{summary}</span> : null}
          </div>
        ) : null}
      </div>
      <div className={styles.availability}>
        <label className={styles.field}>
          {t('Availability')}
          <select
            value={item.availability}
            onChange={(event) =>
              actions.onAvailability(item, event.target.value as MenuAvailability)
            }
          >
            {MENU_AVAILABILITY.map((option) => (
              <option key={option} value={option}>
                {t(option)}
              </option>
            ))}
          </select>
        </label>
        {item.availability === 'Not Available Today' && item.availableAgainAt ? (
          <span className={styles.caption}>
            {t('Available again {{when}}', {
              when: availableAgainFormat(locale).format(new Date(item.availableAgainAt)),
            })}
          </span>
        ) : null}
      </div>
      {canEdit ? (
        <div className={styles.actions}>
          <Action
            label={t('Edit {{name}}', { name: item.name })}
            onClick={() => actions.onEdit(item)}
            icon={<EditOutlinedIcon />}
          />
          <Action
            label={t('Move {{name}} up', { name: item.name })}
            onClick={() => actions.onMove(item, 'up')}
            disabled={!canMoveUp || busy}
            icon={<ArrowUpwardIcon />}
          />
          <Action
            label={t('Move {{name}} down', { name: item.name })}
            onClick={() => actions.onMove(item, 'down')}
            disabled={!canMoveDown || busy}
            icon={<ArrowDownwardIcon />}
          />
          <Action
            label={t('Duplicate {{name}}', { name: item.name })}
            onClick={() => actions.onDuplicate(item)}
            disabled={busy}
            icon={<ContentCopyIcon />}
          />
          <Action
            label={t('Delete {{name}}', { name: item.name })}
            onClick={() => actions.onDelete(item)}
            disabled={busy}
            icon={<DeleteOutlinedIcon />}
          />
        </div>
      ) : null}
    </article>
  );
});
