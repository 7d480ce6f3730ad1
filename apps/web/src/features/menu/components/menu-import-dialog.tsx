import { Trans } from 'react-i18next';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import {
  MENU_CSV_MAX_BYTES,
  menuCsvMessages,
  type MenuImportPreview,
} from '@scanorder/shared/menu/menu-csv';
import { errorMessageOf } from '../../../api/client.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { importMenu, menuExportUrl, previewMenuImport } from '../api/menu-import-api.ts';
import { MenuImportPreviewTable, summaryOf } from './menu-import-preview.tsx';
import { inKind, useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { PhoneFullScreenDialog } from '../../../components/phone-full-screen-dialog.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';

interface MenuImportDialogProps {
  kind: BusinessKind;
  onClose: () => void;
  onImported: () => void;
}

interface Picked {
  name: string;
  csv: string;
}

/**
 * The file's text: UTF-8, else Windows-1252, which Excel's plain "CSV" writes on Windows; read as
 * UTF-8 its accents became '\uFFFD' and 'Crème Brûlée' was imported as 'Cr\uFFFDme Br\uFFFDl\uFFFDe'.
 */
async function csvTextOf(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * Import a menu CSV: pick a file, read what it would create, change or refuse (nothing is written
 * yet), then import it in one go. A file with any refused row cannot be imported until fixed.
 */
export function MenuImportDialog({ kind, onClose, onImported }: MenuImportDialogProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const { t, locale } = useOwnerT();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const check = useMutation({
    mutationFn: (file: Picked) => previewMenuImport(kind, file.csv),
    onError: (error) => setProblem(t(errorMessageOf(error))),
  });
  const save = useMutation({
    mutationFn: (file: Picked) => importMenu(kind, file.csv),
    onSuccess: (result) => {
      toast.success(
        t('Menu imported: {{created}} new, {{changed}} changed, {{unchanged}} unchanged', {
          created: result.created,
          changed: result.changed,
          unchanged: result.unchanged,
          ...inKind(kind),
        }),
      );
      onImported();
    },
    onError: (error) => setProblem(t(errorMessageOf(error))),
  });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after fixing it in a spreadsheet.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    check.reset();
    if (file.size > MENU_CSV_MAX_BYTES) {
      setPicked(null);
      setProblem(t(menuCsvMessages.tooLarge));
      return;
    }
    const next = { name: file.name, csv: await csvTextOf(file) };
    setPicked(next);
    check.mutate(next);
  };

  const preview: MenuImportPreview | undefined = check.data;
  const importable =
    preview !== undefined &&
    preview.counts.refuse === 0 &&
    preview.fileProblems.length === 0 &&
    preview.counts.create + preview.counts.change > 0;
  const busy = check.isPending || save.isPending;

  return (
    <PhoneFullScreenDialog
      title={t('Import Menu', inKind(kind))}
      onClose={save.isPending ? undefined : onClose}
      maxWidth="md"
    >
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          <Trans
            t={t}
            defaults="Use the columns of an exported menu (<link>download yours</link>). Items with an Item ID or the same category and name are updated, others are added, and items missing from the file stay as they are. Nothing is saved until you import."
            components={{ link: <Link href={menuExportUrl(kind, locale)} /> }}
          />
        </DialogContentText>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {/* A real button opens the picker, so Enter and Space work as on any button. The dialog
              is here for the file, so it takes the keyboard first, as a modal dialog's first
              control should (the lint rule is about pages, which keep their focus). */}
          <PendingButton
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            pending={busy}
            onClick={() => fileInput.current?.click()}
          >
            {picked ? t('Choose Another File') : t('Choose CSV File')}
          </PendingButton>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            aria-label={t('Menu CSV file', inKind(kind))}
            hidden
            onChange={(event) => void pick(event)}
          />
          {picked ? (
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {picked.name}
            </Typography>
          ) : null}
        </Box>
        {busy ? (
          <Box sx={{ mt: 2 }}>
            <Typography role="status" variant="body2">
              {check.isPending ? t('Checking the file…') : t('Importing the menu…', inKind(kind))}
            </Typography>
            <LinearProgress
              aria-label={check.isPending ? t('Checking the file') : t('Importing')}
            />
          </Box>
        ) : null}
        {problem ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
        {preview && !busy ? (
          <Box sx={{ mt: 2 }}>
            <Typography role="status" sx={{ mb: 1, fontWeight: 500 }}>
              {`${summaryOf(preview, t)}.`}
              {preview.fileProblems.length > 0
                ? ` ${t('Nothing can be imported from this file: fix what is said below and choose it again.')}`
                : preview.counts.refuse > 0
                  ? ` ${t('Fix the refused rows and choose the file again.')}`
                  : null}
            </Typography>
            <MenuImportPreviewTable preview={preview} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('Cancel')}
        </Button>
        <PendingButton
          variant="contained"
          disabled={!importable || check.isPending}
          pending={save.isPending}
          onClick={() => picked && save.mutate(picked)}
        >
          {preview && importable
            ? t('Import {{count}} Items', {
                count: preview.counts.create + preview.counts.change,
              })
            : t('Import')}
        </PendingButton>
      </DialogActions>
    </PhoneFullScreenDialog>
  );
}
