import type { FastifyServerOptions } from 'fastify';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Seven or more digits, with the separators people type: phone numbers. */
const PHONE = /\+?\d[\d\s().-]{5,}\d/g;
/** Long hex or base64url runs: tokens and their hashes. */
const SECRET = /\b[A-Za-z0-9_-]{32,}\b/g;

/** Personal data and secrets out of free text (error messages carry PostgreSQL's key details). */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(SECRET, '[secret]').replace(PHONE, '[phone]');
}

const pathOnly = (url: string | undefined) => (url ?? '').split('?')[0];

/**
 * Log options every server uses: requests are logged by path (query strings carry reset and
 * verification tokens, emails and searches), and error objects lose emails, phone numbers and
 * token-like strings from their messages and details. Known fields are redacted wherever they are.
 */
export function withLogRedaction(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return {
    ...logger,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'to',
        'email',
        'phone',
        'mobileNo',
        'token',
        '*.email',
        '*.to',
        '*.phone',
        '*.mobileNo',
        '*.token',
        '*.tokenHash',
        '*.password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method?: string; url?: string; ip?: string }) => ({
        method: request.method,
        url: pathOnly(request.url),
      }),
      err: (error: Error & { detail?: unknown; code?: unknown }) => ({
        type: error.name,
        code: error.code,
        message: scrubText(String(error.message)),
        ...(typeof error.detail === 'string' ? { detail: scrubText(error.detail) } : {}),
        stack: scrubText(String(error.stack ?? '')),
      }),
    },
  };
}
