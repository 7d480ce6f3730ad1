import { PendingButton } from '../../../components/pending-button.tsx';

/** A form's submit button that shows progress and stays disabled while saving. */
export function SaveButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <PendingButton pending={pending} type="submit" variant="contained" sx={{ mt: 2 }}>
      {label}
    </PendingButton>
  );
}
