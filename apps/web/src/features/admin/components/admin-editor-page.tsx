import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { dataEditorMessages } from '@scanorder/shared/admin/data-editor';
import { ErrorBanner } from '../../../components/banners.tsx';
import { errorMessageOf } from '../../../api/client.ts';
import { useMeQuery } from '../../../api/me.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { adminUserQuery } from '../api/admin-api.ts';
import { AuditLog } from './audit-log.tsx';
import { CollectionViewer } from './collection-viewer.tsx';
import { FieldEditor } from './field-editor.tsx';
import { JsonPane } from './json-pane.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Looks a user up by email: Email + Submit. */
function LookupForm({
  pending,
  onLookup,
}: {
  pending: boolean;
  onLookup: (email: string) => void;
}) {
  const { t } = useOwnerT();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      setError(dataEditorMessages.emailRequired);
      return;
    }
    setError(null);
    onLookup(trimmed.toLowerCase());
  };
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('Find user')}
      onSubmit={submit}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label={t('Email')}
        type="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (error) setError(null);
        }}
        error={error !== null}
        helperText={error ?? ' '}
        sx={{ flex: 1, minWidth: 220 }}
      />
      <PendingButton pending={pending} type="submit" variant="contained" sx={{ mt: 1 }}>
        {t('Submit')}
      </PendingButton>
    </Box>
  );
}

/**
 * "Modify Settings" (/:userId/admin, docs/product/screens.md): platform administrators only. Look a
 * user up, read their auth and user records, edit one field at a time (audited), browse a few
 * records of a collection.
 */
export function AdminEditorPage() {
  const { t } = useOwnerT();
  useDocumentTitle('Modify Settings');
  const me = useMeQuery();
  const [email, setEmail] = useState<string | null>(null);
  const user = useQuery({ ...adminUserQuery(email ?? ''), enabled: email !== null });

  if (me.data && !me.data.isPlatformAdmin) return <Navigate to="/unauthorized" replace />;

  const lookup = (next: string) => {
    if (next === email) void user.refetch();
    else setEmail(next);
  };

  return (
    <Box
      sx={{
        maxWidth: 1200,
        mx: 'auto',
        display: 'grid',
        // minmax(0, …): long JSON lines scroll inside their pane instead of widening the page.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 3,
      }}
    >
      <Box>
        <Typography variant="h4" component="h1">
          {t('Modify Settings')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('Platform data editor. Every change is written to the audit log.')}
        </Typography>
      </Box>
      <Section title={t('User')}>
        <LookupForm pending={user.isFetching} onLookup={lookup} />
        {user.isError ? <ErrorBanner message={errorMessageOf(user.error)} /> : null}
        {user.data ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <JsonPane title={t('Auth Record')} value={user.data.authRecord} />
            <JsonPane title={t('User Record')} value={user.data.userRecord} />
          </Box>
        ) : null}
      </Section>
      {user.data ? (
        <Section title={t('Edit Field')}>
          <FieldEditor
            key={user.data.userId}
            record={user.data}
            onSaved={() => void user.refetch()}
          />
        </Section>
      ) : null}
      <Section title={t('Collections')}>
        <CollectionViewer />
      </Section>
      {user.data ? (
        <Section title={t('Audit Log')}>
          <AuditLog userId={user.data.userId} />
        </Section>
      ) : (
        <Alert severity="info">
          {t('Look a user up to edit their record and see its audit log.')}
        </Alert>
      )}
    </Box>
  );
}
