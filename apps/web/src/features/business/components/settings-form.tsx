import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Business } from '@scanorder/shared/business/business';

/** Two columns of fields from a tablet up, one on a phone. */
export const fieldGrid = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * The submit of a business settings form: save, then the form takes the saved values as its new
 * starting point (so it is no longer dirty) and its draft is dropped.
 */
export function saveOnSubmit<TValues extends FieldValues, TOut>(
  form: UseFormReturn<TValues, unknown, TOut>,
  draft: { clear: () => void },
  save: UseMutationResult<Business, Error, TOut>,
  valuesOf: (saved: Business) => TValues,
) {
  return form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        draft.clear();
      },
    }),
  );
}

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
