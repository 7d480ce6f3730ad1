import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of every sign-in/up/reset view: one card with the page's heading. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: subtitle ? 0.5 : 1 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography sx={{ color: 'text.secondary', mb: 1 }}>{subtitle}</Typography>
        ) : null}
        {children}
      </Paper>
    </Container>
  );
}
