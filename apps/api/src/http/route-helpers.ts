import type { BusinessKind } from '@scanorder/shared/account/services';
import { KIND_LABEL } from '@scanorder/shared/business/constants';

/** OpenAPI tag per kind, so /api/docs groups each kind's routes. */
export const tagOf = (kind: BusinessKind, area: string) =>
  `${KIND_LABEL[kind].toLowerCase()} ${area}`;

export const sessionSecurity = [{ session: [] }];
