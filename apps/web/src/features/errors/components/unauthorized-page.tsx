import LockIcon from '@mui/icons-material/Lock';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SIGN_IN_STATE } from '../../../lib/welcome-view.ts';
import { ErrorPageFrame } from './error-page-frame.tsx';

export const UNAUTHORIZED_TEXT =
  'UnAuthorized! Your are not authorized to view this page. Kindly login to access this page. Thanks.';

export function UnauthorizedPage() {
  const { t } = useOwnerT();
  useDocumentTitle(t('UnAuthorized'));
  const navigate = useNavigate();
  return (
    <ErrorPageFrame
      icon={<LockIcon color="secondary" sx={{ fontSize: 56 }} />}
      title={t('UnAuthorized')}
      actionLabel={t('GOTO HOMEPAGE')}
      onAction={() => void navigate('/', { state: SIGN_IN_STATE })}
    >
      <Typography>{t(UNAUTHORIZED_TEXT)}</Typography>
    </ErrorPageFrame>
  );
}
