import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import {
  categoriesInputSchema,
  categoryMessages,
  categoryNameField,
  type Categories,
} from '@scanorder/shared/menu/categories';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { REMOVE_CONTROL, removeKeepingFocus } from '../../../lib/remove-keeping-focus.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { saveCategories } from '../api/menu-api.ts';
import { inKind, useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { MoveButtons } from './move-buttons.tsx';

interface CategoriesFormValues {
  categories: string[];
  newCategory: string;
  /** Saved categories renamed in this dialog: the server moves their items to the new name. */
  renames: { from: string; to: string }[];
}

/** The renames after `from` became `to`: a saved name is followed, a name added here needs none. */
function renamesAfter(
  renames: CategoriesFormValues['renames'],
  saved: readonly string[],
  from: string,
  to: string,
): CategoriesFormValues['renames'] {
  const earlier = renames.find((rename) => rename.to === from);
  const next = earlier
    ? renames.map((rename) => (rename === earlier ? { from: rename.from, to } : rename))
    : saved.includes(from)
      ? [...renames, { from, to }]
      : renames;
  return next.filter((rename) => rename.from !== rename.to);
}

interface CategoriesDialogProps {
  kind: BusinessKind;
  categories: Categories;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Menu categories: the spec's defaults for the kind plus custom ones, reordered with up/down
 * buttons (reachable by keyboard) and renamed in place (their items follow). A category that still
 * has items cannot be removed.
 */
export function CategoriesDialog({ kind, categories, onClose, onSaved }: CategoriesDialogProps) {
  const toast = useToast();
  const { t } = useOwnerT();
  // A form (not plain state) so the list and the half-typed name keep a draft like every owner form.
  const form = useForm<CategoriesFormValues>({
    defaultValues: { categories: categories.categories, newCategory: '', renames: [] },
  });
  const formDraft = useFormDraft(form, `${kind}.menu-categories`);
  const list = useWatch({ control: form.control, name: 'categories' });
  const draft = useWatch({ control: form.control, name: 'newCategory' });
  const setList = (next: string[]) => form.setValue('categories', next, { shouldDirty: true });
  const setDraft = (next: string) => form.setValue('newCategory', next, { shouldDirty: true });
  const [problem, setProblem] = useState<string | null>(null);
  // A category added goes to the end of the list, below the fold of a phone's dialog: it is shown
  // there and said, so the owner knows it is in.
  const [added, setAdded] = useState<string | null>(null);
  const newCategoryRef = useRef<HTMLInputElement>(null);
  // The category being renamed and the name typed for it; the keyboard goes back to its Rename after.
  const [renaming, setRenaming] = useState<{ name: string; text: string } | null>(null);
  const [renameProblem, setRenameProblem] = useState<string | null>(null);
  const [refocus, setRefocus] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const renameInputRef = useRef<HTMLInputElement>(null);
  const renamingName = renaming?.name ?? null;
  useEffect(() => {
    if (renamingName !== null) renameInputRef.current?.focus();
  }, [renamingName]);
  useEffect(() => {
    if (added === null) return;
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [added]);
  useEffect(() => {
    if (refocus === null) return;
    [...(listRef.current?.querySelectorAll<HTMLElement>('[data-rename]') ?? [])]
      .find((button) => button.dataset.rename === refocus)
      ?.focus();
  }, [refocus]);

  const save = useMutation({
    mutationFn: (next: string[]) =>
      saveCategories(kind, { categories: next, renames: form.getValues('renames') }),
    onSuccess: () => {
      formDraft.clear();
      toast.success(t('Menu categories saved', inKind(kind)));
      onSaved();
    },
    onError: (error) =>
      toast.error(withServerMessage(t(serverErrorsOf(kind).saveRecords), error, t)),
  });

  /** Adds the typed name to the list; false, with the reason shown, when it cannot be added. */
  const add = (): boolean => {
    const parsed = categoryNameField.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? categoryMessages.unknown);
      return false;
    }
    if (list.some((name) => name.toLowerCase() === parsed.data.toLowerCase())) {
      setProblem(categoryMessages.duplicate);
      return false;
    }
    setProblem(null);
    setDraft('');
    setList([...list, parsed.data]);
    setAdded(parsed.data);
    return true;
  };

  /** Renames the category being renamed; false, with the reason shown, when the name cannot be used. */
  const confirmRename = (): boolean => {
    if (!renaming) return true;
    const parsed = categoryNameField.safeParse(renaming.text);
    if (!parsed.success) {
      setRenameProblem(parsed.error.issues[0]?.message ?? categoryMessages.unknown);
      return false;
    }
    const to = parsed.data;
    if (list.some((name) => name !== renaming.name && name.toLowerCase() === to.toLowerCase())) {
      setRenameProblem(categoryMessages.duplicate);
      return false;
    }
    setList(list.map((name) => (name === renaming.name ? to : name)));
    form.setValue(
      'renames',
      renamesAfter(form.getValues('renames'), categories.categories, renaming.name, to),
      { shouldDirty: true },
    );
    setRenaming(null);
    setRenameProblem(null);
    setRefocus(to);
    return true;
  };

  const itemCountOf = (name: string) => {
    const saved = form.getValues('renames').find((rename) => rename.to === name)?.from;
    return categories.itemCounts[saved ?? name] ?? 0;
  };

  const cancelRename = () => {
    if (!renaming) return;
    setRefocus(renaming.name);
    setRenaming(null);
    setRenameProblem(null);
  };

  // A name typed but not added is added with the save, not dropped; one that cannot be stops it.
  const onSave = () => {
    if (!confirmRename()) return;
    if (draft.trim() !== '' && !add()) {
      newCategoryRef.current?.focus();
      return;
    }
    const next = form.getValues('categories');
    const parsed = categoriesInputSchema.safeParse({ categories: next });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? categoryMessages.unknown);
      return;
    }
    save.mutate(next);
  };

  return (
    <FormDialog
      title={t('Menu categories', inKind(kind))}
      onSubmit={onSave}
      onClose={onClose}
      pending={save.isPending}
      submitLabel={t('Save Categories')}
      fullScreenOnPhone
      dividers
    >
      {formDraft.prompt}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('New Category')}
          inputRef={newCategoryRef}
          value={draft}
          fullWidth
          error={problem !== null}
          helperText={problem ? t(problem) : t('Add your own category, e.g. Chef Specials.')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void add();
            }
          }}
        />
        <Button startIcon={<AddIcon />} onClick={() => void add()} sx={{ flexShrink: 0 }}>
          {t('Add')}
        </Button>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {added ? t('{{name}} added at the end of the list', { name: added }) : ''}
      </Box>
      {list.length === 0 ? (
        <Alert severity="warning">{t(categoryMessages.atLeastOne)}</Alert>
      ) : null}
      <List ref={listRef} aria-label={t('Categories in menu order', inKind(kind))}>
        {list.map((name, index) => {
          const count = itemCountOf(name);
          if (renaming?.name === name)
            return (
              <ListItem key={name} divider sx={{ gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label={t('New name for {{name}}', { name })}
                  value={renaming.text}
                  fullWidth
                  inputRef={renameInputRef}
                  error={renameProblem !== null}
                  helperText={
                    renameProblem
                      ? t(renameProblem)
                      : t('Its {{count}} items move to the new name.', { count })
                  }
                  onChange={(event) => setRenaming({ name, text: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      void confirmRename();
                    } else if (event.key === 'Escape') {
                      // Escape leaves the rename, not the whole dialog.
                      event.stopPropagation();
                      cancelRename();
                    }
                  }}
                />
                <Button onClick={() => void confirmRename()} sx={{ flexShrink: 0 }}>
                  {t('Rename')}
                </Button>
              </ListItem>
            );
          return (
            <ListItem
              key={name}
              divider
              secondaryAction={
                <Box>
                  <IconButton
                    aria-label={t('Rename {{name}}', { name })}
                    data-rename={name}
                    onClick={() => {
                      setRenameProblem(null);
                      setRenaming({ name, text: name });
                    }}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                  <MoveButtons name={name} list={list} index={index} onMove={setList} />
                  {count > 0 ? (
                    // Kept reachable (aria-disabled), so the reason can be read on focus or hover.
                    <Tooltip
                      title={t('Move or delete its {{count}} items first.', { count })}
                      describeChild
                    >
                      <IconButton
                        aria-label={t('Remove {{name}}', { name })}
                        aria-disabled
                        sx={{ color: 'action.disabled', cursor: 'default' }}
                      >
                        <DeleteOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                  ) : (
                    <IconButton
                      aria-label={t('Remove {{name}}', { name })}
                      {...REMOVE_CONTROL}
                      onClick={(event) =>
                        removeKeepingFocus(
                          event.currentTarget,
                          'ul',
                          // Its place among the rows that can go (those with items cannot).
                          list.slice(0, index).filter((other) => itemCountOf(other) === 0).length,
                          () => setList(list.filter((other) => other !== name)),
                          () => newCategoryRef.current,
                        )
                      }
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  )}
                </Box>
              }
              sx={{ pr: 26 }}
            >
              <ListItemText
                primary={name}
                secondary={`${t('{{count}} items', { count })}${
                  categories.defaults.includes(name) ? '' : ` · ${t('custom')}`
                }`}
              />
            </ListItem>
          );
        })}
      </List>
    </FormDialog>
  );
}
