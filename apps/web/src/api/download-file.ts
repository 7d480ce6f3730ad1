import { parseAppError, SERVER_ERROR_MESSAGE } from '@scanorder/shared/errors/app-error';
import {
  APP_REQUEST_HEADER,
  APP_REQUEST_HEADER_VALUE,
} from '@scanorder/shared/http/request-header';
import { ApiError } from './client.ts';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Bytes received so far, and the whole size when the server said it (else null). */
export type DownloadProgress = (loaded: number, total: number | null) => void;

/** The name a `content-disposition` header gives: the UTF-8 `filename*` first, then `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

async function failureOf(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the generic server error below.
  }
  const { code, message } = parseAppError(body);
  return new ApiError(response.status, code, message);
}

async function readWithProgress(response: Response, onProgress: DownloadProgress) {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const announced = Number(response.headers.get('content-length'));
  const total = Number.isFinite(announced) && announced > 0 ? announced : null;
  if (!response.body) {
    const blob = await response.blob();
    onProgress(blob.size, total);
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    // A compressed answer announces fewer bytes than arrive: the size is unknown then.
    onProgress(loaded, total !== null && loaded <= total ? total : null);
  }
  return new Blob(chunks, { type });
}

/** A file made from a JSON request (the branded print of chosen codes) rather than a plain GET. */
export interface DownloadRequest {
  method: 'POST';
  body: unknown;
}

/**
 * Fetches a file from the API with the session cookie, reporting progress as it arrives; a
 * failure is thrown as an ApiError with the server's message, like every other call.
 */
export async function downloadFile(
  url: string,
  {
    fallbackName,
    onProgress,
    request,
  }: { fallbackName: string; onProgress?: DownloadProgress; request?: DownloadRequest },
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(
      url,
      request
        ? {
            method: request.method,
            credentials: 'include',
            headers: {
              'content-type': 'application/json',
              [APP_REQUEST_HEADER]: APP_REQUEST_HEADER_VALUE,
            },
            body: JSON.stringify(request.body),
          }
        : { credentials: 'include' },
    );
  } catch {
    throw new ApiError(0, 'NETWORK', SERVER_ERROR_MESSAGE);
  }
  if (!response.ok) throw await failureOf(response);
  const blob = onProgress ? await readWithProgress(response, onProgress) : await response.blob();
  return {
    blob,
    fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName,
  };
}

/** How long the object URL of a saved file lives: the browser has taken the file long before. */
const REVOKE_AFTER_MS = 60_000;

/** Hands a downloaded file to the browser's save flow. */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), REVOKE_AFTER_MS);
}
