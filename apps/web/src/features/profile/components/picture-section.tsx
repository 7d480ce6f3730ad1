import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { profileMessages, type Profile } from '@scanorder/shared/profile/profile';
import { uploadMessages, uploadProblemOf } from '@scanorder/shared/validation/upload-rules';
import { ErrorBanner } from '../../../components/banners.tsx';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { PendingButton } from '../../../components/pending-button.tsx';
import { errorMessageOf } from '../../../api/client.ts';
import { useToast } from '../../../lib/use-toast.ts';
import { profileQuery, removeProfilePicture, uploadProfilePicture } from '../api/profile-api.ts';
import { ProfileSection } from './profile-section.tsx';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The picked file with its local preview URL; the URL is revoked when the pick changes. */
function usePickedFile() {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const current = useRef(picked);
  const pick = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = file ? { file, url: URL.createObjectURL(file) } : null;
    setPicked(current.current);
  };
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
    },
    [],
  );
  return [picked, pick] as const;
}

/**
 * Update Profile Picture (docs/product/fields.md): one png/jpg/jpeg/gif, its name and size
 * checked here before sending; preview, Upload with progress, Remove Picture.
 */
export function PictureSection({ profile }: { profile: Profile }) {
  const { t } = useOwnerT();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [picked, setFile] = usePickedFile();
  const file = picked?.file ?? null;
  const previewUrl = picked?.url ?? null;
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  // After an upload or a removal the pressed button has nothing left to do (disabled): the
  // keyboard goes back to choosing a picture once the picker is enabled again.
  const picker = useRef<HTMLDivElement>(null);
  const backToPicker = useRef(false);

  const saved = (image: string | null) => {
    queryClient.setQueryData(profileQuery.queryKey, (current) =>
      current ? { ...current, image } : current,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  };

  const upload = useMutation({
    mutationFn: (picked: File) => {
      setProgress(0);
      return uploadProfilePicture(picked, setProgress);
    },
    onSuccess: ({ image }) => {
      saved(image);
      setFile(null);
      backToPicker.current = true;
      toast.success(profileMessages.pictureUpdated);
    },
    onError: (error) => setProblem(errorMessageOf(error)),
  });
  const remove = useMutation({
    mutationFn: removeProfilePicture,
    onSuccess: () => {
      saved(null);
      backToPicker.current = true;
      toast.success(profileMessages.pictureRemoved);
    },
    onError: (error) => setProblem(errorMessageOf(error)),
  });
  const busy = upload.isPending || remove.isPending;
  useEffect(() => {
    if (!backToPicker.current || busy) return;
    backToPicker.current = false;
    picker.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  }, [busy]);

  const pick = (files: File[]) => {
    upload.reset();
    const [first] = files;
    const found =
      files.length > 1 ? uploadMessages.oneFileOnly : first ? uploadProblemOf(first) : null;
    setProblem(found);
    setFile(found ? null : (first ?? null));
  };

  const onRemove = () => {
    setProblem(null);
    // A picked file that was not uploaded yet is only dropped; the saved picture stays.
    if (file) setFile(null);
    else remove.mutate();
  };

  const shown = previewUrl ?? profile.image;
  return (
    <ProfileSection id="picture" title={t('Update Profile Picture')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Box sx={{ textAlign: 'center' }}>
          <Avatar
            src={shown ?? undefined}
            alt={previewUrl ? t('Preview of the new picture') : t('Current profile picture')}
            sx={{ width: 120, height: 120, fontSize: '2.5rem', bgcolor: 'primary.main' }}
          >
            {`${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase()}
          </Avatar>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {previewUrl ? t('Preview') : profile.image ? t('Current picture') : t('No picture yet')}
          </Typography>
        </Box>
        <Box ref={picker} sx={{ flex: 1, width: '100%' }}>
          <FileDropZone label={t('Profile picture')} onFiles={pick} disabled={busy} />
          {file ? (
            <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {t('Selected: {{name}}', { name: file.name })}
            </Typography>
          ) : null}
        </Box>
      </Stack>
      {problem ? <ErrorBanner message={problem} onClose={() => setProblem(null)} /> : null}
      {upload.isPending ? (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('Upload progress')}
          sx={{ mt: 2 }}
        />
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <PendingButton
          variant="contained"
          startIcon={<UploadIcon />}
          pending={upload.isPending}
          disabled={!file || remove.isPending}
          onClick={() => file && upload.mutate(file)}
        >
          {t('Upload')}
        </PendingButton>
        <PendingButton
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          pending={remove.isPending}
          disabled={upload.isPending || (!file && !profile.image)}
          onClick={onRemove}
        >
          {t('Remove Picture')}
        </PendingButton>
      </Stack>
    </ProfileSection>
  );
}
