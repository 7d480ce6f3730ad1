import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, type ReactNode } from 'react';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

/** What shows while a page's or a tab's own chunk is fetched: a labelled spinner, never a blank screen. */
export function PageLoading() {
  const { t } = useOwnerT();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('Loading the page')} />
    </Box>
  );
}

/**
 * A page or tab that comes in its own chunk (React.lazy): the spinner until the chunk is here.
 * Only what the kitchen board's first paint needs is in the first load (decision 031).
 */
export function LazyPage({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}
