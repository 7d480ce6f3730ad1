import {
  errorResponses as errorResponsesOf,
  SIGNED_IN_ERRORS,
} from '@scanorder/shared/api/contract';
import type { BusinessKind } from '@scanorder/shared/account/services';
import { KIND_LABEL } from '@scanorder/shared/business/constants';

/** Error envelopes every signed-in route may answer with. */
export const errorResponses = errorResponsesOf(SIGNED_IN_ERRORS);

/** OpenAPI tag per kind, so /api/docs groups each kind's routes. */
export const tagOf = (kind: BusinessKind, area: string) =>
  `${KIND_LABEL[kind].toLowerCase()} ${area}`;

export const sessionSecurity = [{ session: [] }];
