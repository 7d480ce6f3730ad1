import { useId, useState, type FormEvent } from 'react';
import {
  defaultCounts,
  selectionIssue,
  type OptionGroupType,
} from '@scanorder/shared/menu/option-groups';
import {
  INSTRUCTION_MAX_LENGTH,
  MAX_LINE_QUANTITY,
  OPTION_GROUP_TYPES,
  type OptionSelection,
  type OrderLineInput,
} from '@scanorder/shared/ordering/order-line';
import { priceCart, type PricingSettings } from '@scanorder/shared/ordering/price';
import type { PublicMenuItem } from '@scanorder/shared/ordering/public-menu';
import { list, money } from '../lib/format.ts';
import { Modal } from '../ui/modal.tsx';
import { QuantityStepper } from '../ui/quantity-stepper.tsx';
import styles from './item-dialog.module.css';
import { issueMessage, OptionGroupField, type GroupCounts } from './option-group-field.tsx';
import { useT } from '../i18n/guest-i18n.tsx';

type Selection = Record<string, GroupCounts>;

interface ItemDialogProps {
  item: PublicMenuItem;
  currency: string;
  settings: PricingSettings;
  onAdd: (line: OrderLineInput) => void;
  onClose: () => void;
}

function selectedOptions(selection: Selection): OptionSelection[] {
  return Object.entries(selection).flatMap(([groupId, counts]) =>
    Object.entries(counts)
      .filter(([, count]) => count > 0)
      .map(([optionId, count]) => ({ groupId, optionId, count })),
  );
}

/**
 * The item's option groups as the sheet lists them: required ones first (a guest should not scroll
 * past extras to find what stops "Add to cart"), otherwise in the owner's order.
 */
function orderedGroups(item: PublicMenuItem) {
  const all = OPTION_GROUP_TYPES.flatMap((type: OptionGroupType) =>
    item[type].map((group) => ({ type, group })),
  );
  return [
    ...all.filter((entry) => entry.group.min > 0),
    ...all.filter((entry) => entry.group.min === 0),
  ];
}

/** The owner's preselected defaults (a selector keeps its first one). */
function initialSelection(item: PublicMenuItem): Selection {
  const selection: Selection = {};
  for (const { type, group } of orderedGroups(item)) {
    const counts = defaultCounts(group);
    const [first] = Object.keys(counts);
    if (type === 'selectors') {
      if (first) selection[group.id] = { [first]: 1 };
    } else if (first) selection[group.id] = counts;
  }
  return selection;
}

/**
 * The live price of a choice that may still be incomplete: the shared price function on the item
 * with every group's minimum relaxed, so "choose a spice level" does not hide the price.
 */
function livePrice(
  item: PublicMenuItem,
  settings: PricingSettings,
  line: OrderLineInput,
): number | null {
  const relaxed = {
    ...item,
    selectors: item.selectors.map((group) => ({ ...group, min: 0 })),
    modifiers: item.modifiers.map((group) => ({ ...group, min: 0 })),
    incrementors: item.incrementors.map((group) => ({ ...group, min: 0 })),
  };
  try {
    return priceCart({ items: [relaxed], settings, lines: [line], tipPercentage: 0 }).lines[0]!
      .lineTotalMinor;
  } catch {
    return null;
  }
}

/**
 * The item dialog: variants (grocery) or option groups with their rules (restaurant), quantity and
 * an instruction; the line price follows every change. Rules are checked by the shared
 * `selectionIssue`, and shown, in the guest's language, once the customer tries to add.
 */
export function ItemDialog({ item, currency, settings, onAdd, onClose }: ItemDialogProps) {
  const t = useT();
  const titleId = useId();
  const instructionId = useId();
  const problemId = useId();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(item));
  const [variantId, setVariantId] = useState<string | null>(item.variants[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [instruction, setInstruction] = useState('');
  const [showProblems, setShowProblems] = useState(false);

  const line: OrderLineInput = {
    menuItemId: item.id,
    quantity,
    options: selectedOptions(selection),
    variantId,
    instruction: instruction.trim(),
  };
  const price = livePrice(item, settings, line);
  const groups = orderedGroups(item).map(({ type, group }) => {
    const issue = selectionIssue(type, group, selection[group.id] ?? {});
    return { type, group, problem: issue && issueMessage(issue, t) };
  });
  const firstProblem = groups.find((entry) => entry.problem !== null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (firstProblem) {
      setShowProblems(true);
      const groupId = firstProblem.group.id;
      const fieldset = event.currentTarget.querySelector<HTMLElement>(
        `[data-group-id="${groupId}"]`,
      );
      const control = fieldset?.querySelector<HTMLElement>(
        'input:not([disabled]), button:not([disabled])',
      );
      // The sheet's body scrolls on its own: bring the group into view, then move focus there
      // without a second jump, so a screen reader and a thumb land on the same place.
      fieldset?.scrollIntoView?.({ block: 'center' });
      control?.focus({ preventScroll: true });
      return;
    }
    onAdd(line);
  };
  const footerProblem = showProblems && firstProblem ? firstProblem.problem : null;

  const variantName = item.variants[0]?.variantName ?? t('Variant');

  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title} dir="auto">
            {item.name}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('Close')}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={styles.body}>
          {item.imageUrl && (
            <img className={styles.image} src={item.imageUrl} alt="" width={400} height={300} />
          )}
          {item.description && (
            <p className={styles.description} dir="auto">
              {item.description}
            </p>
          )}
          {item.allergens.length > 0 && (
            <p className={styles.allergens}>
              {t('Allergens: {{list}}', {
                list: list(item.allergens.map((allergen) => t(allergen))),
              })}
            </p>
          )}
          {item.variants.length > 0 && (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>{variantName}</legend>
              {item.variants.map((variant) => (
                <label key={variant.id} className={styles.choice}>
                  <input
                    type="radio"
                    name={`variant-${item.id}`}
                    checked={variantId === variant.id}
                    onChange={() => setVariantId(variant.id)}
                  />
                  {/* The owner's "500 g" isolated: on an Arabic page it read "g 500". */}
                  <span className={styles.choiceText}>
                    <span>
                      <bdi>{variant.value}</bdi>
                      {` · ${money(variant.newPriceMinor, currency)}`}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          {groups.map(({ type, group, problem }) => (
            <OptionGroupField
              key={group.id}
              type={type}
              group={group}
              counts={selection[group.id] ?? {}}
              currency={currency}
              problem={showProblems ? problem : null}
              onChange={(counts) => setSelection((current) => ({ ...current, [group.id]: counts }))}
            />
          ))}
          <label className={styles.fieldLabel} htmlFor={instructionId}>
            {t('Instruction (optional)')}
          </label>
          <textarea
            id={instructionId}
            className={styles.textarea}
            rows={2}
            maxLength={INSTRUCTION_MAX_LENGTH}
            value={instruction}
            onChange={(event) => setInstruction(event.currentTarget.value)}
          />
        </div>
        <footer className={styles.footer}>
          <p id={problemId} className={styles.footerProblem} role="status" aria-live="polite">
            {footerProblem}
          </p>
          <QuantityStepper
            name={item.name}
            value={quantity}
            min={1}
            max={MAX_LINE_QUANTITY}
            onChange={setQuantity}
          />
          <button
            type="submit"
            className={styles.add}
            aria-describedby={footerProblem ? problemId : undefined}
          >
            {price === null
              ? t('Add to cart')
              : t('Add to cart · {{price}}', { price: money(price, currency) })}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
