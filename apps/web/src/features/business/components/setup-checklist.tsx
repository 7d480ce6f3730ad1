import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  SETUP_STEP_LABELS,
  SETUP_STEPS,
  type Business,
  type SetupStatus,
  type SetupStep,
} from '@scanorder/shared/business/business';
import { orderingRuleLabels } from '@scanorder/shared/ordering/ordering-preview';
import { fetchOrderingPreview } from '../api/business-api.ts';
import { useBranchesQuery } from '../../../api/branches.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { searchWithTab, type BusinessTabKey } from './business-tabs.ts';
import { midSentence, useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** Where each setup step is done. */
const STEP_TAB: Record<SetupStep, BusinessTabKey> = {
  details: 'overview',
  logo: 'logo',
  hours: 'hours',
  fulfilment: 'pickup-delivery',
  branch: 'service-settings',
  menuItem: 'menu',
};

/**
 * "Guests can order now?": the customer menu's own answer for the first store name, with the rule
 * that decides when they cannot (issue 20).
 */
function OrderingNow({ kind, business }: { kind: BusinessKind; business: Business }) {
  const { t, locale } = useOwnerT();
  const [search] = useSearchParams();
  const branches = useBranchesQuery(kind);
  const branchId = branches.data?.[0]?.id ?? null;
  const preview = useQuery({
    queryKey: queryKeys.orderingPreview(kind, branchId, 'now', business.updatedAt),
    queryFn: () => fetchOrderingPreview(kind, { branchId: branchId ?? '' }),
    enabled: branchId !== null,
  });
  const answer = (() => {
    if (branches.data && branchId === null) return t('No: add a store name first.');
    if (!preview.data) return preview.isError ? t('Not known right now.') : t('Checking…');
    if (preview.data.canOrder) return t('Yes.');
    return t('No: {{rule}}.', {
      rule: midSentence(t(orderingRuleLabels[preview.data.rule]), locale),
    });
  })();
  const yes = preview.data?.canOrder === true;
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 34 }}>
        {yes ? (
          <CheckCircleIcon color="success" fontSize="small" titleAccess={t('Yes')} />
        ) : (
          <RadioButtonUncheckedIcon fontSize="small" titleAccess={t('No')} />
        )}
      </ListItemIcon>
      <ListItemText
        primary={
          <Link component={RouterLink} to={searchWithTab(search, 'hours')}>
            {t('Guests can order now?')}
          </Link>
        }
        secondary={answer}
      />
    </ListItem>
  );
}

/** The setup checklist (docs/product/screens.md): what is still missing before customers see a working menu. */
export function SetupChecklist({
  kind,
  business,
}: {
  kind: BusinessKind;
  business: Business | null;
}) {
  const { t } = useOwnerT();
  const status: SetupStatus | null = business?.completeSetup ?? null;
  const [search] = useSearchParams();
  const missing = new Set<SetupStep>(status ? status.missing : SETUP_STEPS);
  const complete = status?.complete ?? false;
  return (
    <Card variant="outlined" component="section" aria-labelledby="setup-checklist-title">
      <CardContent>
        <Typography id="setup-checklist-title" variant="h6" component="h2">
          {t('Setup checklist')}
        </Typography>
        <Typography variant="body2" sx={{ color: complete ? 'success.main' : 'text.secondary' }}>
          {complete
            ? t('Setup complete.')
            : t('{{missing}} of {{total}} steps still missing.', {
                missing: missing.size,
                total: SETUP_STEPS.length,
              })}
        </Typography>
        {/* Once everything is done the steps only take room: the summary line says it all. */}
        <List dense>
          {SETUP_STEPS.map((step) => {
            const done = !missing.has(step);
            if (complete) return null;
            return (
              <ListItem key={step} disableGutters>
                <ListItemIcon sx={{ minWidth: 34 }}>
                  {done ? (
                    <CheckCircleIcon color="success" fontSize="small" titleAccess={t('Done')} />
                  ) : (
                    <RadioButtonUncheckedIcon fontSize="small" titleAccess={t('Missing')} />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={
                    done ? (
                      t(SETUP_STEP_LABELS[step])
                    ) : (
                      <Link component={RouterLink} to={searchWithTab(search, STEP_TAB[step])}>
                        {t(SETUP_STEP_LABELS[step])}
                      </Link>
                    )
                  }
                />
              </ListItem>
            );
          })}
          {business ? <OrderingNow kind={kind} business={business} /> : null}
        </List>
      </CardContent>
    </Card>
  );
}
