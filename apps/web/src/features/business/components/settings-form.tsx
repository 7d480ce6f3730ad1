import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BaseSyntheticEvent, ReactNode } from 'react';

/** Two columns of fields from a tablet up, one on a phone. */
export const fieldGrid = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** One settings form of a business tab, named by its heading. */
export function SettingsForm({
  id,
  title,
  onSubmit,
  maxWidth,
  children,
}: {
  /** The form's heading is `${id}-title`. */
  id: string;
  title: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** A form of many fields in a grid keeps to a readable width. */
  maxWidth?: number;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void onSubmit(event)}
      sx={{ maxWidth }}
    >
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
