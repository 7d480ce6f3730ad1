import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@scanorder/shared/errors/app-error';
import { messages } from '@scanorder/shared/validation/messages';
import type { UploadedFile } from '../images/process-image.ts';

/**
 * The one file of a multipart request (field name free), read into memory. @fastify/multipart's
 * limits (1,000,000 bytes, one file) make an oversized upload fail with 'File Size is too Large!'.
 */
export async function readSingleUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart())
    throw new AppError('VALIDATION_FAILED', messages.required('File'), 'file');
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION_FAILED', messages.required('File'), 'file');
  const data = await file.toBuffer();
  return { filename: file.filename, data };
}

/** OpenAPI description of a single-file upload body. */
export const uploadBodyDocs = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data with one png, jpg, jpeg or gif file (at most 1,000,000 bytes, name at most 70 characters); stored as WebP.',
} as const;
