import { assert } from 'vitest';
import { AppError } from '@scanorder/shared/errors/app-error';

/**
 * What a service call that must be refused threw: its code, message and field, for one
 * `toMatchObject`. Fails the test when the call went through or threw something else.
 */
export async function refusal(
  promise: Promise<unknown>,
): Promise<Pick<AppError, 'code' | 'message' | 'field'>> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) assert.fail(`the call was not refused: ${String(error)}`);
  const { code, message, field } = error;
  return { code, message, field };
}
