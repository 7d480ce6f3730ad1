import sharp from 'sharp';
import { AppError } from '@scanorder/shared/errors/app-error';
import { messages } from '@scanorder/shared/validation/messages';
import { UPLOAD_RULES, uploadMessages } from '@scanorder/shared/validation/upload-rules';

/** What sharp reports for the image types the spec accepts (png, jpg/jpeg, gif). */
const ACCEPTED_FORMATS = ['png', 'jpeg', 'gif'];

/** Decoding more pixels than this is refused (a small file that expands to gigabytes: an image bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface ImageVariant {
  /** Longest side in pixels; the image is never enlarged. */
  maxSize: number;
  /** Square crop (logos, avatars) instead of fitting inside. */
  square?: boolean;
}

/**
 * Checks an upload against the spec's rules by its name, its size and its real content (not the
 * name or the declared type), then re-encodes it as WebP, which also drops metadata and anything
 * hidden inside the original.
 */
export async function processImage(file: UploadedFile, variant: ImageVariant): Promise<Buffer> {
  if (file.filename.length > UPLOAD_RULES.maxNameLength)
    throw new AppError('VALIDATION_FAILED', messages.fileNameTooLong, 'file');
  if (file.data.length > UPLOAD_RULES.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', messages.fileTooLarge, 'file');
  const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
  if (!(UPLOAD_RULES.extensions as readonly string[]).includes(extension)) throw unsupported();

  let format: string | undefined;
  try {
    format = (await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw unsupported();
  }
  if (!format || !ACCEPTED_FORMATS.includes(format)) throw unsupported();

  try {
    return await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(variant.maxSize, variant.maxSize, {
        fit: variant.square ? 'cover' : 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw unsupported();
  }
}

function unsupported() {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.unsupportedType, 'file');
}
