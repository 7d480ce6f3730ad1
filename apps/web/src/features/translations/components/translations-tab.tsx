import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  GUEST_LOCALES,
  LOCALE_NAMES,
  directionOf,
  type GuestLocale,
} from '@scanorder/shared/i18n/locales';
import { translationKeyOf, type MenuTranslations } from '@scanorder/shared/i18n/menu-translations';
import { errorMessageOf } from '../../../api/client.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { fetchTranslations, saveTranslations } from '../api/translations-api.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { PendingButton } from '../../../components/pending-button.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';

/**
 * The languages an owner translates into: every guest language but the one the menu is written in
 * (English, or Spanish for a business its owner created in Spanish: decision 054).
 */
const targetsOf = (source: GuestLocale) => GUEST_LOCALES.filter((locale) => locale !== source);

const percentOf = (translated: number, total: number) =>
  total === 0 ? 100 : Math.round((translated / total) * 100);

/** A language named in `locale` ("Spanish" in English, "español" in Spanish), else its own name. */
function languageNameIn(locale: string, language: GuestLocale): string {
  return (
    new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? LOCALE_NAMES[language]
  );
}

/** Each language's share of the menu's texts translated (issue 22's completeness indicator). */
function Completeness({ data }: { data: MenuTranslations }) {
  const { t } = useOwnerT();
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1 }}
      role="group"
      aria-label={t('Translated per language')}
    >
      {data.completeness
        .filter((entry) => entry.locale !== data.source)
        .map((entry) => {
          const percent = percentOf(entry.translated, entry.total);
          return (
            <Chip
              key={entry.locale}
              color={percent === 100 ? 'success' : percent > 0 ? 'warning' : 'default'}
              variant={entry.locale === data.locale ? 'filled' : 'outlined'}
              label={t('{{language}}: {{translated}} of {{total}} ({{percent}}%)', {
                language: LOCALE_NAMES[entry.locale],
                translated: entry.translated,
                total: entry.total,
                percent,
              })}
            />
          );
        })}
    </Stack>
  );
}

/** The translations typed and not saved yet, by `translationKeyOf`. */
interface TranslationValues {
  edits: Record<string, string>;
}

/**
 * One language's texts: the original beside a field for its translation, saved together. What is
 * typed is kept as a draft on this device (decision 036), so another tab, another language or a
 * reload does not lose it, and leaving with it unsaved asks first.
 */
function TranslationForm({ kind, data }: { kind: BusinessKind; data: MenuTranslations }) {
  const { t } = useOwnerT();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<TranslationValues>({ defaultValues: { edits: {} } });
  const draft = useFormDraft(form, `${kind}.translations.${data.locale}`);
  const edits = useWatch({ control: form.control, name: 'edits' });
  const save = useMutation({
    mutationFn: (typed: Record<string, string>) =>
      saveTranslations(kind, data.locale, {
        translations: data.texts
          .filter((text) => typed[translationKeyOf(text)] !== undefined)
          .map((text) => ({
            entityKind: text.entityKind,
            entityKey: text.entityKey,
            field: text.field,
            text: typed[translationKeyOf(text)] ?? '',
          })),
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.translations(kind, data.locale), saved);
      form.reset({ edits: {} });
      draft.clear();
      enqueueSnackbar(t('Translations saved'), { variant: 'success' });
    },
  });
  const changed = Object.keys(edits).length;
  const { translated, total } = data.completeness.find((entry) => entry.locale === data.locale) ?? {
    translated: 0,
    total: 0,
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (save.isPending) return;
        if (changed === 0) enqueueSnackbar(t('No changes to save.'), { variant: 'info' });
        else save.mutate(form.getValues('edits'));
      }}
    >
      {draft.prompt}
      <Box sx={{ mb: 2 }}>
        <Typography id="translation-progress-label" variant="body2" sx={{ mb: 0.5 }}>
          {t('{{language}}: {{translated}} of {{total}} texts translated', {
            language: LOCALE_NAMES[data.locale],
            translated,
            total,
          })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percentOf(translated, total)}
          aria-labelledby="translation-progress-label"
        />
      </Box>
      {data.texts.length === 0 && (
        <Alert severity="info">
          {t('Add menu items first: their names and descriptions show here.')}
        </Alert>
      )}
      <Stack spacing={2}>
        {data.texts.map((text) => {
          const key = translationKeyOf(text);
          const value = edits[key] ?? text.text;
          return (
            <Box
              key={key}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                alignItems: 'start',
              }}
            >
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {text.context === 'Business description' || text.context === 'Category'
                    ? t(text.context)
                    : text.context}
                </Typography>
                <Typography variant="body2">{text.original}</Typography>
              </Box>
              <TextField
                size="small"
                label={`${text.original} (${LOCALE_NAMES[data.locale]})`}
                value={value}
                multiline={text.field === 'description'}
                slotProps={{
                  htmlInput: {
                    lang: data.locale,
                    dir: directionOf(data.locale),
                    maxLength: text.field === 'description' ? 500 : 100,
                  },
                }}
                placeholder={t('Not translated: guests read the original')}
                onChange={(event) =>
                  form.setValue(
                    'edits',
                    { ...form.getValues('edits'), [key]: event.target.value },
                    { shouldDirty: true },
                  )
                }
              />
            </Box>
          );
        })}
      </Stack>
      {save.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessageOf(save.error)}
        </Alert>
      )}
      {/* Above the fields' labels and text as they scroll under it. Never disabled: a disabled
          button would drop the keyboard to the top of the page as the save ends. */}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          py: 2,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <PendingButton type="submit" variant="contained" pending={save.isPending}>
          {save.isPending
            ? t('Saving…')
            : t('Save {{language}}', { language: LOCALE_NAMES[data.locale] })}
        </PendingButton>
      </Box>
    </Box>
  );
}

/**
 * TRANSLATIONS (issue 22): the owner writes the menu in the guests' languages, one language at a
 * time; whatever is left untranslated, guests read in the original.
 */
export function TranslationsTab({ kind }: { kind: BusinessKind }) {
  const { t, locale: ownerLocale } = useOwnerT();
  const [locale, setLocale] = useState<GuestLocale>('hi');
  const query = useQuery({
    queryKey: queryKeys.translations(kind, locale),
    queryFn: ({ signal }) => fetchTranslations(kind, locale, signal),
  });
  // The menu's own language, kept while another language loads (Hindi is never a menu's language).
  const [source, setSource] = useState<GuestLocale | null>(null);
  if (query.data && query.data.source !== source) setSource(query.data.source);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t(
          'Guests read the menu in their own language. Translate the business description, categories, items and their options; anything not translated shows the original.',
        )}
        {source &&
          ` ${t(
            'The menu is written in {{language}}: guests reading {{language}} see it as written.',
            // Named in the owner's language, as a sentence writes it: "Spanish", "español".
            { language: languageNameIn(ownerLocale, source) },
          )}`}
      </Typography>
      <TextField
        select
        label={t('Language')}
        value={locale}
        onChange={(event) => setLocale(event.target.value as GuestLocale)}
        sx={{ maxWidth: 280 }}
      >
        {targetsOf(source ?? 'en').map((entry) => (
          <MenuItem key={entry} value={entry} lang={entry}>
            {LOCALE_NAMES[entry]}
          </MenuItem>
        ))}
      </TextField>
      {query.data && <Completeness data={query.data} />}
      {query.isPending && (
        <Skeleton variant="rounded" height={240} aria-label={t('Loading translations')} />
      )}
      {query.isError && (
        <QueryErrorAlert
          message={errorMessageOf(query.error)}
          error={query.error}
          onRetry={query.refetch}
        />
      )}
      {query.data && <TranslationForm key={locale} kind={kind} data={query.data} />}
    </Stack>
  );
}
