import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useParams } from 'react-router';
import { DraftGuard } from '../../components/draft-guard.tsx';
import { SiteFooter } from '../../components/site-footer.tsx';
import { ClosureBanner } from '../../features/profile/components/closure-banner.tsx';
import { IdleTimeout } from '../../features/idle/components/idle-timeout.tsx';
import { NotificationDialog } from '../../features/notifications/components/notification-dialog.tsx';
import { OwnerLanguageMenuItem } from '../../components/owner-language-menu-item.tsx';
import { NotificationsMenuItem } from '../../features/notifications/components/notifications-menu-item.tsx';
import { AppHeader } from '../../features/overview/components/app-header.tsx';
import { ApiError } from '../../api/client.ts';
import { OrderAlertsHost } from '../order-alerts-host.tsx';
import { SignedOutError, useMeQuery } from '../../api/me.ts';
import { hasDrawer, isIdleExempt, type AccountOutletContext } from './account-outlet.ts';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';

/** Where a failed GET /api/v1/me sends the user, or null to stay (a passing network glitch). */
function redirectOf(error: Error | null): string | null {
  if (error instanceof SignedOutError) return error.expired ? '/session/expired' : '/unauthorized';
  // User-state errors (403: not a member, revoked) go to /unauthorized (docs/product/screens.md).
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return '/unauthorized';
  return null;
}

/**
 * Every `/:userId/*` page: needs a session (else /unauthorized, or /session/expired when this
 * browser had one) and the URL's user id must be the signed-in account's.
 */
export function ProtectedLayout() {
  const me = useMeQuery();
  const { userId } = useParams();
  const matches = useMatches();
  const { search } = useLocation();
  const drawer = matches.some((match) => hasDrawer(match.handle));
  const idleExempt = matches.some((match) => isIdleExempt(match.handle, search));
  const [navigationOpen, setNavigationOpen] = useState(false);

  const redirect = redirectOf(me.error);
  if (redirect) return <Navigate to={redirect} replace />;
  if (me.data && userId !== undefined && userId !== me.data.account.id) {
    return <Navigate to="/unauthorized" replace />;
  }

  const context: AccountOutletContext = {
    navigationOpen,
    closeNavigation: () => setNavigationOpen(false),
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader
        me={me.data}
        onOpenNavigation={drawer ? () => setNavigationOpen(true) : undefined}
        menuItems={(closeMenu) => (
          <>
            <NotificationsMenuItem />
            <OwnerLanguageMenuItem onChosen={closeMenu} />
          </>
        )}
      />
      <ClosureBanner isAdmin={me.data?.member.role === 'admin'} />
      {me.data?.announcement ? (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {me.data.announcement}
        </Alert>
      ) : null}
      {me.isError && !me.data ? (
        <QueryErrorAlert
          sx={{ m: 2 }}
          message={me.error.message.toUpperCase()}
          error={me.error}
          onRetry={me.refetch}
        />
      ) : null}
      <Box component="main" sx={{ flex: 1, display: 'flex', minWidth: 0 }}>
        <OrderAlertsHost me={me.data}>
          <DraftGuard accountId={me.data?.account.id ?? null} userId={me.data?.user.id ?? null}>
            <Outlet context={context} />
          </DraftGuard>
        </OrderAlertsHost>
      </Box>
      <SiteFooter />
      {me.data ? <NotificationDialog /> : null}
      {me.data ? (
        <IdleTimeout
          timeoutMinutes={me.data.account.idleTimeoutMinutes}
          exempt={idleExempt}
          signOutOnHiddenTab={me.data.account.signOutOnHiddenTab}
        />
      ) : null}
    </Box>
  );
}
