import { z } from 'zod';
import {
  MAX_GROUPS_PER_TYPE,
  optionInputSchemas,
  optionSchemas,
  type OptionGroup,
  type OptionGroupType,
} from './option-groups.ts';

/**
 * Option groups defined once per restaurant and attached to many items (issue 20, decision 035):
 * "Spice level" typed once, edited once, read by every item that attaches it.
 */
export const OPTION_GROUP_TYPE_LIST = ['modifiers', 'selectors', 'incrementors'] as const;

/** At most this many shared groups per restaurant: each type's item limit, three times over. */
export const MAX_SHARED_GROUPS = MAX_GROUPS_PER_TYPE * OPTION_GROUP_TYPE_LIST.length;

export const sharedOptionGroupMessages = {
  notFound: 'Option group not found',
  unknown: 'Unknown shared option group',
  duplicateAttach: 'Attach each shared option group only once',
  tooMany: `A restaurant can hold up to ${MAX_SHARED_GROUPS} shared option groups.`,
  sameName: 'A shared option group with this name already exists',
} as const;

const groupInputOf = {
  modifiers: optionInputSchemas.modifierGroup,
  selectors: optionInputSchemas.selectorGroup,
  incrementors: optionInputSchemas.incrementorGroup,
} as const;

/**
 * A shared group as the owner saves it: the type picks which of the item's group rules apply
 * (a selector picks one, a modifier at most its options), checked by the very schema an item's
 * own group of that type is.
 */
export const sharedOptionGroupInputSchema = z
  .object({
    type: z.enum(OPTION_GROUP_TYPE_LIST, { error: 'Please choose a valid Group type' }),
    name: optionInputSchemas.modifierGroup.shape.name,
    min: optionInputSchemas.modifierGroup.shape.min,
    max: optionInputSchemas.modifierGroup.shape.max,
    options: optionInputSchemas.modifierGroup.shape.options,
  })
  .superRefine((input, context) => {
    // The fields are valid by now; what is left are the type's own rules.
    const parsed = groupInputOf[input.type].safeParse(input);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type SharedOptionGroupInput = z.infer<typeof sharedOptionGroupInputSchema>;

export const sharedOptionGroupSchema = z.object({
  id: z.uuid(),
  type: z.enum(OPTION_GROUP_TYPE_LIST),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  options: z.array(optionSchemas.option),
  /** How many items attach it: what an edit or a delete reaches. */
  itemCount: z.number().int(),
  updatedAt: z.string(),
});
export type SharedOptionGroup = z.infer<typeof sharedOptionGroupSchema>;

export const sharedOptionGroupListSchema = z.object({
  groups: z.array(sharedOptionGroupSchema),
});
export type SharedOptionGroupList = z.infer<typeof sharedOptionGroupListSchema>;

/** The ids an item attaches, in the order its guests see them (after its own groups of the type). */
export const sharedOptionGroupIdsField = z
  .array(z.uuid(sharedOptionGroupMessages.unknown))
  .max(MAX_SHARED_GROUPS, sharedOptionGroupMessages.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, sharedOptionGroupMessages.duplicateAttach);

export type OptionGroupsByType = Record<OptionGroupType, OptionGroup[]>;

/**
 * An item's groups as guests read them: its own groups of each type first, then the shared groups
 * it attaches, in the order it attaches them. Ids of groups no longer there are skipped.
 */
export function mergeSharedGroups(
  own: OptionGroupsByType,
  attachedIds: readonly string[],
  shared: ReadonlyMap<
    string,
    Pick<SharedOptionGroup, 'id' | 'type' | 'name' | 'min' | 'max' | 'options'>
  >,
): OptionGroupsByType {
  const merged: OptionGroupsByType = {
    modifiers: [...own.modifiers],
    selectors: [...own.selectors],
    incrementors: [...own.incrementors],
  };
  for (const id of attachedIds) {
    const group = shared.get(id);
    if (!group) continue;
    merged[group.type].push({
      id: group.id,
      name: group.name,
      min: group.min,
      max: group.max,
      options: group.options,
    });
  }
  return merged;
}
