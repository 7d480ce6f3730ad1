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
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { createBranchInputSchemas, type Branch } from '@scanorder/shared/business/branch';
import { KIND_LABEL } from '@scanorder/shared/business/constants';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { ApiError } from '../../../api/client.ts';
import { createBranch, deleteBranch, renameBranch } from '../api/branches-api.ts';
import { useBranchesQuery } from '../../../api/branches.ts';
import { useBranchMutation } from '../hooks/use-branches.ts';
import { useFormDraft } from '../../../lib/drafts/use-form-draft.tsx';
import { SaveButton } from '../../../components/pending-button.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface NameForm {
  name: string;
}

function RenameRow({
  kind,
  branch,
  onDone,
}: {
  kind: BusinessKind;
  branch: Branch;
  onDone: () => void;
}) {
  const { t } = useOwnerT();
  const form = useForm<NameForm>({
    resolver: zodResolver(createBranchInputSchemas[kind]),
    mode: 'onChange',
    defaultValues: { name: branch.name },
  });
  const draft = useFormDraft(form, `${kind}.branch.${branch.id}`);
  const rename = useBranchMutation(
    kind,
    ({ name }: NameForm) => renameBranch(kind, branch.id, name),
    ({ name }) => t('Store renamed to {{name}}', { name }),
  );
  // Rename went away with the row it opened: the keyboard starts in the name to change.
  const row = useRef<HTMLFormElement>(null);
  useEffect(() => {
    row.current?.querySelector('input')?.focus();
  }, []);
  const onSubmit = form.handleSubmit((input) =>
    rename.mutate(input, {
      onSuccess: () => {
        draft.clear();
        onDone();
      },
    }),
  );
  return (
    <Box
      ref={row}
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', width: '100%' }}
    >
      <Box sx={{ flex: '1 1 220px' }}>
        {draft.prompt}
        <FormTextField
          control={form.control}
          name="name"
          label={t('New name for {{name}}', { name: branch.name })}
          size="small"
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <SaveButton pending={rename.isPending} label={t('Save Name')} />
        <Button sx={{ mt: 2 }} onClick={onDone}>
          {t('Cancel')}
        </Button>
      </Box>
    </Box>
  );
}

/** SERVICE SETTINGS: the store names (branches); how many is limited by the plan. */
export function ServiceSettingsTab({ kind }: { kind: BusinessKind }) {
  const { t } = useOwnerT();
  const branches = useBranchesQuery(kind);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Branch | null>(null);
  // After a rename the keyboard goes back to its Rename; after a delete, whose row is gone, to
  // the store name field (the focus fell to the page body).
  const renameButtons = useRef(new Map<string, HTMLButtonElement>());
  const addForm = useRef<HTMLFormElement>(null);
  const doneRenaming = (branchId: string) => {
    flushSync(() => setRenaming(null));
    renameButtons.current.get(branchId)?.focus();
  };
  const form = useForm<NameForm>({
    resolver: zodResolver(createBranchInputSchemas[kind]),
    mode: 'onChange',
    defaultValues: { name: '' },
  });
  const draft = useFormDraft(form, `${kind}.branch.new`);
  const create = useBranchMutation(
    kind,
    ({ name }: NameForm) => createBranch(kind, name),
    ({ name }) => t('Store {{name}} added', { name }),
    {
      onError: (error) =>
        setLimitMessage(
          error instanceof ApiError && error.code === 'LIMIT_REACHED' ? error.message : null,
        ),
    },
  );
  const remove = useBranchMutation(
    kind,
    (branch: Branch) => deleteBranch(kind, branch.id),
    (branch) => t('Store {{name}} deleted', { name: branch.name }),
  );
  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        setLimitMessage(null);
        form.reset({ name: '' });
        draft.clear();
      },
    }),
  );

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h6" component="h2">
        {t('Store names')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {t(
          'Each branch of your {{kind}} has its own QR codes, staff PIN and out-of-operation notice. Your plan decides how many you can add.',
          { kind: t(KIND_LABEL[kind]).toLowerCase() },
        )}
      </Typography>
      {draft.prompt}
      {limitMessage ? (
        <Alert severity="warning" sx={{ mt: 2 }} onClose={() => setLimitMessage(null)}>
          {limitMessage}
        </Alert>
      ) : null}
      <Box
        ref={addForm}
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <Box sx={{ flex: '1 1 240px' }}>
          <FormTextField control={form.control} name="name" label={t('Store Name')} />
        </Box>
        <Box sx={{ mt: 0.5 }}>
          <SaveButton pending={create.isPending} label={t('Add Store')} />
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ mt: 2 }}>
        {branches.isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Box>
        ) : branches.isError ? (
          <Alert severity="error">{branches.error.message.toUpperCase()}</Alert>
        ) : branches.data.length === 0 ? (
          <Typography sx={{ p: 2 }}>
            <AddIcon fontSize="small" sx={{ verticalAlign: 'middle', mr: 1 }} aria-hidden />
            {t('No store names yet. Add your first one above.')}
          </Typography>
        ) : (
          <List aria-label={t('Store names')}>
            {branches.data.map((branch) => (
              <ListItem
                key={branch.id}
                divider
                secondaryAction={
                  renaming === branch.id ? null : (
                    <Box sx={{ display: 'flex' }}>
                      <IconButton
                        ref={(element: HTMLButtonElement | null) => {
                          if (element) renameButtons.current.set(branch.id, element);
                          else renameButtons.current.delete(branch.id);
                        }}
                        aria-label={t('Rename {{name}}', { name: branch.name })}
                        onClick={() => setRenaming(branch.id)}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('Delete {{name}}', { name: branch.name })}
                        onClick={() => setDeleting(branch)}
                      >
                        <DeleteOutlinedIcon />
                      </IconButton>
                    </Box>
                  )
                }
              >
                {renaming === branch.id ? (
                  <RenameRow kind={kind} branch={branch} onDone={() => doneRenaming(branch.id)} />
                ) : (
                  <ListItemText
                    primary={branch.name}
                    secondary={branch.outOfOperation ? t('Out of operation') : t('In operation')}
                  />
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <ConfirmDialog
        destructive
        open={deleting !== null}
        title={t('Delete {{name}}?', { name: deleting?.name ?? t('store') })}
        confirmLabel={t('Delete')}
        pending={remove.isPending}
        focusAfterClose={() => addForm.current?.querySelector('input')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      >
        {t(
          'The store name is removed with its staff PIN and out-of-operation notice. Orders already placed stay in your history.',
        )}
      </ConfirmDialog>
    </Box>
  );
}
