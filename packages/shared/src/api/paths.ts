import type { BusinessKind } from '../account/services.ts';

/** Where every route of the account's business of this kind starts. */
export const businessPath = (kind: BusinessKind) => `/api/v1/businesses/${kind}`;
