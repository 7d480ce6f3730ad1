const DECIMAL_COMMA = /^(-?\d*),(\d{1,2})$/;

/**
 * A number as an owner types it: "7.50", or with a decimal comma ("7,50", "12,5") as written in
 * Spain and as a Spanish phone's decimal keypad types it. Only with one or two decimals: "1,000"
 * stays a number the form does not read (NaN, so the field's "valid number" message shows).
 */
export function typedNumber(text: string): number {
  return Number(text.trim().replace(DECIMAL_COMMA, '$1.$2'));
}
