import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState, type ReactNode, type Ref } from 'react';
import {
  PHOTO_RULES,
  uploadMessages,
  uploadProblemOf,
} from '@scanorder/shared/validation/upload-rules';
import { FileDropZone } from './file-drop-zone.tsx';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';
import { ProblemAlert } from './problem-alert.tsx';

/**
 * A preview URL (data: URL) of a picked file; null without a file. Read asynchronously so a
 * changed file never shows the previous one's picture.
 */
export function usePreviewUrl(file: File | null): string | null {
  const [loaded, setLoaded] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setLoaded({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && loaded?.file === file ? loaded.url : null;
}

interface ImageDropZoneProps {
  /** Names the drop zone, e.g. "Restaurant logo". */
  label: string;
  /** What the preview shows: a picked file's object URL or the stored image. */
  previewUrl: string | null;
  previewAlt: string;
  /** Called with one file that passed the spec's checks. */
  onFile: (file: File) => void;
  /** 0..100 while uploading; null otherwise. */
  progress?: number | null;
  disabled?: boolean;
  /** Buttons under the zone (e.g. Remove). */
  actions?: ReactNode;
  /** The file picker, where a Remove hands the keyboard once its button is gone. */
  pickerRef?: Ref<HTMLInputElement>;
  size?: number;
}

/**
 * Preview, drop zone with its file picker, and upload progress for a photo (logo, menu item: up to
 * 10 MB, issue 20). A file breaking the rules ('Name is larger than 70 characters', 'File Size is
 * too Large!', type) is refused before any bytes leave the browser.
 */
export function ImageDropZone({
  label,
  previewUrl,
  previewAlt,
  onFile,
  progress = null,
  disabled = false,
  actions,
  size = 160,
  pickerRef,
}: ImageDropZoneProps) {
  const { t } = useOwnerT();
  const [problem, setProblem] = useState<string | null>(null);

  const take = (files: File[]) => {
    const [file] = files;
    const refusal =
      files.length > 1
        ? uploadMessages.oneFileOnly
        : file
          ? uploadProblemOf(file, PHOTO_RULES)
          : null;
    setProblem(refusal);
    if (file && !refusal) onFile(file);
  };

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
        }}
      >
        <Box
          sx={{
            width: size,
            height: size,
            flexShrink: 0,
            alignSelf: 'center',
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: '#eef3f2',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {previewUrl ? (
            <Box
              component="img"
              src={previewUrl}
              alt={previewAlt}
              width={size}
              height={size}
              sx={{ objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <ImageOutlinedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FileDropZone
            label={label}
            onFiles={take}
            disabled={disabled}
            rules={PHOTO_RULES}
            inputRef={pickerRef}
          />
        </Box>
      </Box>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('Upload progress')}
          sx={{ mt: 1 }}
        />
      ) : null}
      <ProblemAlert problem={problem} />
      {actions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>{actions}</Box>
      ) : null}
    </Box>
  );
}
