import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { QrCode } from '@scanorder/shared/qr/qr-code';

const LARGE_SIZE = 280;

/** The code large enough to scan from the screen, with what it says under it when printed. */
export function QrPreviewDialog({
  code,
  imageUrl,
  businessName,
  onClose,
}: {
  code: QrCode;
  imageUrl: string;
  businessName: string;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        QR code of {code.identifier}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Box
          component="img"
          src={imageUrl}
          alt={`QR code of ${code.identifier}, linking to ${code.shortUrl}`}
          width={LARGE_SIZE}
          height={LARGE_SIZE}
          sx={{ display: 'block', mx: 'auto', maxWidth: '100%', height: 'auto' }}
        />
        <Typography sx={{ fontWeight: 700, mt: 1 }}>{businessName}</Typography>
        <Typography>
          {code.storeName} · {code.identifier}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
          {code.shortUrl}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
