import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** The landing page's promises (docs/product/screens.md), English keys translated where shown. */
export const HERO_PROMISES = [
  'Automate order taking',
  'Schedule pickup orders',
  'Customise the order process',
  'QR codes per table, restaurant, store or customer',
  'No third-party fees',
] as const;

/** One picture a kind of business, each the card's full width. */
const HERO_PICTURES = [
  { src: '/images/restaurant.svg', alt: 'A served dish with a table QR code' },
  { src: '/images/grocery.svg', alt: 'A grocery bag with a store QR code' },
] as const;

export function Hero() {
  const { t } = useOwnerT();
  return (
    <Box component="section" aria-labelledby="hero-title" sx={{ py: { xs: 4, md: 8 } }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: 4,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
        }}
      >
        <Box>
          <Typography id="hero-title" variant="h3" component="h1" sx={{ mb: 1 }}>
            {t('ScanOrder')}
          </Typography>
          <Typography variant="h5" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('QR ordering for restaurants and grocery stores')}
          </Typography>
          <Typography sx={{ mb: 1 }}>
            {t(
              'Your customers scan, browse your menu and order without waiting. You see every order live, and there are no third-party fees on your orders.',
            )}
          </Typography>
          <List dense aria-label={t('What ScanOrder does for you')}>
            {HERO_PROMISES.map((promise) => (
              <ListItem key={promise} disableGutters>
                <ListItemIcon sx={{ minWidth: 34 }}>
                  <CheckCircleIcon color="primary" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(promise)} />
              </ListItem>
            ))}
          </List>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <Button component={RouterLink} to="/signup" variant="contained" size="large">
              {t('Try Now')}
            </Button>
            <Button component={RouterLink} to="/pricing" variant="outlined" size="large">
              {t('See pricing')}
            </Button>
          </Stack>
        </Box>
        <Paper
          variant="outlined"
          sx={{
            p: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: '1fr 1fr',
            bgcolor: 'background.paper',
          }}
        >
          {HERO_PICTURES.map(({ src, alt }) => (
            <Box
              key={src}
              component="img"
              src={src}
              alt={t(alt)}
              width={320}
              height={180}
              sx={{ width: '100%', height: 'auto', borderRadius: 2, gridColumn: '1 / -1' }}
            />
          ))}
        </Paper>
      </Container>
    </Box>
  );
}
