import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@scanorder/shared/errors/app-error';
import { messages } from '@scanorder/shared/validation/messages';
import type { UploadedFile } from '../images/process-image.ts';

const isTooLarge = (error: unknown) =>
  (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE' ||
  (error as { statusCode?: unknown }).statusCode === 413;

/**
 * The one file of a multipart request (field name free), read into memory. @fastify/multipart's
 * limits (1,000,000 bytes, one file) make an oversized upload fail with 'File Size is too Large!';
 * a body that is not well-formed multipart (cut off, no boundary, broken part headers) is answered
 * as no file sent, never as a server error.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  missing: string = messages.required('File'),
): Promise<UploadedFile> {
  const refuse = () => new AppError('VALIDATION_FAILED', missing, 'file');
  if (!request.isMultipart()) throw refuse();
  try {
    const file = await request.file();
    if (!file) throw refuse();
    const data = await file.toBuffer();
    return { filename: file.filename, data };
  } catch (error) {
    if (error instanceof AppError || isTooLarge(error)) throw error;
    throw refuse();
  }
}

/** OpenAPI description of a single-file upload body. */
export const uploadBodyDocs = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data with one png, jpg, jpeg or gif file (at most 1,000,000 bytes, name at most 70 characters); stored as WebP.',
} as const;
