import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DOWNGRADE_TITLE, type DowngradeCheck } from '@scanorder/shared/billing/plan-change';
import { OkDialogActions } from '../../../components/ok-dialog-actions.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface DowngradeDialogProps {
  /** The refused downgrade; null keeps the dialog closed. */
  downgrade: DowngradeCheck | null;
  /** The plan the owner tried to move to. */
  planName: string;
  onClose: () => void;
}

const LIMIT_ROWS = [
  { key: 'entityCount', label: 'Entities (branches)' },
  { key: 'memberCount', label: 'Members' },
  { key: 'qrCount', label: 'QR Codes' },
] as const;

function NameList({ title, names }: { title: string; names: string[] }) {
  const { t } = useOwnerT();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title} ({names.length})
      </Typography>
      {names.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('None')}</Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {names.map((name, index) => (
            <ListItem key={`${name}-${index}`} disableGutters>
              <ListItemText primary={name} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * docs/product/plans-and-limits.md: a downgrade the account does not fit lists the Restaurant Entities, Grocery
 * Entities and Members, with the new plan's Allowed and the account's Actual counts.
 */
export function DowngradeDialog({ downgrade, planName, onClose }: DowngradeDialogProps) {
  const { t } = useOwnerT();
  const titleId = useId();
  return (
    <Dialog open={downgrade !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm">
      <DialogTitle id={titleId}>{t(DOWNGRADE_TITLE)}</DialogTitle>
      {downgrade ? (
        <DialogContent>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('Delete what is over the {{planName}} limits, then update the plan again.', {
              planName,
            })}
          </Typography>
          <Table size="small" aria-label={t('Allowed and Actual counts')} sx={{ mt: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Limit')}</TableCell>
                <TableCell align="right">{t('Allowed')}</TableCell>
                <TableCell align="right">{t('Actual')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {LIMIT_ROWS.map(({ key, label }) => {
                const over = downgrade.exceeded.includes(key);
                return (
                  <TableRow key={key} sx={over ? { bgcolor: '#fdecea' } : undefined}>
                    <TableCell component="th" scope="row">
                      {t(label)}
                      {over ? t(' (over the limit)') : ''}
                    </TableCell>
                    <TableCell align="right">{downgrade.allowed[key]}</TableCell>
                    <TableCell align="right">{downgrade.actual[key]}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <NameList title={t('Restaurant Entities')} names={downgrade.restaurantEntities} />
          <NameList title={t('Grocery Entities')} names={downgrade.groceryEntities} />
          <NameList
            title={t('Members')}
            names={downgrade.members.map((member) => `${member.firstName} ${member.lastName}`)}
          />
        </DialogContent>
      ) : null}
      <OkDialogActions onOk={onClose} />
    </Dialog>
  );
}
