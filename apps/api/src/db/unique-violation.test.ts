import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

const violation = (fields: Record<string, unknown>) =>
  Object.assign(new Error('insert failed'), fields);

describe('isUniqueViolation', () => {
  it('tells two unique constraints apart by the driver field', () => {
    const error = violation({ code: '23505', constraint: 'members_user_name_key' });
    expect(isUniqueViolation(error, 'members_user_name_key')).toBe(true);
    expect(isUniqueViolation(error, 'members_member_email_key')).toBe(false);
  });

  it('reads the constraint from the message when the driver leaves the field out', () => {
    const error = violation({
      code: '23505',
      message: 'duplicate key value violates unique constraint "members_member_email_key"',
    });
    expect(isUniqueViolation(error, 'members_member_email_key')).toBe(true);
    expect(isUniqueViolation(error, 'members_user_name_key')).toBe(false);
  });

  it('finds the violation under the wrappers of the query builder', () => {
    const cause = violation({ code: '23505', constraint: 'orders_account_idempotency_key' });
    const wrapped = Object.assign(new Error('Failed query'), { cause: new Error('x', { cause }) });
    expect(isUniqueViolation(wrapped, 'orders_account_idempotency_key')).toBe(true);
    expect(isUniqueViolation(wrapped)).toBe(true);
  });

  it('is false for other errors, and true for any constraint when the name cannot be told', () => {
    expect(isUniqueViolation(violation({ code: '23503', constraint: 'x' }))).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(violation({ code: '23505' }), 'anything')).toBe(true);
  });
});
