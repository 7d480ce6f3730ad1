import { useState } from 'react';
import type { QrCode } from '@scanorder/shared/qr/qr-code';

/** The ticked codes of the list shown: ids of codes no longer listed drop out by themselves. */
export function useQrSelection(codes: readonly QrCode[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const ids = codes.filter((code) => selected.has(code.id)).map((code) => code.id);
  return {
    ids,
    all: codes.length > 0 && ids.length === codes.length,
    has: (id: string) => selected.has(id),
    toggle: (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    setAll: (on: boolean) => setSelected(on ? new Set(codes.map((code) => code.id)) : new Set()),
    clear: () => setSelected(new Set()),
  };
}

export type QrSelection = ReturnType<typeof useQrSelection>;
