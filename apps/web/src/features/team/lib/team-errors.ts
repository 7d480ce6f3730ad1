import { errorMessageOf } from '../../../api/client.ts';

/** Spec 01 section 8: the spec's "Server Error While ..." text followed by the server's message. */
export const teamErrorOf = (prefix: string, error: unknown) => `${prefix} ${errorMessageOf(error)}`;
