import { useSnackbar, type OptionsObject } from 'notistack';
import { useMemo } from 'react';
import { useOwnerT } from './i18n/owner-i18n.ts';

const TOP_CENTRE = { vertical: 'top', horizontal: 'center' } as const;
const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/** docs/product/screens.md: errors top centre for 4 s; info and warning top right for 3 s; upper-cased. */
const OPTIONS = {
  error: { variant: 'error', anchorOrigin: TOP_CENTRE, autoHideDuration: 4000 },
  info: { variant: 'info', anchorOrigin: TOP_RIGHT, autoHideDuration: 3000 },
  warning: { variant: 'warning', anchorOrigin: TOP_RIGHT, autoHideDuration: 3000 },
  success: { variant: 'success', anchorOrigin: TOP_RIGHT, autoHideDuration: 3000 },
} satisfies Record<string, OptionsObject>;

export type ToastKind = keyof typeof OPTIONS;

export function toastOptions(kind: ToastKind): OptionsObject {
  return OPTIONS[kind];
}

export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useOwnerT();
  return useMemo(() => {
    // Messages are the spec's English (the catalogue's keys), from the app or the server: shown in
    // the owner's language; a message without a translation shows as it came.
    const show = (kind: ToastKind) => (message: string) =>
      enqueueSnackbar(t(message).toUpperCase(), OPTIONS[kind]);
    return {
      error: show('error'),
      info: show('info'),
      warning: show('warning'),
      success: show('success'),
    };
  }, [enqueueSnackbar, t]);
}
