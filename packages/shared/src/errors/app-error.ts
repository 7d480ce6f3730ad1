import { z } from 'zod';
import type { KeyedMessage } from '../i18n/guest-messages.ts';

/**
 * One error envelope for the whole API: `{ error: { code, message, field? } }`. Messages are worded
 * as the spec words them. A message built with values (a dish's name, a number) also carries its
 * `key` and `values` (shared/i18n/guest-messages.ts), so a guest's page words it in the guest's
 * language. The web app parses every failed response with `parseAppError`.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'LIMIT_REACHED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
    key: z.string().optional(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const HTTP_STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LIMIT_REACHED: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** The message's key and values when it is built with values (a guest's page words it). */
  readonly keyed: KeyedMessage | undefined;

  constructor(code: ErrorCode, message: string, field?: string, keyed?: KeyedMessage) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
    this.keyed = keyed;
  }

  get status(): number {
    return HTTP_STATUS_OF[this.code];
  }

  toEnvelope(): ErrorEnvelope {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
        ...(this.keyed ? { key: this.keyed.key, values: this.keyed.values } : {}),
      },
    };
  }
}

export const SERVER_ERROR_MESSAGE = 'Server Error! Please try again later.';

/** Reads any failed response body (ours or better-auth's `{ code, message }`) into one shape. */
export function parseAppError(body: unknown): {
  code: string;
  message: string;
  key?: string | undefined;
  values?: Record<string, string | number> | undefined;
} {
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (envelope.success) return envelope.data.error;
  const flat = z.object({ code: z.string().optional(), message: z.string() }).safeParse(body);
  if (flat.success) return { code: flat.data.code ?? 'ERROR', message: flat.data.message };
  return { code: 'INTERNAL', message: SERVER_ERROR_MESSAGE };
}
