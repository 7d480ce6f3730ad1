import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

interface FeatureBlock {
  /** Anchor named by the spec: scan-order, schedule-order, customize-order. */
  id: 'scan-order' | 'schedule-order' | 'customize-order';
  title: string;
  icon: ReactNode;
  text: string;
  points: string[];
}

const FEATURE_BLOCKS: FeatureBlock[] = [
  {
    id: 'scan-order',
    title: 'Scan and order',
    icon: <QrCode2Icon fontSize="large" />,
    text: 'Print a QR code per table, restaurant, store or customer. Customers scan it, browse your menu and place the order themselves, so your staff stop taking orders by hand.',
    points: [
      'Menus with availability and out-of-order reasons',
      'Orders arrive live on your board',
    ],
  },
  {
    id: 'schedule-order',
    title: 'Schedule pickup orders',
    icon: <EventAvailableIcon fontSize="large" />,
    text: 'Customers choose a pickup time inside your business hours. Holidays, preparation time and branches out of operation are respected automatically.',
    points: ['15 or 30 minute pickup slots', 'Order status page for every customer'],
  },
  {
    id: 'customize-order',
    title: 'Customise the order process',
    icon: <TuneIcon fontSize="large" />,
    text: 'Shape ordering to your business: tax and tips, pickup or delivery, and ordering per customer, for example for your business customers.',
    points: ['Tax, tips and service charge', 'Team members share the account'],
  },
];

/** The three feature blocks of the home page, each reachable by its anchor. */
export function FeatureBlocks() {
  const { t } = useOwnerT();
  return (
    <Container maxWidth="lg" sx={{ display: 'grid', gap: 3, py: 4 }}>
      {FEATURE_BLOCKS.map((block) => (
        <Paper
          key={block.id}
          id={block.id}
          component="section"
          aria-labelledby={`${block.id}-title`}
          variant="outlined"
          sx={{
            p: { xs: 2.5, md: 4 },
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
            scrollMarginTop: 80,
          }}
        >
          <Box
            sx={{
              color: 'primary.main',
              bgcolor: '#e6f4f1',
              borderRadius: 2,
              width: 64,
              height: 64,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {block.icon}
          </Box>
          <Box>
            <Typography id={`${block.id}-title`} variant="h5" component="h2" sx={{ mb: 1 }}>
              {t(block.title)}
            </Typography>
            <Typography sx={{ mb: 1 }}>{t(block.text)}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
              {block.points.map((point) => (
                <li key={point}>{t(point)}</li>
              ))}
            </Box>
          </Box>
        </Paper>
      ))}
    </Container>
  );
}
