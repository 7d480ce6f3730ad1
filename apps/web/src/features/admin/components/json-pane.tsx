import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** A read-only, scrollable, labelled view of a JSON value. */
export function JsonPane({ title, value }: { title: string; value: unknown }) {
  const id = useId();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="pre"
        role="region"
        aria-labelledby={id}
        // Focusable so keyboard users can scroll it.
        tabIndex={0}
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: 420,
          overflow: 'auto',
          bgcolor: '#0f1f1d',
          color: '#d7f5ef',
          borderRadius: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13,
          lineHeight: 1.5,
          whiteSpace: 'pre',
        }}
      >
        {JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}
