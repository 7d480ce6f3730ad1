/**
 * What ties an input to its error: marked invalid and described by the `FieldError` of the same
 * id, so a screen reader reads the label and what is wrong together.
 */
export function errorAttributesOf(id: string, error: string | null | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/**
 * The error of the input `id`, in words already translated, under it; nothing when there is none.
 * `className` places it (its module's class composes fields.module.css's `error`). `live` is for
 * an error that appears as the guest types: it is also said then (politely), not only when the
 * field is next focused, by a hidden live region that is there before any words (as screen readers
 * need) and takes no room in the field's row.
 */
export function FieldError({
  id,
  message,
  className,
  live = false,
}: {
  id: string;
  message: string | null | undefined;
  className: string | undefined;
  live?: boolean;
}) {
  return (
    <>
      {message && (
        <p id={`${id}-error`} className={className}>
          {message}
        </p>
      )}
      {live && (
        <span className="visually-hidden" aria-live="polite">
          {message}
        </span>
      )}
    </>
  );
}
