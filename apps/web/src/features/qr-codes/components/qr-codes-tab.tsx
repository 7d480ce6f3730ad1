import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import type { QrCode } from '@scanorder/shared/qr/qr-code';
import { useBranchesQuery } from '../../../api/branches.ts';
import { withServerMessage } from '../../../api/server-message.ts';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { branchSheetUrl, qrImageUrl } from '../api/qr-codes-api.ts';
import { useFileDownload } from '../hooks/use-file-download.ts';
import { countOf, useQrCodeRemoval, useQrCodes } from '../hooks/use-qr-codes.ts';
import { useQrSelection } from '../hooks/use-qr-selection.ts';
import { copyText } from '../lib/copy-text.ts';
import { ListSkeleton, QrCodeList } from './qr-code-list.tsx';
import { QrCodeDialog } from './qr-code-dialog.tsx';
import { QrCodesToolbar } from './qr-codes-toolbar.tsx';
import { QrDeleteDialog, type QrDeletion } from './qr-delete-dialog.tsx';
import { QrPreviewDialog } from './qr-preview-dialog.tsx';
import { QrPrintDialog } from './qr-print-dialog.tsx';
import { QrRangeDialog } from './qr-range-dialog.tsx';
import { FOCUS_TARGET } from '../../../components/focus-target.ts';
import { ACTION_BELOW_ON_PHONE } from '../../../components/alert-action-layout.ts';

/** What the QR-CODES tab gets from the business area (composed by the app). */
export interface QrCodesTabProps {
  kind: BusinessKind;
  business: Business;
}

/** The picked store name is kept in the URL (`?tab=qr-codes&branch=<id>`) so a reload stays on it. */
const BRANCH_PARAM = 'branch';

/** The dialog open over the list, if any. */
type Open =
  | { dialog: 'edit'; code: QrCode | null }
  | { dialog: 'add-many' }
  | { dialog: 'preview'; code: QrCode }
  | { dialog: 'print' }
  | null;

function NoBranches() {
  const { t } = useOwnerT();
  const [search] = useSearchParams();
  const next = new URLSearchParams(search);
  next.set('tab', 'service-settings');
  next.delete(BRANCH_PARAM);
  return (
    <Alert
      severity="info"
      sx={ACTION_BELOW_ON_PHONE}
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
  // Asked again whenever the tab opens: the store names are managed on SERVICE SETTINGS.
  const branches = useBranchesQuery(kind, { fresh: true });
  const [search, setSearch] = useSearchParams();
  const branchList = branches.data ?? [];
  const requested = search.get(BRANCH_PARAM);
  const branch = branchList.find((item) => item.id === requested) ?? branchList[0] ?? null;
  const codes = useQrCodes(kind, branch?.id ?? null);
  const list = codes.data ?? [];
  const selection = useQrSelection(list);
  const removal = useQrCodeRemoval(kind);
  const downloads = useFileDownload(kind);
  const [open, setOpen] = useState<Open>(null);
  const [deletion, setDeletion] = useState<QrDeletion>(null);
  // After a delete the code's card is gone: the keyboard starts again on the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const close = () => setOpen(null);

  const pickBranch = (branchId: string) => {
    const next = new URLSearchParams(search);
    next.set(BRANCH_PARAM, branchId);
    setSearch(next, { replace: true });
    selection.clear();
  };

  const copy = async (code: QrCode) => {
    if (await copyText(code.shortUrl))
      toast.success(t('Short link of {{identifier}} copied', { identifier: code.identifier }));
    else toast.warning(t('Could not copy the link. Select it and copy it yourself.'));
  };

  if (branches.isPending) return <ListSkeleton label={t('Loading the store names')} />;
  if (branches.isError)
    return (
      <QueryErrorAlert
        message={withServerMessage(
          t(serverErrorsOf(kind).retrieveQrCodes),
          branches.error,
          t,
        ).toUpperCase()}
        error={branches.error}
        onRetry={branches.refetch}
      />
    );
  if (!branch) return <NoBranches />;

  const pdfKey = `pdf:${branch.id}`;
  return (
    <Box>
      <Box sx={{ mb: 2 }}>
        <Typography ref={heading} variant="h6" component="h2" {...FOCUS_TARGET}>
          {t('QR codes')}
        </Typography>
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {codes.data
            ? t('{{codes}} in {{branch}}', { codes: countOf(list.length, t), branch: branch.name })
            : t('Loading…')}
        </Typography>
      </Box>
      <QrCodesToolbar
        branches={branchList}
        branch={branch}
        onPickBranch={pickBranch}
        onAdd={() => setOpen({ dialog: 'edit', code: null })}
        onAddMany={() => setOpen({ dialog: 'add-many' })}
        canExport={list.length > 0 && downloads.active === null}
        onDownloadPdf={() =>
          void downloads.start(pdfKey, branchSheetUrl(kind, branch.id), `${branch.name}.pdf`)
        }
        onPrint={() => setOpen({ dialog: 'print' })}
        pdfDownload={downloads.active?.key === pdfKey ? downloads.active : null}
      />
      <QrCodeList
        kind={kind}
        branchName={branch.name}
        codes={codes}
        selection={selection}
        activeDownload={downloads.active}
        onPreview={(code) => setOpen({ dialog: 'preview', code })}
        onCopy={(code) => void copy(code)}
        onDownload={(code, format) =>
          void downloads.start(
            `${format}:${code.id}`,
            qrImageUrl(kind, code.id, format),
            `${code.identifier}.${format}`,
          )
        }
        onEdit={(code) => setOpen({ dialog: 'edit', code })}
        onDelete={(code) => setDeletion({ code })}
        onDeleteSelected={(ids) => setDeletion({ ids })}
      />
      {open?.dialog === 'edit' ? (
        <QrCodeDialog
          kind={kind}
          code={open.code}
          branches={branchList}
          branchId={branch.id}
          onClose={close}
          onSaved={(saved) => {
            close();
            if (saved.branchId !== branch.id) pickBranch(saved.branchId);
            void removal.refresh();
          }}
        />
      ) : null}
      {open?.dialog === 'add-many' ? (
        <QrRangeDialog
          kind={kind}
          branch={branch}
          onClose={close}
          onCreated={() => {
            close();
            void removal.refresh();
          }}
        />
      ) : null}
      {open?.dialog === 'preview' ? (
        <QrPreviewDialog
          code={open.code}
          imageUrl={qrImageUrl(kind, open.code.id, 'svg')}
          businessName={business.businessName}
          busy={downloads.active !== null}
          onDownloadLabelled={(format) =>
            void downloads.start(
              `labelled-${format}:${open.code.id}`,
              qrImageUrl(kind, open.code.id, format, 'labelled'),
              `${open.code.identifier}-label.${format}`,
            )
          }
          onClose={close}
        />
      ) : null}
      {open?.dialog === 'print' ? (
        <QrPrintDialog
          kind={kind}
          branchName={branch.name}
          allIds={list.map((code) => code.id)}
          selectedIds={selection.ids}
          downloads={downloads}
          onClose={close}
        />
      ) : null}
      <QrDeleteDialog
        deletion={deletion}
        removal={removal}
        onDeleted={(ids) => {
          for (const id of ids) selection.toggle(id, false);
          setDeletion(null);
        }}
        onCancel={() => setDeletion(null)}
        focusAfterClose={() => heading.current}
      />
    </Box>
  );
}
