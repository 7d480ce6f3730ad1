import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BaseSyntheticEvent, ReactNode } from 'react';

/** One titled card of the profile page; `id` is the anchor the section links jump to. */
export function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
    >
      <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The form of a profile section, named by the section's title. */
export function ProfileForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      {children}
    </form>
  );
}
