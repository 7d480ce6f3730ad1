import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { errorMessageOf } from '../../../api/client.ts';
import { auditQuery } from '../api/admin-api.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );

const Json = ({ value }: { value: unknown }) => (
  <Box
    component="code"
    sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', overflowWrap: 'anywhere' }}
  >
    {JSON.stringify(value)}
  </Box>
);

/** Every change made to this user's record through the editor: who, when, key, before and after. */
export function AuditLog({ userId }: { userId: string }) {
  const { t } = useOwnerT();
  const audit = useQuery(auditQuery(userId));
  if (audit.isError)
    return (
      <QueryErrorAlert
        message={t(errorMessageOf(audit.error))}
        error={audit.error}
        onRetry={audit.refetch}
      />
    );
  if (!audit.data) return <Skeleton variant="rounded" height={80} />;
  if (audit.data.entries.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }}>{t('No changes recorded yet.')}</Typography>
    );
  return (
    <List aria-label={t('Audit log')} disablePadding>
      {audit.data.entries.map((entry) => (
        <ListItem
          key={entry.id}
          divider
          sx={{ display: 'block', px: 0 }}
          aria-label={`${entry.key} changed by ${entry.actorEmail}`}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatWhen(entry.createdAt)} · {entry.actorEmail}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{entry.key}</Typography>
          <Typography variant="body2">
            <Json value={entry.before} /> → <Json value={entry.after} />
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
