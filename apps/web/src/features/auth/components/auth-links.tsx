import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/**
 * The links under an auth form, e.g. "Sign Up" and "Forgot Password". A gap, not margins, between
 * them: when they wrap on a phone (Spanish), the second starts at the left edge, not indented.
 */
export function AuthLinks({ links }: { links: { label: string; to: string }[] }) {
  const { t } = useOwnerT();
  return (
    <Stack direction="row" useFlexGap sx={{ mt: 2, flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
      {links.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to} sx={{ fontWeight: 600 }}>
          {t(link.label)}
        </Link>
      ))}
    </Stack>
  );
}
