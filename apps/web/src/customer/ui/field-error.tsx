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
 * `className` places it (its module's class composes fields.module.css's `error`).
 */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message: string | null | undefined;
  className: string | undefined;
}) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className={className}>
      {message}
    </p>
  );
}
