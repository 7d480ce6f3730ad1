import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  PRINT_LAYOUTS,
  PRINT_PAPERS,
  type PrintLayout,
  type PrintPaper,
} from '@scanorder/shared/qr/qr-print';
import { qrPrintUrl } from '../api/qr-codes-api.ts';
import type { useFileDownload } from '../hooks/use-file-download.ts';
import { countOf } from '../hooks/use-qr-codes.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';

export const PRINT_DOWNLOAD_KEY = 'print';

/** Letter where it is the usual paper (US, Canada, Mexico, Philippines...), else A4. */
function usualPaper(): PrintPaper {
  const region = new Intl.Locale(navigator.language || 'en').maximize().region ?? '';
  return ['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'PR'].includes(region) ? 'letter' : 'a4';
}

interface QrPrintDialogProps {
  kind: BusinessKind;
  branchName: string;
  /** Every code of the store name, and those ticked on the list. */
  allIds: string[];
  selectedIds: string[];
  downloads: ReturnType<typeof useFileDownload>;
  onClose: () => void;
}

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  /** Each option's value and label, and whether it cannot be picked now. */
  options: [T, string, boolean?][];
  onChange: (value: T) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <FormControl sx={{ mt: 2, display: 'block' }} disabled={disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map(([option, text, unavailable]) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            label={text}
            disabled={unavailable ?? false}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Print QR codes: which codes (the ticked ones or the whole store name), the layout (table tents,
 * cards, stickers) and the paper; the PDF is made on the server and downloads with progress.
 */
export function QrPrintDialog({
  kind,
  branchName,
  allIds,
  selectedIds,
  downloads,
  onClose,
}: QrPrintDialogProps) {
  const { t, locale } = useOwnerT();
  const titleId = useId();
  const [which, setWhich] = useState<'selected' | 'all'>(
    selectedIds.length > 0 ? 'selected' : 'all',
  );
  const [layout, setLayout] = useState<PrintLayout>('tent');
  const [paper, setPaper] = useState<PrintPaper>(usualPaper);
  const active = downloads.active?.key === PRINT_DOWNLOAD_KEY ? downloads.active : null;
  const busy = downloads.active !== null;
  const ids = which === 'selected' ? selectedIds : allIds;

  const print = async () => {
    const done = await downloads.start(
      PRINT_DOWNLOAD_KEY,
      qrPrintUrl(kind),
      `${branchName}-${layout}.pdf`,
      // The PDF says "Scan to order" in the owner's language, as this dialog tells them.
      { method: 'POST', body: { ids, layout, paper, language: locale } },
    );
    if (done) onClose();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{t('Print QR codes')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary' }}>
          {t(
            'Each code is printed with your logo, business name, "Scan to order", its name and its short link.',
          )}
        </Typography>
        <Choice
          label={t('Codes')}
          value={which}
          onChange={setWhich}
          disabled={busy}
          options={[
            [
              'selected',
              t('Selected codes ({{codes}})', { codes: countOf(selectedIds.length, t) }),
              selectedIds.length === 0,
            ],
            [
              'all',
              t('Every code of {{branch}} ({{codes}})', {
                branch: branchName,
                codes: countOf(allIds.length, t),
              }),
            ],
          ]}
        />
        <Choice
          label={t('Layout')}
          value={layout}
          onChange={setLayout}
          disabled={busy}
          options={Object.entries(PRINT_LAYOUTS).map(([key, entry]) => [
            key as PrintLayout,
            t(entry.label),
          ])}
        />
        <Choice
          label={t('Paper')}
          value={paper}
          onChange={setPaper}
          disabled={busy}
          options={Object.entries(PRINT_PAPERS).map(([key, entry]) => [
            key as PrintPaper,
            t(entry.label),
          ])}
        />
        {active ? (
          <Box sx={{ mt: 2 }}>
            <Typography role="status" variant="body2">
              {active.percent === null
                ? t('Making the PDF of {{codes}}…', { codes: countOf(ids.length, t) })
                : t('Downloading the PDF: {{percent}}%', { percent: active.percent })}
            </Typography>
            <LinearProgress
              aria-label={t('PDF progress')}
              variant={active.percent === null ? 'indeterminate' : 'determinate'}
              value={active.percent ?? 0}
            />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('Cancel')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintOutlinedIcon />}
          disabled={busy || ids.length === 0}
          onClick={() => void print()}
        >
          {t('Download PDF')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
