import { accountClosureRequestSchema, accountClosureSchema } from '../account/closure.ts';
import { defineRoute } from './contract.ts';

/** The account's data as a zip attachment (admin only): a file, not a JSON contract. */
export const ACCOUNT_EXPORT_PATH = '/api/v1/account/export';
const CLOSURE = '/api/v1/account/closure';
const closureAnswer = { 200: accountClosureSchema };

/** Closing the account after the grace period the Terms of Service promise (admin only). */
export const accountClosureRoutes = {
  get: defineRoute({
    method: 'GET',
    path: CLOSURE,
    summary: 'Whether the account is set to close, and when (admin)',
    schema: { response: closureAnswer },
  }),
  request: defineRoute({
    method: 'POST',
    path: CLOSURE,
    summary: 'Ask to close the account after the grace period (admin, typed confirmation)',
    schema: { body: accountClosureRequestSchema, response: closureAnswer },
  }),
  cancel: defineRoute({
    method: 'DELETE',
    path: CLOSURE,
    summary: 'Cancel closing the account during the grace period',
    schema: { response: closureAnswer },
  }),
};
