import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@scanorder/shared/errors/app-error';
import { messages } from '@scanorder/shared/validation/messages';
import { PROFILE_PICTURE_RULES, type UploadRules } from '@scanorder/shared/validation/upload-rules';
import type { UploadedFile } from '../images/process-image.ts';

const isTooLarge = (error: unknown) =>
  (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE' ||
  (error as { statusCode?: unknown }).statusCode === 413;

/**
 * The one file of a multipart request (field name free), read into memory. The field's byte limit
 * is applied while streaming, so an oversized upload fails with 'File Size is too Large!' without
 * being held whole; a body that is not well-formed multipart (cut off, no boundary, broken part
 * headers) is answered as no file sent, never as a server error.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  rules: UploadRules = PROFILE_PICTURE_RULES,
  missing: string = messages.required('File'),
): Promise<UploadedFile> {
  const refuse = () => new AppError('VALIDATION_FAILED', missing, 'file');
  if (!request.isMultipart()) throw refuse();
  try {
    const file = await request.file({ limits: { fileSize: rules.maxBytes } });
    if (!file) throw refuse();
    const data = await file.toBuffer();
    return { filename: file.filename, data };
  } catch (error) {
    if (error instanceof AppError || isTooLarge(error)) throw error;
    throw refuse();
  }
}

/** OpenAPI description of a photo upload body (logos, menu photos). */
export const uploadBodyDocs = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data with one png, jpg, jpeg, gif or webp file (at most 10 MB, at most 100 megapixels, name at most 70 characters); turned upright, resized and stored as WebP without metadata.',
} as const;
