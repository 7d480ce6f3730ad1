import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Me } from '@scanorder/shared/account/me';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { LogoutDialog } from '../../../components/logout-dialog.tsx';
import { accountPath } from '../../../lib/account-links.ts';
import { useMeQuery } from '../../../api/me.ts';
import { useLogout } from '../../../lib/use-logout.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ServiceCard, ServiceCardSkeleton } from './service-card.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

/** docs/product/screens.md: 8 skeleton cards while loading. */
export const SKELETON_CARD_COUNT = 8;

const formatDate = (iso: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

/** docs/product/screens.md: one card per service enabled for the user, sorted by name. */
export function enabledServicesOf(me: Me) {
  return me.account.services
    .filter((service) => service.enabled)
    .sort((a, b) => a.name.localeCompare(b.name));
}

function CardGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      aria-busy={busy || undefined}
      sx={{
        display: 'grid',
        gap: 3,
        mt: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          lg: 'repeat(3, 1fr)',
          xl: 'repeat(4, 1fr)',
        },
      }}
    >
      {children}
    </Box>
  );
}

function TrialNotice({ account, member }: Pick<Me, 'account' | 'member'>) {
  const { t, intlLocale } = useOwnerT();
  if (account.inTrial) {
    return (
      <Alert severity="info">
        {/* The trial is the account's: a team member has none of their own. */}
        {member.isOwner ? t('Your free trial ends on') : t("The account's free trial ends on")}{' '}
        {formatDate(account.trialEndsAt, intlLocale)}.
      </Alert>
    );
  }
  if (account.subscribed) return null;
  return (
    <Alert severity="warning">
      {member.isOwner ? t('Your free trial ended on') : t("The account's free trial ended on")}{' '}
      {formatDate(account.trialEndsAt, intlLocale)}
      {member.isOwner
        ? t('. Subscribe to a plan to select a service again.')
        : // Only the owner chooses the plan: a team member is told whom to ask.
          t(
            '. To select a service again, ask {{name}}, the account owner, to subscribe to a plan.',
            {
              name:
                `${account.owner.firstName} ${account.owner.lastName}`.trim() ||
                account.owner.email,
            },
          )}
    </Alert>
  );
}

function ServicesSkeleton() {
  const { t } = useOwnerT();
  return (
    <>
      <Skeleton variant="text" width={280} sx={{ fontSize: '2.2rem' }} />
      <Box component="span" sx={visuallyHidden} role="status">
        {t('Loading your services')}
      </Box>
      <CardGrid busy>
        {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
          <ServiceCardSkeleton key={index} />
        ))}
      </CardGrid>
    </>
  );
}

/** The ORDERS tab of a service area, keeping memberId for a member. */
function ordersPathOf(me: Me, page: string): string {
  const path = accountPath(me, page);
  return `${path}${path.includes('?') ? '&' : '?'}tab=orders`;
}

/** The signed-in home (/:userId/overview): welcome text, service cards and Logout. */
export function ServicesPage() {
  const { t } = useOwnerT();
  useDocumentTitle('Overview');
  const me = useMeQuery();
  const navigate = useNavigate();
  const { requestLogout, dialogProps } = useLogout();

  const current = me.data;
  if (!current) return <ServicesSkeleton />;
  const { user, account } = current;
  const canSelect = account.inTrial || account.subscribed;
  const services = enabledServicesOf(current);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {t('Welcome, {{firstName}}!', { firstName: user.firstName })}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {current.member.role === 'member'
              ? // A member runs the board and the menu's availability only (docs/product/roles.md).
                t('Choose a service to run its orders and what is available on its menu.')
              : t('Choose a service to set up its menu, QR codes and orders.')}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={requestLogout}>
          {t('Logout')}
        </Button>
      </Box>
      <TrialNotice account={account} member={current.member} />
      {services.length === 0 ? (
        <Typography sx={{ mt: 3 }}>{t('No service is enabled for your account yet.')}</Typography>
      ) : (
        <CardGrid>
          {services.map((service) => (
            <ServiceCard
              key={service.name}
              name={service.name}
              description={service.description}
              canSelect={canSelect}
              onSelect={() => void navigate(accountPath(current, service.name.toLowerCase()))}
              ordersHref={ordersPathOf(current, service.name.toLowerCase())}
            />
          ))}
        </CardGrid>
      )}
      <LogoutDialog {...dialogProps} />
    </>
  );
}
