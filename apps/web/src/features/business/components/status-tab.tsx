import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { SETUP_STEP_LABELS } from '@scanorder/shared/business/business';
import { KIND_LABEL } from '@scanorder/shared/business/constants';
import { saveStatus } from '../api/business-api.ts';
import { useBranchesQuery } from '../../../api/branches.ts';
import { useBusinessSave } from '../hooks/use-business.ts';
import { BranchStatusCard } from './branch-status-card.tsx';
import { DeleteBusinessCard } from './delete-business-card.tsx';
import { searchWithTab } from './business-tabs.ts';
import { inKind, midSentence, useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** STATUS: is the business taking orders; per branch out of operation and staff PIN; deleting it. */
export function StatusTab({ kind, business }: { kind: BusinessKind; business: Business }) {
  const { t, locale } = useOwnerT();
  const [search] = useSearchParams();
  const branches = useBranchesQuery(kind);
  // The switch on does not make a menu orderable: what setup still lacks is said, not "can order".
  const missing = business.completeSetup.missing;
  const stillToDo = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    missing.map((step) => midSentence(t(SETUP_STEP_LABELS[step]), locale)),
  );
  const status = useBusinessSave(kind, saveStatus, t('Status saved'));
  const label = t(KIND_LABEL[kind]);
  const taking = status.isPending
    ? (status.variables?.takingOrders ?? business.takingOrders)
    : business.takingOrders;

  return (
    <Stack spacing={3} sx={{ maxWidth: 820 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('{{kind}} status', { kind: label })}
        </Typography>
        <FormControlLabel
          label={t('Taking Orders')}
          control={
            // Not disabled while it saves (the keyboard would drop to the top of the page); a
            // press meanwhile is ignored.
            <Switch
              checked={taking}
              slotProps={{ input: { 'aria-busy': status.isPending || undefined } }}
              onChange={(event) => {
                if (!status.isPending) status.mutate({ takingOrders: event.target.checked });
              }}
            />
          }
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {!taking
            ? t('Customers still see your menu but cannot place orders.', inKind(kind))
            : missing.length > 0
              ? t('Taking orders is on, but setup is not complete. Still to do: {{steps}}.', {
                  steps: stillToDo,
                })
              : t('Customers can place orders from your menu.', inKind(kind))}
        </Typography>
      </Paper>
      <Box>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Branches')}
        </Typography>
        {branches.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : branches.isError ? (
          <Alert severity="error">{branches.error.message.toUpperCase()}</Alert>
        ) : branches.data.length === 0 ? (
          <Alert severity="info">
            {t('No store names yet.')}{' '}
            <Link component={RouterLink} to={searchWithTab(search, 'service-settings')}>
              {t('Add one on SERVICE SETTINGS')}
            </Link>
            .
          </Alert>
        ) : (
          <Stack spacing={2}>
            {branches.data.map((branch) => (
              <BranchStatusCard key={branch.id} kind={kind} branch={branch} />
            ))}
          </Stack>
        )}
      </Box>
      <DeleteBusinessCard kind={kind} business={business} />
    </Stack>
  );
}
