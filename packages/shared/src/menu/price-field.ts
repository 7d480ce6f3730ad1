import { z } from 'zod';
import { numberTypeError } from '../validation/fields.ts';
import { messages } from '../validation/messages.ts';

/** Menu currencies are shown with two decimals (docs/product/fields.md): 1 major unit = 100 minor units. */
export const MINOR_PER_MAJOR = 100;

/**
 * An amount in integer minor units whose spec range is written in major units: the messages say
 * what the owner typed ('Price cannot be less than 0.5 value') while the value stays an integer.
 */
export function minorAmountField(label: string, minMajor: number, maxMajor: number) {
  return z
    .number({ error: numberTypeError(label) })
    .int(messages.valid(label))
    .min(Math.round(minMajor * MINOR_PER_MAJOR), messages.tooShort(label, minMajor, 'value'))
    .max(Math.round(maxMajor * MINOR_PER_MAJOR), messages.tooLong(label, maxMajor, 'value'));
}

/** A percentage 0-100 with at most two decimals; `typeError` where the spec words its own. */
export function percentageField(
  label: string,
  typeError: string | ReturnType<typeof numberTypeError> = numberTypeError(label),
) {
  return z
    .number({ error: typeError })
    .min(0, messages.tooShort(label, 0, 'value'))
    .max(100, messages.tooLong(label, 100, 'value'))
    .refine(
      (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
      messages.valid(label),
    );
}

/** Major units typed in a form (e.g. "12.50") to minor units, or undefined when it is not a number. */
export function toMinor(major: number | string): number | undefined {
  const value = typeof major === 'number' ? major : Number(major.trim());
  if (typeof major === 'string' && major.trim() === '') return undefined;
  return Number.isFinite(value) ? Math.round(value * MINOR_PER_MAJOR) : undefined;
}

/** Minor units to the major-unit number a form shows (1250 -> 12.5). */
export function toMajor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}
