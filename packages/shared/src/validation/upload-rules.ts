import { messages } from './messages.ts';

/** What one upload field accepts: its size and name limits, and the file types it takes. */
export interface UploadRules {
  maxBytes: number;
  maxNameLength: number;
  /** Lower-case file name extensions, without the dot. */
  extensions: readonly string[];
  mimeTypes: readonly string[];
  /** The refusal for a file of another type. */
  unsupportedType: string;
  /** The limits in words, shown under the drop zone. */
  hint: string;
}

/**
 * docs/product/fields.md, the profile picture's file drop: png, jpg, jpeg or gif; name at most 70
 * characters; at most 1,000,000 bytes. Issue 20 keeps these for the profile picture only.
 */
export const PROFILE_PICTURE_RULES: UploadRules = {
  maxBytes: 1_000_000,
  maxNameLength: 70,
  extensions: ['png', 'jpg', 'jpeg', 'gif'],
  mimeTypes: ['image/png', 'image/jpeg', 'image/gif'],
  unsupportedType: 'Only png, jpg, jpeg or gif images are accepted.',
  hint: 'PNG, JPG, JPEG or GIF, up to 1 MB, file name up to 70 characters.',
};

/**
 * Logos and menu photos (issue 20, "photos as people take them"): a phone photo as it comes off the
 * camera, up to 10 MB, also WebP. The server re-encodes every one (resized WebP, no metadata).
 */
export const PHOTO_RULES: UploadRules = {
  maxBytes: 10 * 1024 * 1024,
  maxNameLength: 70,
  extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  mimeTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  unsupportedType: 'Only png, jpg, jpeg, gif or webp images are accepted.',
  hint: 'A photo from your phone or camera: JPG, PNG, WebP or GIF, up to 10 MB, file name up to 70 characters.',
};

/** File name extensions of Apple's HEIC/HEIF photos, which this server cannot read (ADR 033). */
const HEIF_EXTENSIONS = ['heic', 'heif'];

export const uploadMessages = {
  oneFileOnly: 'Please select only one file.',
  heicUnsupported:
    'HEIC photos cannot be read yet. Please choose a JPG (on an iPhone: Settings > Camera > Formats > Most Compatible, or share the photo as JPEG).',
  tooManyPixels:
    'This image has too many pixels (at most 100 megapixels). Please choose a smaller one.',
} as const;

export function extensionOf(fileName: string): string {
  return fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
}

/**
 * Why a picked file cannot be uploaded, checked in the browser before sending (the server checks
 * again, and the content too), or null when it may go.
 */
export function uploadProblemOf(
  file: { name: string; size: number },
  rules: UploadRules = PROFILE_PICTURE_RULES,
): string | null {
  if (file.name.length > rules.maxNameLength) return messages.fileNameTooLong;
  if (file.size > rules.maxBytes) return messages.fileTooLarge;
  const extension = extensionOf(file.name);
  if (rules.extensions.includes(extension)) return null;
  if (HEIF_EXTENSIONS.includes(extension) && rules !== PROFILE_PICTURE_RULES)
    return uploadMessages.heicUnsupported;
  return rules.unsupportedType;
}
