import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { OWNER_LANGUAGES } from '@scanorder/shared/account/owner-language';
import {
  menuLanguageInputSchema,
  type Business,
  type MenuLanguageInput,
} from '@scanorder/shared/business/business';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { SaveButton } from '../../../components/pending-button.tsx';
import { inKind, useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { saveMenuLanguage } from '../api/business-api.ts';
import { useSettingsForm } from '../hooks/use-settings-form.ts';
import { SettingsForm } from './settings-form.tsx';

/** The language names in the owner's language ("inglés" in Spanish), capitalised as a choice. */
function languageOptions(locale: string) {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'language' });
  return OWNER_LANGUAGES.map((language) => {
    const name = names.of(language) ?? language;
    return { value: language, label: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) };
  });
}

/**
 * OVERVIEW: the language the menu is written in (decision 054). Set at creation from the owner's
 * language; changed here when the menu is rewritten in the other one. Nothing is translated.
 */
export function MenuLanguageForm({ kind, business }: { kind: BusinessKind; business: Business }) {
  const { t, locale } = useOwnerT();
  const { form, draft, save, onSubmit } = useSettingsForm<MenuLanguageInput, MenuLanguageInput>({
    kind,
    draftId: 'menu-language',
    resolver: zodResolver(menuLanguageInputSchema),
    business,
    valuesOf: (saved) => ({ menuLanguage: saved.menuLanguage }),
    save: saveMenuLanguage,
    savedMessage: t('Menu language saved'),
  });
  return (
    <SettingsForm
      id={`${kind}-menu-language`}
      title={t('Menu language', inKind(kind))}
      onSubmit={onSubmit}
    >
      {draft.prompt}
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t(
          'The language your menu is written in. Guests reading it see the menu as written; translations go from it. Changing it translates nothing.',
          inKind(kind),
        )}
      </Typography>
      <FormSelectField
        control={form.control}
        name="menuLanguage"
        label={t('Menu language', inKind(kind))}
        options={languageOptions(locale)}
      />
      <SaveButton pending={save.isPending} label={t('Save Menu Language', inKind(kind))} />
    </SettingsForm>
  );
}
