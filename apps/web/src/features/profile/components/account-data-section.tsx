import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ACCOUNT_EXPORT_PATH } from '@scanorder/shared/api/account-data';
import { errorMessageOf } from '../../../api/client.ts';
import { downloadFile, saveFile } from '../../../api/download-file.ts';
import { PendingButton } from '../../../components/pending-button.tsx';
import { ClosureSection } from './closure-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

type ExportState =
  | { step: 'idle' }
  | { step: 'preparing'; percent: number | null }
  | { step: 'saved'; fileName: string }
  | { step: 'failed'; problem: string };

/**
 * The export is built on the server before its first byte comes: fetched here, so the admin sees
 * it being prepared (a link gave no sign until the browser's own download began, and saved a
 * failure's JSON as if it were the file).
 */
function useAccountExport() {
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const running = useRef(false);
  const start = async () => {
    // A second press before the page has drawn the first one's wait asks for nothing more.
    if (running.current) return;
    running.current = true;
    setState({ step: 'preparing', percent: null });
    try {
      const file = await downloadFile(ACCOUNT_EXPORT_PATH, {
        fallbackName: 'scanorder-export.zip',
        onProgress: (loaded, total) =>
          setState({
            step: 'preparing',
            percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : null,
          }),
      });
      saveFile(file);
      setState({ step: 'saved', fileName: file.fileName });
    } catch (error) {
      setState({ step: 'failed', problem: errorMessageOf(error) });
    } finally {
      running.current = false;
    }
  };
  return { state, start };
}

/** The Terms' promises to the admin: every record of the account to take away, and closing it. */
export function AccountDataSection() {
  const { t } = useOwnerT();
  const { state, start } = useAccountExport();
  const preparing = state.step === 'preparing';
  return (
    <ProfileSection id="account-data" title={t('Your Data')}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t(
          'Download everything this account holds (account, team, businesses, branches, menus, QR codes, orders and subscription) as one zip file with a JSON and a CSV file per kind of record.',
        )}
      </Typography>
      <PendingButton
        variant="outlined"
        startIcon={<DownloadIcon />}
        pending={preparing}
        onClick={() => void start()}
      >
        {t('Download all data')}
      </PendingButton>
      {preparing ? (
        <LinearProgress
          aria-hidden
          variant={state.percent === null ? 'indeterminate' : 'determinate'}
          value={state.percent ?? 0}
          sx={{ mt: 2, maxWidth: 360 }}
        />
      ) : null}
      {/* Always in the page, so a screen reader hears each change of what it says. */}
      <Box role="status" sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }}>
        {preparing
          ? state.percent === null
            ? t('Preparing your file…')
            : t('Downloading your file… {{percent}}%', { percent: state.percent })
          : state.step === 'saved'
            ? t('Your data was downloaded: {{fileName}}', { fileName: state.fileName })
            : null}
      </Box>
      {state.step === 'failed' ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t(state.problem)}
        </Alert>
      ) : null}
      <ClosureSection />
    </ProfileSection>
  );
}
