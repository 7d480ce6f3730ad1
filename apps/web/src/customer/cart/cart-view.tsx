import { useEffect, useId, useRef, useState } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { INSTRUCTION_MAX_LENGTH, MAX_LINE_QUANTITY } from '@scanorder/shared/ordering/order-line';
import type { PublicMenuItem } from '@scanorder/shared/ordering/public-menu';
import { money } from '../lib/format.ts';
import { optionsSummary } from '../lib/line-summary.ts';
import { QuantityStepper } from '../ui/quantity-stepper.tsx';
import type { CartPrice } from '@scanorder/shared/ordering/saved-cart';
import type { CartActions } from './cart-store.ts';
import type { SavedCart } from '@scanorder/shared/ordering/saved-cart';
import styles from './cart.module.css';
import { useT } from '../i18n/guest-i18n.tsx';
import { useRefusalText } from '../i18n/guest-message.ts';

interface CartViewProps {
  cart: SavedCart;
  items: ReadonlyMap<string, PublicMenuItem>;
  price: CartPrice;
  currency: string;
  /** A grocery's lines are products: their example instruction is a shop's, not a kitchen's. */
  kind: BusinessKind;
  actions: CartActions;
  /** Whether the menu takes orders now; else the cart can be kept but not checked out. */
  orderable: boolean;
  onCheckout: () => void;
}

/** The cart: each line with its options, quantity, instruction and price; then the subtotal. */
export function CartView({
  cart,
  items,
  price,
  currency,
  kind,
  actions,
  orderable,
  onCheckout,
}: CartViewProps) {
  const t = useT();
  const refusal = useRefusalText();
  const baseId = useId();
  const content = useRef<HTMLDivElement>(null);
  const [removed, setRemoved] = useState('');
  /** Where the keyboard goes once a removed line is gone: the line now at this index, or its neighbour. */
  const focusAfterRemove = useRef<number | null>(null);
  const lineCount = cart.lines.length;

  // A removed line takes its Remove button with it: the keyboard goes to the next line's (or the
  // last one's), or to the cart's heading once it is empty, rather than falling to the page.
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = content.current?.querySelectorAll<HTMLElement>('[data-remove-line]') ?? [];
    const target =
      buttons[Math.min(index, buttons.length - 1)] ??
      content.current?.closest('[role="dialog"]')?.querySelector<HTMLElement>('h2');
    target?.focus();
  }, [lineCount]);

  // Announced from the same element whether or not lines are left, so it is not a new region.
  const status = (
    <p className="visually-hidden" role="status">
      {removed}
    </p>
  );
  if (lineCount === 0)
    return (
      <>
        {status}
        <div ref={content} className={styles.content}>
          <p className={styles.empty}>{t('Your cart is empty.')}</p>
        </div>
      </>
    );
  const problem = price.ok ? null : price.error;
  const closedNoteId = `${baseId}-closed`;
  return (
    <>
      {status}
      <div ref={content} className={styles.content}>
        <ul className={styles.lines}>
          {cart.lines.map((line, index) => {
            const priced = price.ok ? price.breakdown.lines[index] : undefined;
            const name = priced?.name ?? items.get(line.menuItemId)?.name ?? t('Item');
            const summary = priced ? optionsSummary(priced) : '';
            const instructionId = `${baseId}-instruction-${index}`;
            const lineProblem =
              problem?.lineIndex === index
                ? refusal({ message: problem.message, ...problem.keyed })
                : null;
            return (
              <li key={line.key} className={styles.line}>
                <div className={styles.lineHead}>
                  <div className={styles.lineName}>
                    {/* The owner's words in their own direction ("500 g", not "g 500"). */}
                    <span className={styles.lineTitle} dir="auto">
                      {name}
                    </span>
                    {summary && (
                      <span className={styles.lineOptions} dir="auto">
                        {summary}
                      </span>
                    )}
                  </div>
                  {priced && (
                    <span className={styles.linePrice}>
                      {money(priced.lineTotalMinor, currency)}
                    </span>
                  )}
                </div>
                {lineProblem && (
                  <p className={styles.lineProblem} role="alert">
                    {lineProblem}
                  </p>
                )}
                <div className={styles.lineControls}>
                  <QuantityStepper
                    name={name}
                    value={line.quantity}
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    onChange={(quantity) => actions.setQuantity(line.key, quantity)}
                  />
                  <button
                    type="button"
                    className={styles.remove}
                    data-remove-line
                    onClick={() => {
                      focusAfterRemove.current = index;
                      setRemoved(t('Removed {{name}} from the cart', { name }));
                      actions.remove(line.key);
                    }}
                    aria-label={t('Remove {{name}}', { name })}
                  >
                    {t('Remove')}
                  </button>
                </div>
                <label className={styles.instructionLabel} htmlFor={instructionId}>
                  {t('Instruction for {{name}}', { name })}
                </label>
                <input
                  id={instructionId}
                  className={styles.instruction}
                  type="text"
                  maxLength={INSTRUCTION_MAX_LENGTH}
                  value={line.instruction}
                  placeholder={
                    kind === 'grocery'
                      ? t('e.g. another brand if out of stock')
                      : t('e.g. less oil')
                  }
                  onChange={(event) => actions.setInstruction(line.key, event.currentTarget.value)}
                />
              </li>
            );
          })}
        </ul>
        {problem && problem.lineIndex === null && (
          <p className={styles.lineProblem} role="alert">
            {refusal({ message: problem.message, ...problem.keyed })}
          </p>
        )}
      </div>
      <footer className={styles.footer}>
        <p className={styles.subtotal}>
          <span>{t('Subtotal')}</span>
          <span>{price.ok ? money(price.breakdown.subtotalMinor, currency) : '—'}</span>
        </p>
        {!orderable && (
          <p id={closedNoteId} className={styles.closedNote}>
            {t('Orders cannot be placed right now.')}
          </p>
        )}
        {/* While the store is closed the button stays focusable and says why it does nothing. */}
        <button
          type="button"
          className={styles.primary}
          disabled={!price.ok}
          aria-disabled={!orderable || undefined}
          aria-describedby={orderable ? undefined : closedNoteId}
          onClick={orderable ? onCheckout : undefined}
        >
          {t('Checkout')}
        </button>
      </footer>
    </>
  );
}
