import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Branch } from '@scanorder/shared/business/branch';
import type { Business } from '@scanorder/shared/business/business';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useBranchesQuery } from '../../../api/branches.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { branchSheetUrl, qrImageUrl, type QrImageFormat } from '../api/qr-codes-api.ts';
import { copyText } from '../lib/copy-text.ts';
import { useFileDownload } from '../hooks/use-file-download.ts';
import { countOf, useQrCodeRemoval, useQrCodes } from '../hooks/use-qr-codes.ts';
import { QrCodeCard } from './qr-code-card.tsx';
import { QrCodeDialog } from './qr-code-dialog.tsx';
import { QrPreviewDialog } from './qr-preview-dialog.tsx';
import { QrPrintDialog } from './qr-print-dialog.tsx';
import { QrRangeDialog } from './qr-range-dialog.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';

/** What the QR-CODES tab gets from the business area (composed by the app). */
export interface QrCodesTabProps {
  kind: BusinessKind;
  business: Business;
}

/** The picked store name is kept in the URL (`?tab=qr-codes&branch=<id>`) so a reload stays on it. */
const BRANCH_PARAM = 'branch';

type Editing = { code: QrCode | null } | null;

function ListSkeleton({ label }: { label: string }) {
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

function NoBranches() {
  const { t } = useOwnerT();
  const [search] = useSearchParams();
  const next = new URLSearchParams(search);
  next.set('tab', 'service-settings');
  next.delete(BRANCH_PARAM);
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={`?${next.toString()}`} color="inherit">
          {t('Go to SERVICE SETTINGS')}
        </Button>
      }
    >
      {t('Every QR code belongs to a store name. Add one on the SERVICE SETTINGS tab first.')}
    </Alert>
  );
}

/**
 * QR-CODES: the codes of one store name at a time. Add, edit, delete one or many; each code shows
 * its short link and a preview, and downloads as PNG or SVG; the whole store name prints as a PDF.
 */
export function QrCodesTab({ kind, business }: QrCodesTabProps) {
  const toast = useToast();
  const { t } = useOwnerT();
  const errors = serverErrorsOf(kind);
  // Asked again whenever the tab opens: the store names are managed on SERVICE SETTINGS.
  const branches = useBranchesQuery(kind, { fresh: true });
  const [search, setSearch] = useSearchParams();
  const branchList: Branch[] = branches.data ?? [];
  const requested = search.get(BRANCH_PARAM);
  const branch = branchList.find((item) => item.id === requested) ?? branchList[0] ?? null;
  const codes = useQrCodes(kind, branch?.id ?? null);
  const removal = useQrCodeRemoval(kind);
  const downloads = useFileDownload(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<QrCode | null>(null);
  const [deletingMany, setDeletingMany] = useState<string[] | null>(null);
  const [preview, setPreview] = useState<QrCode | null>(null);
  const [addingMany, setAddingMany] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [printing, setPrinting] = useState(false);

  const list = codes.data ?? [];
  const selectedIds = list.filter((code) => selected.has(code.id)).map((code) => code.id);
  const allSelected = list.length > 0 && selectedIds.length === list.length;
  const pdfKey = branch ? `pdf:${branch.id}` : '';
  const pdfDownload = downloads.active?.key === pdfKey ? downloads.active : null;

  const pickBranch = (branchId: string) => {
    const next = new URLSearchParams(search);
    next.set(BRANCH_PARAM, branchId);
    setSearch(next, { replace: true });
    setSelected(new Set());
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const copy = async (code: QrCode) => {
    if (await copyText(code.shortUrl))
      toast.success(t('Short link of {{identifier}} copied', { identifier: code.identifier }));
    else toast.warning(t('Could not copy the link. Select it and copy it yourself.'));
  };

  const download = (code: QrCode, format: QrImageFormat) =>
    void downloads.start(
      `${format}:${code.id}`,
      qrImageUrl(kind, code.id, format),
      `${code.identifier}.${format}`,
    );

  if (branches.isPending) return <ListSkeleton label={t('Loading the store names')} />;
  if (branches.isError)
    return (
      <QueryErrorAlert
        message={withServerMessage(t(errors.retrieveQrCodes), branches.error).toUpperCase()}
        onRetry={branches.refetch}
      />
    );
  if (!branch) return <NoBranches />;

  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h6" component="h2">
          {t('QR codes')}
        </Typography>
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {codes.data
            ? t('{{codes}} in {{branch}}', { codes: countOf(list.length, t), branch: branch.name })
            : t('Loading…')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <TextField
          select
          label={t('Store Name')}
          value={branch.id}
          onChange={(event) => pickBranch(event.target.value)}
          size="small"
          sx={{ flex: '1 1 200px', maxWidth: { sm: 360 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {branchList.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ code: null })}
        >
          {t('Add QR Code')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PlaylistAddIcon />}
          onClick={() => setAddingMany(true)}
        >
          {t('Add Many')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlinedIcon />}
          disabled={list.length === 0 || downloads.active !== null}
          onClick={() =>
            void downloads.start(pdfKey, branchSheetUrl(kind, branch.id), `${branch.name}.pdf`)
          }
        >
          {t('Download PDF')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintOutlinedIcon />}
          disabled={list.length === 0 || downloads.active !== null}
          onClick={() => setPrinting(true)}
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
      {list.length > 0 ? (
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 2,
            mt: 2,
            mb: 1,
          }}
        >
          <FormControlLabel
            label={t('Select all')}
            control={
              <Checkbox
                checked={allSelected}
                indeterminate={selectedIds.length > 0 && !allSelected}
                onChange={(event) =>
                  setSelected(
                    event.target.checked ? new Set(list.map((code) => code.id)) : new Set(),
                  )
                }
              />
            }
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('{{count}} selected', { count: selectedIds.length })}
          </Typography>
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            disabled={selectedIds.length === 0}
            onClick={() => setDeletingMany(selectedIds)}
          >
            {t('Delete Selected')}
          </Button>
        </Box>
      ) : null}
      {codes.isFetching && codes.data ? (
        <LinearProgress aria-label={t('Updating the QR codes')} sx={{ mb: 1 }} />
      ) : null}
      <Box sx={{ mt: list.length > 0 ? 0 : 2 }}>
        {codes.isPending ? (
          <ListSkeleton label={t('Loading the QR codes')} />
        ) : codes.isError ? (
          <QueryErrorAlert
            message={withServerMessage(t(errors.retrieveQrCodes), codes.error).toUpperCase()}
            onRetry={codes.refetch}
          />
        ) : list.length === 0 ? (
          <Alert severity="info">
            {t('No QR codes for {{branch}} yet. Add the first one with Add QR Code.', {
              branch: branch.name,
            })}
          </Alert>
        ) : (
          <Stack spacing={1}>
            {list.map((code) => {
              const active = downloads.active;
              const downloading =
                active?.key === `png:${code.id}`
                  ? 'png'
                  : active?.key === `svg:${code.id}`
                    ? 'svg'
                    : null;
              return (
                <QrCodeCard
                  key={code.id}
                  code={code}
                  previewUrl={qrImageUrl(kind, code.id, 'svg')}
                  selected={selected.has(code.id)}
                  downloading={downloading}
                  downloadBusy={active !== null}
                  onSelect={(on) => toggle(code.id, on)}
                  onPreview={() => setPreview(code)}
                  onCopy={() => void copy(code)}
                  onDownload={(format) => download(code, format)}
                  onEdit={() => setEditing({ code })}
                  onDelete={() => setDeleting(code)}
                />
              );
            })}
          </Stack>
        )}
      </Box>
      {editing ? (
        <QrCodeDialog
          kind={kind}
          code={editing.code}
          branches={branchList}
          branchId={branch.id}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved.branchId !== branch.id) pickBranch(saved.branchId);
            void removal.refresh();
          }}
        />
      ) : null}
      {addingMany ? (
        <QrRangeDialog
          kind={kind}
          branch={branch}
          onClose={() => setAddingMany(false)}
          onCreated={() => {
            setAddingMany(false);
            void removal.refresh();
          }}
        />
      ) : null}
      {preview ? (
        <QrPreviewDialog
          code={preview}
          imageUrl={qrImageUrl(kind, preview.id, 'svg')}
          businessName={business.businessName}
          busy={downloads.active !== null}
          onDownloadLabelled={(format) =>
            void downloads.start(
              `labelled-${format}:${preview.id}`,
              qrImageUrl(kind, preview.id, format, 'labelled'),
              `${preview.identifier}-label.${format}`,
            )
          }
          onClose={() => setPreview(null)}
        />
      ) : null}
      {printing ? (
        <QrPrintDialog
          kind={kind}
          branchName={branch.name}
          allIds={list.map((code) => code.id)}
          selectedIds={selectedIds}
          downloads={downloads}
          onClose={() => setPrinting(false)}
        />
      ) : null}
      <ConfirmDialog
        destructive
        open={deleting !== null}
        title={t('Delete QR code {{identifier}}?', { identifier: deleting?.identifier ?? '' })}
        confirmLabel={t('Delete')}
        pending={removal.removeOne.isPending}
        onConfirm={() => {
          if (!deleting) return;
          removal.removeOne.mutate(deleting, {
            onSuccess: () => {
              toggle(deleting.id, false);
              setDeleting(null);
            },
          });
        }}
        onCancel={() => setDeleting(null)}
      >
        {t(
          'Printed copies stop working: the short link leads nowhere once the code is deleted. Orders already placed keep their details.',
        )}
      </ConfirmDialog>
      <ConfirmDialog
        destructive
        open={deletingMany !== null}
        title={t('Delete {{codes}}?', { codes: countOf(deletingMany?.length ?? 0, t) })}
        confirmLabel={t('Delete')}
        pending={removal.removeMany.isPending}
        onConfirm={() => {
          if (!deletingMany) return;
          removal.removeMany.mutate(deletingMany, {
            onSuccess: () => {
              setSelected(new Set());
              setDeletingMany(null);
            },
          });
        }}
        onCancel={() => setDeletingMany(null)}
      >
        {t(
          'Printed copies of these codes stop working: their short links lead nowhere once deleted. Orders already placed keep their details.',
        )}
      </ConfirmDialog>
    </Box>
  );
}
