import { useRef, useState } from 'react';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { serverErrorsOf } from '@scanorder/shared/business/server-errors';
import { useToast } from '../../../lib/use-toast.ts';
import { downloadFile, saveFile, type DownloadRequest } from '../../../api/download-file.ts';
import { useOwnerT } from '../../../lib/i18n/owner-i18n.ts';
import { withServerMessage } from '../../../api/server-message.ts';

export interface ActiveDownload {
  /** Which button started it, e.g. `pdf:<branchId>` or `png:<codeId>`. */
  key: string;
  /** 0-100 once the size is known; null while it is not. */
  percent: number | null;
}

/** One download at a time: fetched with progress, then handed to the browser's save flow. */
export function useFileDownload(kind: BusinessKind) {
  const toast = useToast();
  const { t } = useOwnerT();
  const [active, setActive] = useState<ActiveDownload | null>(null);
  const running = useRef(false);

  /** Resolves true once the file was handed to the browser, false when it failed (toasted). */
  async function start(
    key: string,
    url: string,
    fallbackName: string,
    request?: DownloadRequest,
  ): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setActive({ key, percent: null });
    try {
      const file = await downloadFile(url, {
        fallbackName,
        ...(request ? { request } : {}),
        onProgress: (loaded, total) =>
          setActive({
            key,
            percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : null,
          }),
      });
      saveFile(file);
      return true;
    } catch (error) {
      toast.error(withServerMessage(t(serverErrorsOf(kind).retrieveQrCodes), error, t));
      return false;
    } finally {
      running.current = false;
      setActive(null);
    }
  }

  return { active, start };
}
