import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import type { Business } from '@scanorder/shared/business/business';
import { KIND_LABEL } from '@scanorder/shared/business/constants';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ImageDropZone, usePreviewUrl } from '../../../components/image-drop-zone.tsx';
import { useToast } from '../../../lib/use-toast.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { removeLogo, uploadLogo } from '../api/business-api.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';

/** LOGO: upload (stored as WebP by the server), preview, replace and remove. */
export function LogoTab({ kind, business }: { kind: BusinessKind; business: Business }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useOwnerT();
  const label = t(KIND_LABEL[kind]);
  const [picked, setPicked] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const pickedUrl = usePreviewUrl(picked);
  const picker = useRef<HTMLInputElement>(null);

  const settle = (saved: Business) => queryClient.setQueryData(queryKeys.business(kind), saved);
  const upload = useMutation({
    mutationFn: (file: File) => uploadLogo(kind, file, setProgress),
    onMutate: () => setProgress(0),
    onSuccess: (saved) => {
      settle(saved);
      toast.success(t('{{kind}} logo saved', { kind: label }));
    },
    onError: (error) =>
      toast.error(withServerMessage(t(serverErrorsOf(kind).uploadLogo), error, t)),
    onSettled: () => {
      setProgress(null);
      setPicked(null);
    },
  });
  const remove = useMutation({
    mutationFn: () => removeLogo(kind),
    onSuccess: (saved) => {
      settle(saved);
      setConfirming(false);
      toast.success(t('{{kind}} logo removed', { kind: label }));
    },
    onError: (error) =>
      toast.error(withServerMessage(t(serverErrorsOf(kind).saveRecords), error, t)),
  });

  const busy = upload.isPending || remove.isPending;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h6" component="h2">
        {t('{{kind}} logo', { kind: label })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {t(
          'Shown on your menu, order pages and QR codes. Square images look best; it is resized and stored as WebP.',
        )}
      </Typography>
      <ImageDropZone
        label={t('{{kind}} logo', { kind: label })}
        previewUrl={pickedUrl ?? business.logoUrl}
        previewAlt={t('{{name}} logo', { name: business.businessName })}
        onFile={(file) => {
          setPicked(file);
          upload.mutate(file);
        }}
        progress={progress}
        disabled={busy}
        pickerRef={picker}
        actions={
          business.logoUrl ? (
            <Button
              color="error"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => setConfirming(true)}
              disabled={busy}
            >
              {t('Remove Logo')}
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        destructive
        open={confirming}
        title={t('Remove the logo?')}
        confirmLabel={t('Remove')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
        focusAfterClose={() => picker.current}
      >
        {t('Customers will see your business name without a logo until you upload a new one.')}
      </ConfirmDialog>
    </Box>
  );
}
