import type {
  OptionGroup,
  OptionGroupType,
  SelectionIssue,
} from '@scanorder/shared/menu/option-groups';
import { list, money } from '../lib/format.ts';
import { QuantityStepper } from '../ui/quantity-stepper.tsx';
import styles from './item-dialog.module.css';
import type { TFunction } from 'i18next';
import { useT } from '../i18n/guest-i18n.tsx';

export type GroupCounts = Readonly<Record<string, number>>;

/** "Required · choose 1", "Optional · up to 2", "Choose 1 to 3". */
export function groupHint(type: OptionGroupType, group: OptionGroup, t: TFunction): string {
  if (type === 'selectors')
    return group.min > 0 ? t('Required · choose 1') : t('Optional · choose 1');
  if (group.min === 0) return t('Optional · up to {{max}}', { max: group.max });
  if (group.min === group.max) return t('Required · choose {{min}}', { min: group.min });
  return t('Required · choose {{min}} to {{max}}', { min: group.min, max: group.max });
}

/**
 * A broken rule in the guest's language, the group's name as the owner typed it: keyed messages
 * with {{values}}, as no catalogue can hold every "Choose one <group>".
 */
export function issueMessage(issue: SelectionIssue, t: TFunction): string {
  const { name } = issue;
  switch (issue.rule) {
    case 'unknown':
      return t('Unknown option in {{name}}', { name });
    case 'repeated':
      return t('Choose each option of {{name}} once', { name });
    case 'chooseOne':
      return t('Choose one {{name}}', { name });
    case 'onlyOne':
      return t('Choose only one {{name}}', { name });
    case 'atLeast':
      return t('Choose at least {{min}} of {{name}}', { name, min: issue.min });
    case 'atMost':
      return t('Choose at most {{max}} of {{name}}', { name, max: issue.max });
  }
}

interface OptionGroupFieldProps {
  type: OptionGroupType;
  group: OptionGroup;
  counts: GroupCounts;
  currency: string;
  /** The rule this choice breaks (in the guest's language), shown once the customer tried to add. */
  problem: string | null;
  onChange: (counts: GroupCounts) => void;
}

function priceNote(additionalPriceMinor: number, currency: string) {
  return additionalPriceMinor > 0 ? ` + ${money(additionalPriceMinor, currency)}` : '';
}

/** One option group of a restaurant item: radios, checkboxes or counters, with its rule. */
export function OptionGroupField({
  type,
  group,
  counts,
  currency,
  problem,
  onChange,
}: OptionGroupFieldProps) {
  const t = useT();
  const hintId = `hint-${group.id}`;
  const errorId = `error-${group.id}`;
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const describedBy = problem ? `${hintId} ${errorId}` : hintId;

  const optionText = (option: OptionGroup['options'][number]) => (
    <>
      <span>
        <bdi>{option.value}</bdi>
        {priceNote(option.additionalPriceMinor, currency)}
      </span>
      {option.allergens.length > 0 && (
        <span className={styles.optionAllergens}>
          {t('Contains: {{list}}', {
            list: list(option.allergens.map((allergen) => t(allergen))),
          })}
        </span>
      )}
    </>
  );

  return (
    <fieldset
      className={styles.group}
      aria-describedby={describedBy}
      aria-invalid={problem ? true : undefined}
      data-group-id={group.id}
    >
      <legend className={styles.legend}>{group.name}</legend>
      <p id={hintId} className={styles.hint}>
        {groupHint(type, group, t)}
      </p>
      {type === 'selectors' && (
        <>
          {group.min === 0 && (
            <label className={styles.choice}>
              <input
                type="radio"
                name={group.id}
                checked={total === 0}
                onChange={() => onChange({})}
              />
              <span>{t('None')}</span>
            </label>
          )}
          {group.options.map((option) => (
            <label key={option.id} className={styles.choice}>
              <input
                type="radio"
                name={group.id}
                checked={(counts[option.id] ?? 0) > 0}
                onChange={() => onChange({ [option.id]: 1 })}
              />
              <span className={styles.choiceText}>{optionText(option)}</span>
            </label>
          ))}
        </>
      )}
      {type === 'modifiers' &&
        group.options.map((option) => {
          const checked = (counts[option.id] ?? 0) > 0;
          return (
            <label key={option.id} className={styles.choice}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && total >= group.max}
                onChange={(event) =>
                  onChange({ ...counts, [option.id]: event.currentTarget.checked ? 1 : 0 })
                }
              />
              <span className={styles.choiceText}>{optionText(option)}</span>
            </label>
          );
        })}
      {type === 'incrementors' &&
        group.options.map((option) => {
          const count = counts[option.id] ?? 0;
          return (
            <div key={option.id} className={styles.counter}>
              <span className={styles.choiceText}>{optionText(option)}</span>
              <QuantityStepper
                name={option.value}
                value={count}
                min={0}
                max={count + Math.max(0, group.max - total)}
                onChange={(value) => onChange({ ...counts, [option.id]: value })}
              />
            </div>
          );
        })}
      {problem && (
        <p id={errorId} className={styles.error}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}
