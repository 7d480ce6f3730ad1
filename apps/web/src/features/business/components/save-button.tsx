import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button that shows progress and stays disabled while saving. */
export function SaveButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      sx={{ mt: 2 }}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={18} color="inherit" /> : null}
    >
      {label}
    </Button>
  );
}
