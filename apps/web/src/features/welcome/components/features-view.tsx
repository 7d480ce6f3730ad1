import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FeatureBlocks } from './feature-blocks.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

const MORE_FEATURES: { title: string; text: string }[] = [
  {
    title: 'Restaurant and grocery',
    text: 'One account runs a restaurant, a grocery store or both.',
  },
  { title: 'Live orders board', text: 'Accept, prepare and complete orders as they arrive.' },
  { title: 'Team members', text: 'Invite managers and staff with their own user names and roles.' },
  { title: 'Branches and QR codes', text: 'Each branch, table or customer gets its own QR code.' },
  { title: 'Install on your phone', text: 'Add ScanOrder to the home screen like an app.' },
  { title: 'Free trial', text: 'Every feature for 14 days, then pick a plan that fits.' },
];

export function FeaturesView() {
  const { t } = useOwnerT();
  useDocumentTitle('Features');
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 6 } }}>
        <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
          {t('Features')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {t('Everything a restaurant or grocery store needs to take orders by QR code.')}
        </Typography>
      </Container>
      <FeatureBlocks />
      <Container
        component="section"
        aria-labelledby="more-features-title"
        maxWidth="lg"
        sx={{ pb: 6 }}
      >
        <Typography id="more-features-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t('Also included')}
        </Typography>
        <Container
          disableGutters
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
          }}
        >
          {MORE_FEATURES.map((feature) => (
            <Paper key={feature.title} variant="outlined" sx={{ p: 2.5 }}>
              <Typography variant="h6" component="h3">
                {feature.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{feature.text}</Typography>
            </Paper>
          ))}
        </Container>
      </Container>
    </>
  );
}
