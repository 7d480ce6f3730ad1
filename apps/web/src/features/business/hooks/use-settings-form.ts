import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { useBusinessSave } from './use-business.ts';

interface SettingsFormOptions<
  TValues extends FieldValues,
  TOut,
  TBusiness extends Business | null,
> {
  kind: BusinessKind;
  /** Names the form's draft on this device, after the kind: `${kind}.${draftId}`. */
  draftId: string;
  resolver: Resolver<TValues, unknown, TOut>;
  business: TBusiness;
  /** The form's values for a business: the one shown first, then each one the server saves. */
  valuesOf: (business: TBusiness | Business) => TValues;
  save: (kind: BusinessKind, input: TOut) => Promise<Business>;
  savedMessage: string;
}

/**
 * One business settings form: validated as typed, its unsaved values kept as a draft, and a submit
 * that saves, then takes the saved values as the new starting point (no longer dirty) and drops the
 * draft.
 */
export function useSettingsForm<
  TValues extends FieldValues,
  TOut,
  TBusiness extends Business | null = Business,
>({
  kind,
  draftId,
  resolver,
  business,
  valuesOf,
  save: saveSection,
  savedMessage,
}: SettingsFormOptions<TValues, TOut, TBusiness>) {
  const form = useForm<TValues, unknown, TOut>({
    resolver,
    mode: 'onChange',
    // A full set of values is also a valid partial set; the generic type hides that from TypeScript.
    defaultValues: valuesOf(business) as DefaultValues<TValues>,
  });
  const draft = useFormDraft(form, `${kind}.${draftId}`);
  const save = useBusinessSave(kind, saveSection, savedMessage);
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        draft.clear();
      },
    }),
  );
  return { form, draft, save, onSubmit };
}
