import type { OptionGroupType } from '@scanorder/shared/menu/option-groups';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** Each group type's name and rule, in the owner's language (written out so the extractor sees them). */
export function useGroupTypeText(): Record<OptionGroupType, { label: string; help: string }> {
  const { t } = useOwnerT();
  return {
    modifiers: {
      label: t('Modifier'),
      help: t('Customers pick any options between the minimum and maximum, each adding its price.'),
    },
    selectors: {
      label: t('Selector'),
      help: t('Customers pick exactly one option (required) or at most one (optional).'),
    },
    incrementors: {
      label: t('Incrementor'),
      help: t('Customers choose a count per option; the price is added once per count.'),
    },
  };
}
