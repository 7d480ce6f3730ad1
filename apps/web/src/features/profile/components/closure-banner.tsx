import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../../api/client.ts';
import { closingDateOf, closureQuery } from '../api/closure-api.ts';
import { useCancelClosure } from './use-cancel-closure.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

/** On every page of an admin whose account is set to close: the date and a way back. */
export function ClosureBanner({ isAdmin }: { isAdmin: boolean }) {
  const { t, intlLocale } = useOwnerT();
  const closure = useQuery({ ...closureQuery, enabled: isAdmin });
  const cancel = useCancelClosure();
  const closesAt = closure.data?.closesAt;
  if (!isAdmin || !closesAt) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ borderRadius: 0 }}
      action={
        <PendingButton
          color="inherit"
          size="small"
          pending={cancel.isPending}
          onClick={() => cancel.mutate()}
        >
          {t('Cancel closing')}
        </PendingButton>
      }
    >
      {t('This account closes on')} {closingDateOf(closesAt, intlLocale)}
      {t('. Its personal data is then erased and its menus stop being served.')}
      {cancel.isError ? ` ${t(errorMessageOf(cancel.error))}` : null}
    </Alert>
  );
}
