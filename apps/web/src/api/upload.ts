import type { z } from 'zod';
import {
  pathOf,
  successSchemaOf,
  type RouteContract,
  type SuccessOf,
} from '@scanorder/shared/api/contract';
import { parseAppError, SERVER_ERROR_MESSAGE } from '@scanorder/shared/errors/app-error';
import {
  APP_REQUEST_HEADER,
  APP_REQUEST_HEADER_VALUE,
} from '@scanorder/shared/http/request-header';
import { ApiError } from './client.ts';

interface UploadOptions<T> {
  schema?: z.ZodType<T>;
  /** Called with 0..100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
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
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(APP_REQUEST_HEADER, APP_REQUEST_HEADER_VALUE);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && onProgress)
        onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('error', () =>
      reject(new ApiError(0, 'NETWORK', SERVER_ERROR_MESSAGE)),
    );
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const { code, message } = parseAppError(payload);
        reject(new ApiError(request.status, code, message));
        return;
      }
      onProgress?.(100);
      if (!schema) {
        resolve(payload as T);
        return;
      }
      const parsed = schema.safeParse(payload);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(request.status, 'INVALID_RESPONSE', SERVER_ERROR_MESSAGE));
    });
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
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
