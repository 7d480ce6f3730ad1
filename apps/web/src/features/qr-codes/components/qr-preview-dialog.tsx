import Box from '@mui/material/Box';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import type { QrImageFormat } from '../api/qr-codes-api.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

const LARGE_SIZE = 280;

/** The code large enough to scan from the screen, with what it says under it when printed. */
export function QrPreviewDialog({
  code,
  imageUrl,
  businessName,
  busy,
  onDownloadLabelled,
  onClose,
}: {
  code: QrCode;
  imageUrl: string;
  businessName: string;
  /** A download runs: the buttons wait. */
  busy: boolean;
  /** The code as a labelled card, as printed (logo, name, "Scan to order", short link). */
  onDownloadLabelled: (format: QrImageFormat) => void;
  onClose: () => void;
}) {
  const { t } = useOwnerT();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {t('QR code of {{identifier}}', { identifier: code.identifier })}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Box
          component="img"
          src={imageUrl}
          alt={t('QR code of {{identifier}}, linking to {{url}}', {
            identifier: code.identifier,
            url: code.shortUrl,
          })}
          width={LARGE_SIZE}
          height={LARGE_SIZE}
          sx={{ display: 'block', mx: 'auto', maxWidth: '100%', height: 'auto' }}
        />
        <Typography sx={{ fontWeight: 700, mt: 1 }}>{businessName}</Typography>
        <Typography>{[code.storeName, code.identifier].join(' · ')}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
          {code.shortUrl}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(['png', 'svg'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy}
            aria-label={t('Download labelled {{format}} of {{identifier}}', {
              format: format.toUpperCase(),
              identifier: code.identifier,
            })}
            onClick={() => onDownloadLabelled(format)}
          >
            {t('Labelled {{format}}', { format: format.toUpperCase() })}
          </Button>
        ))}
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
