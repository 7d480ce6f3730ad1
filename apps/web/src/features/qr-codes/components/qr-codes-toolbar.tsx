import AddIcon from '@mui/icons-material/Add';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Branch } from '@scanorder/shared/business/branch';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import type { ActiveDownload } from '../hooks/use-file-download.ts';

interface QrCodesToolbarProps {
  branches: readonly Branch[];
  branch: Branch;
  onPickBranch: (branchId: string) => void;
  onAdd: () => void;
  onAddMany: () => void;
  /** The store name's codes can be downloaded or printed: it has some and no download runs. */
  canExport: boolean;
  onDownloadPdf: () => void;
  onPrint: () => void;
  /** The PDF of the store name while it downloads. */
  pdfDownload: ActiveDownload | null;
}

/** The store name picker and what can be done with its codes: add, add many, PDF, print. */
export function QrCodesToolbar({
  branches,
  branch,
  onPickBranch,
  onAdd,
  onAddMany,
  canExport,
  onDownloadPdf,
  onPrint,
  pdfDownload,
}: QrCodesToolbarProps) {
  const { t } = useOwnerT();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <TextField
          select
          label={t('Store Name')}
          value={branch.id}
          onChange={(event) => onPickBranch(event.target.value)}
          size="small"
          sx={{ flex: '1 1 200px', maxWidth: { sm: 360 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {branches.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {t('Add QR Code')}
        </Button>
        <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={onAddMany}>
          {t('Add Many')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlinedIcon />}
          disabled={!canExport}
          onClick={onDownloadPdf}
        >
          {t('Download PDF')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintOutlinedIcon />}
          disabled={!canExport}
          onClick={onPrint}
        >
          {t('Print Tents & Stickers')}
        </Button>
      </Box>
      {pdfDownload ? (
        <Box sx={{ mt: 1 }}>
          <Typography role="status" variant="body2">
            {pdfDownload.percent === null
              ? t('Preparing the PDF of every code…')
              : t('Downloading the PDF: {{percent}}%', { percent: pdfDownload.percent })}
          </Typography>
          <LinearProgress
            aria-label={t('PDF download')}
            variant={pdfDownload.percent === null ? 'indeterminate' : 'determinate'}
            value={pdfDownload.percent ?? 0}
          />
        </Box>
      ) : null}
    </>
  );
}
