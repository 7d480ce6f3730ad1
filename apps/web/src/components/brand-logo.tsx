import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

/** The ScanOrder mark and name, linking to `to` (the site root or the account overview). */
export function BrandLogo({ to, label }: { to: string; label: string }) {
  const { t } = useOwnerT();
  return (
    <Link
      component={RouterLink}
      to={to}
      aria-label={label}
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        borderRadius: 1,
      }}
    >
      <Box
        component="img"
        src="/favicon.svg"
        alt=""
        width={32}
        height={32}
        sx={{ display: 'block' }}
      />
      {/* Under 360 px the mark alone (the link keeps its name): the bar's buttons need the room. */}
      <Box
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: '1.25rem',
          letterSpacing: '-0.01em',
          '@media (max-width: 359.95px)': { display: 'none' },
        }}
      >
        {t('ScanOrder')}
      </Box>
    </Link>
  );
}
