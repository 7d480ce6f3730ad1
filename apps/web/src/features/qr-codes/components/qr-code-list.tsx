import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { withServerMessage } from '../../../api/server-message.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { qrImageUrl, type QrImageFormat } from '../api/qr-codes-api.ts';
import type { ActiveDownload } from '../hooks/use-file-download.ts';
import type { QrSelection } from '../hooks/use-qr-selection.ts';
import { QrCodeCard } from './qr-code-card.tsx';

export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1.5} aria-busy>
      <Box component="span" role="status" sx={visuallyHidden}>
        {label}
      </Box>
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={112} />
      ))}
    </Stack>
  );
}

/** Select all, how many are ticked, and Delete Selected. */
function SelectionBar({
  selection,
  onDeleteSelected,
}: {
  selection: QrSelection;
  onDeleteSelected: () => void;
}) {
  const { t } = useOwnerT();
  const count = selection.ids.length;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mt: 2, mb: 1 }}
    >
      <FormControlLabel
        label={t('Select all')}
        control={
          <Checkbox
            checked={selection.all}
            indeterminate={count > 0 && !selection.all}
            onChange={(event) => selection.setAll(event.target.checked)}
          />
        }
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('{{count}} selected', { count })}
      </Typography>
      <Button
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        disabled={count === 0}
        onClick={onDeleteSelected}
      >
        {t('Delete Selected')}
      </Button>
    </Box>
  );
}

/** Which format of this code is downloading, if any. */
function downloadingOf(active: ActiveDownload | null, code: QrCode): QrImageFormat | null {
  if (active?.key === `png:${code.id}`) return 'png';
  if (active?.key === `svg:${code.id}`) return 'svg';
  return null;
}

interface QrCodeListProps {
  kind: BusinessKind;
  branchName: string;
  codes: UseQueryResult<QrCode[]>;
  selection: QrSelection;
  activeDownload: ActiveDownload | null;
  onPreview: (code: QrCode) => void;
  onCopy: (code: QrCode) => void;
  onDownload: (code: QrCode, format: QrImageFormat) => void;
  onEdit: (code: QrCode) => void;
  onDelete: (code: QrCode) => void;
  onDeleteSelected: (ids: string[]) => void;
}

/** The codes of one store name as cards, with selection; or why there are none to show. */
export function QrCodeList({
  kind,
  branchName,
  codes,
  selection,
  activeDownload,
  onPreview,
  onCopy,
  onDownload,
  onEdit,
  onDelete,
  onDeleteSelected,
}: QrCodeListProps) {
  const { t } = useOwnerT();
  const list = codes.data ?? [];
  return (
    <>
      {list.length > 0 ? (
        <SelectionBar
          selection={selection}
          onDeleteSelected={() => onDeleteSelected(selection.ids)}
        />
      ) : null}
      {codes.isFetching && codes.data ? (
        <LinearProgress aria-label={t('Updating the QR codes')} sx={{ mb: 1 }} />
      ) : null}
      <Box sx={{ mt: list.length > 0 ? 0 : 2 }}>
        {codes.isPending ? (
          <ListSkeleton label={t('Loading the QR codes')} />
        ) : codes.isError ? (
          <QueryErrorAlert
            message={withServerMessage(
              t(serverErrorsOf(kind).retrieveQrCodes),
              codes.error,
              t,
            ).toUpperCase()}
            error={codes.error}
            onRetry={codes.refetch}
          />
        ) : list.length === 0 ? (
          <Alert severity="info">
            {t('No QR codes for {{branch}} yet. Add the first one with Add QR Code.', {
              branch: branchName,
            })}
          </Alert>
        ) : (
          <Stack spacing={1}>
            {list.map((code) => (
              <QrCodeCard
                key={code.id}
                code={code}
                previewUrl={qrImageUrl(kind, code.id, 'svg')}
                selected={selection.has(code.id)}
                downloading={downloadingOf(activeDownload, code)}
                downloadBusy={activeDownload !== null}
                onSelect={(on) => selection.toggle(code.id, on)}
                onPreview={() => onPreview(code)}
                onCopy={() => onCopy(code)}
                onDownload={(format) => onDownload(code, format)}
                onEdit={() => onEdit(code)}
                onDelete={() => onDelete(code)}
              />
            ))}
          </Stack>
        )}
      </Box>
    </>
  );
}
