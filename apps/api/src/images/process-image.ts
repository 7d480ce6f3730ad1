import sharp, { type Metadata } from 'sharp';
import { AppError } from '@scanorder/shared/errors/app-error';
import { messages } from '@scanorder/shared/validation/messages';
import {
  extensionOf,
  PROFILE_PICTURE_RULES,
  uploadMessages,
  type UploadRules,
} from '@scanorder/shared/validation/upload-rules';

/** What sharp reports for each accepted extension's content (the content decides, not the name). */
const FORMAT_OF_EXTENSION: Record<string, string> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
};

/**
 * Decoding more pixels than this is refused (a small file that expands to gigabytes: an image
 * bomb). 100 megapixels covers phone cameras up to 64 MP and their 108 MP modes' binned output.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface ImageVariant {
  /** Longest side in pixels; the image is never enlarged. */
  maxSize: number;
  /** Square crop (logos, avatars) instead of fitting inside. */
  square?: boolean;
  /** The field's rules; the profile picture's (docs/product/fields.md) unless said. */
  rules?: UploadRules;
}

/**
 * Checks an upload against its field's rules by its name, its size and its real content (not the
 * name or the declared type), then turns it upright by its EXIF orientation and re-encodes it as
 * WebP, which drops every metadata block (EXIF with GPS, XMP, ICC comments) and anything hidden
 * inside the original.
 */
export async function processImage(file: UploadedFile, variant: ImageVariant): Promise<Buffer> {
  const rules = variant.rules ?? PROFILE_PICTURE_RULES;
  const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', rules.unsupportedType, 'file');
  if (file.filename.length > rules.maxNameLength)
    throw new AppError('VALIDATION_FAILED', messages.fileNameTooLong, 'file');
  if (file.data.length > rules.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', messages.fileTooLarge, 'file');
  const extension = extensionOf(file.filename);
  if (!rules.extensions.includes(extension)) {
    if (rules !== PROFILE_PICTURE_RULES && ['heic', 'heif'].includes(extension))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.heicUnsupported, 'file');
    throw unsupported();
  }

  const accepted = new Set(rules.extensions.map((name) => FORMAT_OF_EXTENSION[name]));
  let header: Metadata;
  try {
    header = await sharp(file.data, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (!header.format || !accepted.has(header.format)) throw unsupported();
  // The header's size is checked before a single pixel is decoded.
  if (!header.width || !header.height) throw unsupported();
  if (header.width * header.height > MAX_INPUT_PIXELS)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.tooManyPixels, 'file');

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
