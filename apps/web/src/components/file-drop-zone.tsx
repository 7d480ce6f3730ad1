import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent, type DragEvent, type Ref } from 'react';
import { PROFILE_PICTURE_RULES, type UploadRules } from '@scanorder/shared/validation/upload-rules';
import { visuallyHidden } from './visually-hidden.ts';
import { useOwnerT } from '../lib/i18n/owner-i18n.ts';

const acceptOf = (rules: UploadRules) =>
  [...rules.mimeTypes, ...rules.extensions.map((ext) => `.${ext}`)].join(',');

interface FileDropZoneProps {
  /** Names the zone for screen readers, e.g. "Profile picture". */
  label: string;
  /** Every file dropped or picked; the caller checks the count and the rules. */
  onFiles: (files: File[]) => void;
  /**
   * While an upload runs: picks and drops are ignored, but the picker keeps the keyboard (a
   * disabled input would drop it to the page body) and says it is unavailable.
   */
  disabled?: boolean;
  /** The picker, for a caller that hands the keyboard back to it (after a Remove). */
  inputRef?: Ref<HTMLInputElement>;
  multiple?: boolean;
  /** The field's types and limits (the profile picture's, docs/product/fields.md, unless said). */
  rules?: UploadRules;
}

/**
 * A drop zone with a "Select File" picker (docs/product/photos-and-print.md) for the field's image types. The
 * picker is the native file input (keyboard-reachable, named "Select File" by its label); the label
 * is styled as the button, so no interactive element is nested inside another.
 */
export function FileDropZone({
  label,
  onFiles,
  disabled,
  multiple = false,
  rules = PROFILE_PICTURE_RULES,
  inputRef,
}: FileDropZoneProps) {
  const { t } = useOwnerT();
  const [dragging, setDragging] = useState(false);
  const inputId = useId();

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Picking the same file again after an error must fire `change` again.
    event.target.value = '';
    if (files.length > 0 && !disabled) onFiles(files);
  };

  return (
    <Box
      role="group"
      aria-label={label}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? '#e6f4f1' : 'background.default',
        borderRadius: 2,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
        transition: 'background-color 120ms, border-color 120ms',
      }}
    >
      <CloudUploadIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
      <Typography sx={{ mb: 1 }}>
        {t('Drag and drop')} {multiple ? t('images') : t('an image')} {t('here, or')}
      </Typography>
      <Box
        component="input"
        ref={inputRef}
        id={inputId}
        type="file"
        accept={acceptOf(rules)}
        multiple={multiple}
        aria-disabled={disabled || undefined}
        onClick={(event) => {
          if (disabled) event.preventDefault();
        }}
        onChange={onPick}
        sx={visuallyHidden}
      />
      <Box
        component="label"
        htmlFor={inputId}
        sx={{
          display: 'inline-block',
          px: 2,
          py: 0.75,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
          color: 'primary.main',
          fontWeight: 500,
          fontSize: '0.875rem',
          letterSpacing: '0.02857em',
          textTransform: 'uppercase',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.5 : 1,
          '&:hover': disabled ? {} : { bgcolor: 'action.hover' },
          'input:focus-visible + &': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        {t('Select File')}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {t(rules.hint)}
      </Typography>
    </Box>
  );
}
