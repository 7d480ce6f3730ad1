import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { BillingPrice } from '@scanorder/shared/billing/prices';
import { formatMinor } from '@scanorder/shared/money/format';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** What a card shows: the built-in catalog's prices and the billing provider's both fit. */
export type PlanCardPrice = Pick<
  BillingPrice,
  'planId' | 'name' | 'interval' | 'currency' | 'unitAmount' | 'features'
>;

interface PlanCardProps<P extends PlanCardPrice> {
  plan: P;
  headingComponent: 'h2' | 'h3';
  highlighted?: boolean;
  /** Without it the card is read-only: no action (a team member who cannot choose the plan). */
  onGetStarted?: (plan: P) => void;
  /** 'Get Started' on the pricing pages; 'Select' where the card picks a plan. */
  actionLabel?: 'Get Started' | 'Select';
  /** Set where the card picks a plan: the button is a toggle, pressed for the chosen plan. */
  selected?: boolean;
  /** The account's current plan gets a chip. */
  current?: boolean;
}

/** One plan: price (minor units / 100, two decimals), currency, features and its action. */
export function PlanCard<P extends PlanCardPrice>({
  plan,
  headingComponent,
  highlighted = false,
  onGetStarted,
  actionLabel = 'Get Started',
  selected,
  current = false,
}: PlanCardProps<P>) {
  const { t, intlLocale } = useOwnerT();
  const [subtitle, ...features] = plan.features;
  const titleId = `plan-${plan.planId}-title`;
  const emphasised = selected ?? highlighted;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderWidth: emphasised ? 2 : 1,
        borderColor: emphasised ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h5" component={headingComponent}>
            {plan.name}
          </Typography>
          {current ? <Chip size="small" color="primary" label={t('Current plan')} /> : null}
        </Box>
        {subtitle ? (
          <Typography sx={{ color: 'text.secondary', minHeight: '3em' }}>{t(subtitle)}</Typography>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', my: 2 }}>
          <Typography
            component="p"
            variant="h4"
            data-testid={`price-${plan.planId}`}
            sx={{ fontWeight: 800 }}
          >
            {formatMinor(plan.unitAmount, plan.currency, intlLocale)}
          </Typography>
          <Typography component="p" sx={{ color: 'text.secondary' }}>
            {plan.currency} / {t(plan.interval)}
          </Typography>
        </Box>
        <List dense aria-label={t('{{name}} features', { name: plan.name })}>
          {features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="primary" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(feature)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      {onGetStarted ? (
        <CardActions sx={{ p: 2, pt: 0 }}>
          <Button
            fullWidth
            variant={emphasised ? 'contained' : 'outlined'}
            aria-label={
              actionLabel === 'Get Started'
                ? t('Get Started with {{name}}', { name: plan.name })
                : t('Select {{name}}', { name: plan.name })
            }
            aria-pressed={selected}
            startIcon={selected ? <CheckIcon /> : undefined}
            onClick={() => onGetStarted(plan)}
          >
            {t(actionLabel)}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}

export function PlanCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="plan-card-skeleton" sx={{ p: 2 }}>
      <Skeleton variant="text" width="50%" sx={{ fontSize: '1.5rem' }} />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="60%" sx={{ fontSize: '2.2rem', my: 2 }} />
      {[0, 1, 2, 3, 4].map((line) => (
        <Skeleton key={line} variant="text" width="75%" />
      ))}
      <Skeleton variant="rounded" height={36} sx={{ mt: 2 }} />
    </Card>
  );
}
