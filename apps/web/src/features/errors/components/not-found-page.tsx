import SearchOffIcon from '@mui/icons-material/SearchOff';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { Me } from '@scanorder/shared/account/me';
import { accountPath } from '../../../lib/account-links.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SIGN_IN_STATE } from '../../../lib/welcome-view.ts';
import { ErrorPageFrame } from './error-page-frame.tsx';
import { queryKeys } from '../../../api/query-keys.ts';

/**
 * docs/product/screens.md: GOTO HOMEPAGE goes to /{userId}/overview (keeping ?memberId=) when the path
 * starts with the signed-in user's id; with no user id it goes to the sign-in view.
 */
export function homepageOf(pathname: string, search: string, me: Me | undefined) {
  const firstSegment = pathname.split('/')[1] ?? '';
  if (!me || firstSegment !== me.account.id) return null;
  const memberId = new URLSearchParams(search).get('memberId');
  if (memberId) return `/${me.account.id}/overview?memberId=${encodeURIComponent(memberId)}`;
  return accountPath(me, 'overview');
}

export function NotFoundPage() {
  const { t } = useOwnerT();
  useDocumentTitle(t('Page Not Found'));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const goHome = () => {
    const me = queryClient.getQueryData<Me>(queryKeys.me);
    const target = homepageOf(location.pathname, location.search, me);
    if (target) void navigate(target);
    else void navigate('/', { state: SIGN_IN_STATE });
  };

  return (
    <ErrorPageFrame
      icon={<SearchOffIcon color="secondary" sx={{ fontSize: 56 }} />}
      title={t('Oops!')}
      actionLabel={t('GOTO HOMEPAGE')}
      onAction={goHome}
    >
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {t('PAGE NOT FOUND')}
      </Typography>
      <Typography sx={{ mt: 1, color: 'text.secondary' }}>{t('404 - PAGE NOT FOUND.')}</Typography>
    </ErrorPageFrame>
  );
}
