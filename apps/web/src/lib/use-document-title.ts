import { useEffect } from 'react';
import { useOwnerT } from './i18n/owner-i18n.ts';

export function useDocumentTitle(title: string) {
  const { t } = useOwnerT();
  const shown = title ? t(title) : '';
  useEffect(() => {
    document.title = shown ? `${shown} | ScanOrder` : 'ScanOrder';
  }, [shown]);
}
