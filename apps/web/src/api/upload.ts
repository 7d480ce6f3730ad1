import type { z } from 'zod';
import {
  pathOf,
  successSchemaOf,
  type RouteContract,
  type SuccessOf,
} from '@scanorder/shared/api/contract';
import { API_HEADERS, networkError, parseBody, settleAnswer } from './client.ts';

interface UploadOptions<T> {
  schema?: z.ZodType<T>;
  /** Called with 0..100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

/**
 * POSTs one file as multipart/form-data. XMLHttpRequest rather than fetch because only it reports
 * upload progress. Failures are thrown as ApiError like every other call.
 */
function uploadImage<T = unknown>(
  path: string,
  file: File,
  { schema, onProgress }: UploadOptions<T> = {},
): Promise<T> {
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(API_HEADERS)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress)
        onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('error', () => reject(networkError()));
    request.addEventListener('load', () =>
      resolve({ status: request.status, text: request.responseText }),
    );
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
  return answered.then(({ status, text }) => {
    const answer = settleAnswer(status, parseBody(text), schema);
    onProgress?.(100);
    return answer;
  });
}

/** POSTs one file to a shared upload contract; its success schema checks the answer. */
export const uploadToRoute = <C extends RouteContract>(
  contract: C,
  file: File,
  call: { params?: Record<string, string>; onProgress?: (percent: number) => void } = {},
) =>
  uploadImage<SuccessOf<C>>(pathOf(contract.path, call.params), file, {
    schema: successSchemaOf(contract),
    onProgress: call.onProgress,
  });
