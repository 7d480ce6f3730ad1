import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Me } from '@scanorder/shared/account/me';
import { accountPath } from '../../../lib/account-links.ts';

interface SubscriptionsLinkProps {
  /** Undefined while the signed-in user loads: the path needs the account, so no link yet. */
  me: Me | undefined;
  variant: 'contained' | 'outlined';
  children: ReactNode;
}

/** The way back to the account's Subscriptions page from the billing pages that leave it. */
export function SubscriptionsLink({ me, variant, children }: SubscriptionsLinkProps) {
  if (!me) return null;
  return (
    <Button
      component={RouterLink}
      to={accountPath(me, 'subscriptions')}
      variant={variant}
      sx={{ mt: 3 }}
    >
      {children}
    </Button>
  );
}
