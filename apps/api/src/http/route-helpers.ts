import { errorEnvelopeSchema } from '@scanorder/shared/errors/app-error';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { KIND_LABEL } from '@scanorder/shared/business/constants';

/** Error envelopes every signed-in route may answer with. */
export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
} as const;

export const uploadErrorResponses = {
  ...errorResponses,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
} as const;

/** Base path of one kind's business resources. */
export const businessPath = (kind: BusinessKind) => `/api/v1/businesses/${kind}`;

/** OpenAPI tag per kind, so /api/docs groups each kind's routes. */
export const tagOf = (kind: BusinessKind, area: string) =>
  `${KIND_LABEL[kind].toLowerCase()} ${area}`;

export const sessionSecurity = [{ session: [] }];
