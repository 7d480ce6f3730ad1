import type { SxProps, Theme } from '@mui/material/styles';

/**
 * An Alert whose action buttons go on a line of their own under its sentence on a phone, each
 * button on one line, and sit beside the sentence from a tablet up. Beside the text at 390 px a
 * Spanish action ('Recuperar el borrador', 'Ir a AJUSTES DEL SERVICIO') stood in three or four
 * lines and squeezed the sentence.
 */
export const ACTION_BELOW_ON_PHONE = {
  alignItems: 'center',
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  '& .MuiAlert-message': { flex: 1 },
  '& .MuiAlert-action': {
    pt: 0,
    width: { xs: '100%', sm: 'auto' },
    justifyContent: 'flex-end',
    ml: { xs: 0, sm: 'auto' },
    pl: { xs: 0, sm: 2 },
    whiteSpace: 'nowrap',
  },
} satisfies SxProps<Theme>;
