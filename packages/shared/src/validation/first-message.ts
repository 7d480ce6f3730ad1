import type { z } from 'zod';

/** The message a user would see first for `value`, or undefined when the schema takes it (tests). */
export function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
