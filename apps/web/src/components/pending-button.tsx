import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface PendingButtonProps extends ButtonProps {
  /** While the action runs: a spinner in place of the icon, busy, and presses ignored. */
  pending: boolean;
}

/**
 * A button whose action takes a moment (a save, a sign-in, a payment): one look for all of them.
 * While pending it waits without the `disabled` attribute (aria-disabled, presses ignored, Enter in
 * its form included): a disabled button drops the keyboard to the top of the page, and a dialog it
 * opened could not hand the focus back to it.
 */
export function PendingButton({
  pending,
  disabled,
  startIcon,
  size,
  onClick,
  style,
  ...props
}: PendingButtonProps) {
  const waiting = pending && !disabled;
  return (
    <Button
      {...props}
      size={size}
      disabled={disabled}
      aria-disabled={waiting || undefined}
      style={waiting ? { ...style, opacity: 0.6, cursor: 'progress' } : style}
      onClick={(event) => {
        if (waiting) event.preventDefault();
        else onClick?.(event);
      }}
      aria-busy={pending || undefined}
      startIcon={
        pending ? (
          <CircularProgress size={size === 'small' ? 14 : 18} color="inherit" aria-hidden />
        ) : (
          startIcon
        )
      }
    />
  );
}

/** The one action of a single-form page (sign-in, sign-up, reset, an invitation): wide and large. */
export function PageSubmitButton(props: Omit<PendingButtonProps, 'type'>) {
  return (
    <PendingButton
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      sx={{ mt: 2 }}
      {...props}
    />
  );
}

/** The submit button of one form among others on a page (a settings tab, a profile section). */
export function SaveButton({
  pending,
  label,
  ariaLabel,
}: {
  pending: boolean;
  label: string;
  /** Where a page has one per card: the label and what it saves ("Save Status for Main Street"). */
  ariaLabel?: string;
}) {
  return (
    <PendingButton
      pending={pending}
      type="submit"
      variant="contained"
      aria-label={ariaLabel}
      sx={{ mt: 2 }}
    >
      {label}
    </PendingButton>
  );
}
