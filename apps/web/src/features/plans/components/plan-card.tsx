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
import Typography from '@mui/material/Typography';
import type { PlanPrice } from '@scanorder/shared/plans/catalog';
import { formatMinor } from '@scanorder/shared/money/format';

interface PlanCardProps {
  plan: PlanPrice;
  headingComponent: 'h2' | 'h3';
  highlighted?: boolean;
  onGetStarted: (plan: PlanPrice) => void;
}

/** One plan: price (minor units / 100, two decimals), currency, features and Get Started. */
export function PlanCard({
  plan,
  headingComponent,
  highlighted = false,
  onGetStarted,
}: PlanCardProps) {
  const [subtitle, ...features] = plan.features;
  const titleId = `plan-${plan.planId}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h5" component={headingComponent}>
          {plan.name}
        </Typography>
        {subtitle ? (
          <Typography sx={{ color: 'text.secondary', minHeight: '3em' }}>{subtitle}</Typography>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap', my: 2 }}>
          <Typography
            component="p"
            variant="h4"
            data-testid={`price-${plan.planId}`}
            sx={{ fontWeight: 800 }}
          >
            {formatMinor(plan.unitAmount, plan.currency)}
          </Typography>
          <Typography component="p" sx={{ color: 'text.secondary' }}>
            {plan.currency} / {plan.interval}
          </Typography>
        </Box>
        <List dense aria-label={`${plan.name} features`}>
          {features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="primary" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant={highlighted ? 'contained' : 'outlined'}
          aria-label={`Get Started with ${plan.name}`}
          onClick={() => onGetStarted(plan)}
        >
          Get Started
        </Button>
      </CardActions>
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
