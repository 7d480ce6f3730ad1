import { describe, expect, it } from 'vitest';
import {
  AppError,
  ERROR_CODES,
  HTTP_STATUS_OF,
  parseAppError,
  SERVER_ERROR_MESSAGE,
} from './app-error.ts';

describe('AppError', () => {
  it('maps codes to HTTP statuses', () => {
    expect(new AppError('VALIDATION_FAILED', 'x').status).toBe(400);
    expect(new AppError('UNAUTHENTICATED', 'x').status).toBe(401);
    expect(new AppError('FORBIDDEN', 'x').status).toBe(403);
    expect(new AppError('NOT_FOUND', 'x').status).toBe(404);
    expect(new AppError('CONFLICT', 'x').status).toBe(409);
    expect(new AppError('RATE_LIMITED', 'x').status).toBe(429);
    expect(new AppError('INTERNAL', 'x').status).toBe(500);
    expect(ERROR_CODES.every((code) => HTTP_STATUS_OF[code] >= 400)).toBe(true);
  });

  it('renders the one envelope, with the field only when there is one', () => {
    expect(
      new AppError('VALIDATION_FAILED', 'Please enter a valid email', 'email').toEnvelope(),
    ).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Please enter a valid email', field: 'email' },
    });
    expect(new AppError('FORBIDDEN', 'Member is Revoked Access!').toEnvelope()).toEqual({
      error: { code: 'FORBIDDEN', message: 'Member is Revoked Access!' },
    });
  });

  it('is an Error with its message', () => {
    const error = new AppError('NOT_FOUND', 'Gone');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Gone');
    expect(error.name).toBe('AppError');
  });
});

describe('parseAppError', () => {
  it('reads our envelope', () => {
    expect(
      parseAppError({
        error: {
          code: 'UNAUTHENTICATED',
          message: 'Session is Expired!. Please Login back. Thanks.',
        },
      }),
    ).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Session is Expired!. Please Login back. Thanks.',
    });
    expect(
      parseAppError({
        error: { code: 'VALIDATION_FAILED', message: 'Please enter a valid email', field: 'email' },
      }),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email',
      field: 'email',
    });
  });

  it("reads better-auth's flat shape, with or without a code", () => {
    expect(parseAppError({ code: 'USER_NOT_FOUND', message: 'User not found' })).toEqual({
      code: 'USER_NOT_FOUND',
      message: 'User not found',
    });
    expect(parseAppError({ message: 'Incorrect Password' })).toEqual({
      code: 'ERROR',
      message: 'Incorrect Password',
    });
  });

  it.each([
    null,
    undefined,
    'Bad Gateway',
    42,
    {},
    { error: 'nope' },
    { error: { code: 1 } },
    [1, 2],
  ])('turns %j into the server error message', (garbage) => {
    expect(parseAppError(garbage)).toEqual({ code: 'INTERNAL', message: SERVER_ERROR_MESSAGE });
  });

  it("words the server error as the spec's sign-up failure", () => {
    expect(SERVER_ERROR_MESSAGE).toBe('Server Error! Please try again later.');
  });
});
