import type { BusinessKind } from '@scanorder/shared/account/services';
import { KIND_LABEL } from '@scanorder/shared/business/constants';
import { AppError } from '@scanorder/shared/errors/app-error';

/** Asked of a service (restaurant or grocery) whose business details were never saved. */
export function businessNotFound(kind: BusinessKind) {
  return new AppError(
    'NOT_FOUND',
    `${KIND_LABEL[kind]} is not set up yet. Save the business details first.`,
  );
}
