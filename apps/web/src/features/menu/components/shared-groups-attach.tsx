import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { MoveButtons } from './move-buttons.tsx';
import type { ItemFormValues } from './item-form-values.ts';
import { useGroupTypeText } from './group-type-text.ts';
import { useSharedGroups } from './shared-groups-dialog.tsx';
import { FormSection } from '../../../components/form-section.tsx';

/**
 * The item editor's list of shared option groups it attaches, in the order guests see them
 * (after the item's own groups of each type). Groups are defined on MENU > Shared option groups.
 */
export function SharedGroupsAttach({ control }: { control: Control<ItemFormValues> }) {
  const { t } = useOwnerT();
  const typeText = useGroupTypeText();
  const { field } = useController({ control, name: 'sharedOptionGroupIds' });
  const groups = useSharedGroups();
  const [picked, setPicked] = useState('');
  const attached = field.value;
  const byId = new Map((groups.data?.groups ?? []).map((group) => [group.id, group]));
  const available = (groups.data?.groups ?? []).filter((group) => !attached.includes(group.id));

  const attach = () => {
    if (!picked) return;
    field.onChange([...attached, picked]);
    setPicked('');
  };

  return (
    <FormSection
      title={t('Shared option groups')}
      hint={t(
        'Groups defined once for the whole menu. Guests see them after the item’s own groups; an edit to a shared group changes every item using it.',
      )}
    >
      {groups.data && groups.data.groups.length === 0 ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('No shared option groups yet: add them with Shared option groups on the MENU tab.')}
        </Alert>
      ) : null}
      {attached.length > 0 ? (
        <List dense aria-label={t('Attached shared option groups')}>
          {attached.map((id, index) => {
            const group = byId.get(id);
            const name = group?.name ?? t('Loading…');
            return (
              <ListItem
                key={id}
                divider
                secondaryAction={
                  <Box>
                    <MoveButtons
                      name={name}
                      list={attached}
                      index={index}
                      onMove={field.onChange}
                    />
                    <IconButton
                      aria-label={t('Detach {{name}}', { name })}
                      onClick={() => field.onChange(attached.filter((other) => other !== id))}
                    >
                      <CloseIcon />
                    </IconButton>
                  </Box>
                }
                sx={{ pr: 19 }}
              >
                <ListItemText
                  primary={name}
                  secondary={group ? typeText[group.type].label : null}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
      {available.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={t('Shared group to attach')}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            sx={{ flex: '1 1 220px' }}
          >
            {available.map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {group.name} ({typeText[group.type].label})
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<AddIcon />} disabled={!picked} onClick={attach}>
            {t('Attach')}
          </Button>
        </Box>
      ) : null}
    </FormSection>
  );
}
