import TimerOffIcon from '@mui/icons-material/TimerOff';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { SIGN_IN_STATE } from '../../../lib/welcome-view.ts';
import { ErrorPageFrame } from './error-page-frame.tsx';

export function SessionExpiredPage() {
  const { t } = useOwnerT();
  useDocumentTitle(t('Session Expired'));
  const navigate = useNavigate();
  return (
    <ErrorPageFrame
      icon={<TimerOffIcon color="secondary" sx={{ fontSize: 56 }} />}
      title={t('Session Expired!')}
      actionLabel={t('LOGIN BACK')}
      // The site root, opened on its sign-in view.
      onAction={() => void navigate('/', { state: SIGN_IN_STATE })}
    >
      <Typography>{t('Session is Expired!. Please Login back. Thanks.')}</Typography>
    </ErrorPageFrame>
  );
}
