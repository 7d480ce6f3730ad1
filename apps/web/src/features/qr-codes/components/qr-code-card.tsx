import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import type { QrImageFormat } from '../api/qr-codes-api.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PendingButton } from '../../../components/pending-button.tsx';

export const PREVIEW_SIZE = 88;

interface QrCodeCardProps {
  code: QrCode;
  previewUrl: string;
  selected: boolean;
  /** The format being downloaded for this code, if any. */
  downloading: QrImageFormat | null;
  /** Another download runs: these buttons wait. */
  downloadBusy: boolean;
  onSelect: (selected: boolean) => void;
  onPreview: () => void;
  onCopy: () => void;
  onDownload: (format: QrImageFormat) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function prefillName(code: QrCode): string | null {
  if (!code.prefill) return null;
  const name = [code.prefill.firstName, code.prefill.lastName].filter(Boolean).join(' ');
  return name || code.prefill.emailAddress || code.prefill.mobileNo || 'customer';
}

/** One QR code: its preview, identifier, short link, additional data and actions. */
export function QrCodeCard({
  code,
  previewUrl,
  selected,
  downloading,
  downloadBusy,
  onSelect,
  onPreview,
  onCopy,
  onDownload,
  onEdit,
  onDelete,
}: QrCodeCardProps) {
  const { t } = useOwnerT();
  const prefilled = prefillName(code);
  const name = code.identifier;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={name}
      sx={{
        p: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        borderColor: selected ? 'primary.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('Select {{name}}', { name }) } }}
        />
        <Tooltip title={t('Show larger')} describeChild>
          <ButtonBase
            onClick={onPreview}
            aria-label={t('Show the QR code of {{name}} larger', { name })}
            sx={{ borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: '#fff' }}
          >
            <Box
              component="img"
              src={previewUrl}
              alt=""
              width={PREVIEW_SIZE}
              height={PREVIEW_SIZE}
              loading="lazy"
              sx={{ display: 'block' }}
            />
          </ButtonBase>
        </Tooltip>
      </Box>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {name}
        </Typography>
        {code.description ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
            {code.description}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Link
            href={code.shortUrl}
            target="_blank"
            rel="noopener"
            variant="body2"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {code.shortUrl.replace(/^https?:\/\//, '')}
          </Link>
          <Tooltip title={t('Copy short link')} describeChild>
            <IconButton
              size="small"
              aria-label={t('Copy short link of {{name}}', { name })}
              onClick={onCopy}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        {code.additionalData.length > 0 || prefilled ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {code.additionalData.map((entry) => (
              <Chip key={entry.key} size="small" label={`${entry.key}: ${entry.value}`} />
            ))}
            {prefilled ? (
              <Chip
                size="small"
                color="secondary"
                variant="outlined"
                label={t('Prefill: {{name}}', {
                  name: prefilled === 'customer' ? t('customer') : prefilled,
                })}
              />
            ) : null}
          </Box>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        {(['png', 'svg'] as const).map((format) => (
          <PendingButton
            key={format}
            size="small"
            variant="outlined"
            aria-label={t('Download {{format}} of {{name}}', {
              format: format.toUpperCase(),
              name,
            })}
            pending={downloading === format}
            disabled={downloadBusy}
            onClick={() => onDownload(format)}
            startIcon={<DownloadIcon />}
          >
            {format.toUpperCase()}
          </PendingButton>
        ))}
        <Tooltip title={t('Edit')} describeChild>
          <IconButton aria-label={t('Edit {{name}}', { name })} onClick={onEdit}>
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('Delete')} describeChild>
          <IconButton aria-label={t('Delete {{name}}', { name })} onClick={onDelete}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Paper>
  );
}
