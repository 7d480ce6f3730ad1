import Alert from '@mui/material/Alert';

/** Why the last attempt failed, under the control that made it; nothing while there is none. */
export function ProblemAlert({ problem }: { problem: string | null }) {
  return problem ? (
    <Alert severity="error" sx={{ mt: 1 }}>
      {problem}
    </Alert>
  ) : null;
}
