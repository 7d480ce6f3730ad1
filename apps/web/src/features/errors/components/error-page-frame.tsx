import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ErrorPageFrameProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actionLabel: string;
  onAction: () => void;
}

export function ErrorPageFrame({
  icon,
  title,
  children,
  actionLabel,
  onAction,
}: ErrorPageFrameProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        {icon}
        {/* One long word ('UnAuthorized') at h3 size is wider than the card on a 390 px phone. */}
        <Typography
          variant="h3"
          component="h1"
          sx={{
            mt: 1,
            mb: 2,
            fontSize: { xs: '2.25rem', sm: '3rem' },
            overflowWrap: 'anywhere',
          }}
        >
          {title}
        </Typography>
        {children}
        <Button variant="contained" size="large" onClick={onAction} sx={{ mt: 3 }}>
          {actionLabel}
        </Button>
      </Paper>
    </Container>
  );
}
