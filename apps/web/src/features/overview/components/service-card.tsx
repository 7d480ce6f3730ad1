import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ServiceName } from '@scanorder/shared/account/services';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** docs/product/screens.md: Grocery has its own image; every other service shows the restaurant image. */
export function serviceImageOf(name: ServiceName) {
  return name === 'Grocery' ? '/images/grocery.svg' : '/images/restaurant.svg';
}

interface ServiceCardProps {
  name: ServiceName;
  description: string;
  canSelect: boolean;
  onSelect: () => void;
  /** While Select is disabled (trial over), the orders placed before stay reachable here. */
  ordersHref?: string | undefined;
}

export function ServiceCard({
  name,
  description,
  canSelect,
  onSelect,
  ordersHref,
}: ServiceCardProps) {
  const { t } = useOwnerT();
  const titleId = `service-${name.toLowerCase()}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardMedia
        component="img"
        image={serviceImageOf(name)}
        alt=""
        width={320}
        height={180}
        sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ mb: 1 }}>
          {t(name)}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t(description)}</Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0, flexDirection: 'column', gap: 1 }}>
        <Button
          variant="contained"
          fullWidth
          disabled={!canSelect}
          aria-label={t('Select {{name}}', { name: t(name) })}
          onClick={onSelect}
        >
          {t('Select')}
        </Button>
        {!canSelect && ordersHref ? (
          <Button component={RouterLink} to={ordersHref} fullWidth sx={{ ml: '0 !important' }}>
            {t('{{name}} orders', { name: t(name) })}
          </Button>
        ) : null}
      </CardActions>
    </Card>
  );
}

export function ServiceCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="service-card-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Skeleton variant="rounded" height={36} width="100%" />
      </CardActions>
    </Card>
  );
}
