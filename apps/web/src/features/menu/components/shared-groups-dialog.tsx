import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SharedOptionGroup } from '@scanorder/shared/menu/shared-option-groups';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessageOf } from '../../../api/client.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { deleteSharedGroup, fetchSharedGroups } from '../api/shared-option-groups-api.ts';
import { useGroupTypeText } from './group-type-text.ts';
import { SharedGroupEditor } from './shared-group-editor.tsx';
import { queryKeys } from '../../../api/query-keys.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { PhoneFullScreenDialog } from '../../../components/phone-full-screen-dialog.tsx';

/** The restaurant's shared option groups, for the manager and the item editor's attach list. */
export function useSharedGroups(enabled = true) {
  return useQuery({
    queryKey: queryKeys.menu.sharedOptionGroups,
    queryFn: fetchSharedGroups,
    enabled,
  });
}

interface SharedGroupsDialogProps {
  currency: string;
  onClose: () => void;
}

type Editing = { group: SharedOptionGroup | null } | null;

/**
 * MENU > Shared option groups: groups such as "Spice level" defined once and attached to many
 * items; an edit here reaches every item using it, a delete detaches it from all of them.
 */
export function SharedGroupsDialog({ currency, onClose }: SharedGroupsDialogProps) {
  const { t } = useOwnerT();
  const typeText = useGroupTypeText();
  const toast = useToast();
  const queryClient = useQueryClient();
  const groups = useSharedGroups();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SharedOptionGroup | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.menu.sharedOptionGroups }),
      queryClient.invalidateQueries({ queryKey: queryKeys.menu.all('restaurant') }),
    ]);

  const remove = useMutation({
    mutationFn: (group: SharedOptionGroup) => deleteSharedGroup(group.id),
    onSuccess: async (_, group) => {
      toast.success(t('{{name}} deleted', { name: group.name }));
      setDeleting(null);
      await refresh();
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });

  const usedBy = (count: number) => t('Used by {{count}} items', { count });

  return (
    <PhoneFullScreenDialog title={t('Shared option groups')} onClose={onClose} maxWidth="md">
      <DialogContent dividers>
        {editing ? (
          <SharedGroupEditor
            group={editing.group}
            currency={currency}
            onDone={(saved) => {
              setEditing(null);
              if (saved) void refresh();
            }}
          />
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t(
                'Define a group such as Spice level once and attach it to many items in the item editor. Changing it here changes it on every item that uses it.',
              )}
            </Typography>
            {groups.isError ? (
              <QueryErrorAlert
                message={errorMessageOf(groups.error)}
                error={groups.error}
                onRetry={groups.refetch}
              />
            ) : null}
            {groups.data?.groups.length === 0 ? (
              <Alert severity="info">{t('No shared option groups yet.')}</Alert>
            ) : null}
            <List aria-label={t('Shared option groups')}>
              {groups.data?.groups.map((group) => (
                <ListItem
                  key={group.id}
                  divider
                  secondaryAction={
                    <Box>
                      <IconButton
                        aria-label={t('Edit {{name}}', { name: group.name })}
                        onClick={() => setEditing({ group })}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('Delete {{name}}', { name: group.name })}
                        onClick={() => setDeleting(group)}
                      >
                        <DeleteOutlinedIcon />
                      </IconButton>
                    </Box>
                  }
                  sx={{ pr: 13 }}
                >
                  <ListItemText
                    primary={group.name}
                    secondary={`${typeText[group.type].label} · ${group.options
                      .map((option) => option.value)
                      .join(', ')} · ${usedBy(group.itemCount)}`}
                  />
                </ListItem>
              ))}
            </List>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ group: null })}
            >
              {t('Add Shared Group')}
            </Button>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
      <ConfirmDialog
        destructive
        open={deleting !== null}
        title={t('Delete {{name}}?', { name: deleting?.name ?? '' })}
        confirmLabel={t('Delete')}
        cancelLabel={t('Cancel')}
        pending={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
        onCancel={() => setDeleting(null)}
      >
        {t(
          'The group is removed from {{count}} items that use it. Orders already placed keep their copy.',
          { count: deleting?.itemCount ?? 0 },
        )}
      </ConfirmDialog>
    </PhoneFullScreenDialog>
  );
}
