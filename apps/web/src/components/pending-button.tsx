import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface PendingButtonProps extends ButtonProps {
  /** While the action runs: a spinner in place of the icon, and the button waits (disabled, busy). */
  pending: boolean;
  /**
   * While pending, wait without the `disabled` attribute (aria-disabled, presses ignored), so the
   * keyboard stays on the button: for an action that opens a dialog, whose closing returns the
   * focus to the element that had it, or that changes the button in place.
   */
  keepFocus?: boolean;
}

/** A button whose action takes a moment (a save, a sign-in, a payment): one look for all of them. */
export function PendingButton({
  pending,
  keepFocus = false,
  disabled,
  startIcon,
  size,
  onClick,
  style,
  ...props
}: PendingButtonProps) {
  const waitsFocused = keepFocus && pending && !disabled;
  return (
    <Button
      {...props}
      size={size}
      disabled={waitsFocused ? false : pending || disabled}
      aria-disabled={waitsFocused || undefined}
      style={waitsFocused ? { ...style, opacity: 0.6, cursor: 'progress' } : style}
      onClick={(event) => {
        if (waitsFocused) event.preventDefault();
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
export function SaveButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <PendingButton pending={pending} type="submit" variant="contained" sx={{ mt: 2 }}>
      {label}
    </PendingButton>
  );
}
