import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import { editFieldInputSchema, parseFieldValue } from './data-editor.ts';

describe('parseFieldValue', () => {
  it('keeps strings as typed', () => {
    expect(parseFieldValue('string', ' hello ')).toEqual({ ok: true, value: ' hello ' });
  });

  it('parses numbers and refuses text and blanks', () => {
    expect(parseFieldValue('number', '42')).toEqual({ ok: true, value: 42 });
    expect(parseFieldValue('number', '-1.5')).toEqual({ ok: true, value: -1.5 });
    expect(parseFieldValue('number', 'ten')).toEqual({
      ok: false,
      message: 'Value is not a number',
    });
    expect(parseFieldValue('number', '')).toEqual({ ok: false, message: 'Value is not a number' });
    expect(parseFieldValue('number', 'Infinity')).toMatchObject({ ok: false });
  });

  it('reads a boolean as true only for the text true', () => {
    expect(parseFieldValue('boolean', 'true')).toEqual({ ok: true, value: true });
    expect(parseFieldValue('boolean', 'TRUE')).toEqual({ ok: true, value: false });
    expect(parseFieldValue('boolean', 'yes')).toEqual({ ok: true, value: false });
  });

  it('parses arrays as JSON and refuses bad JSON and non-arrays', () => {
    expect(parseFieldValue('array', '["Grocery", 1]')).toEqual({ ok: true, value: ['Grocery', 1] });
    expect(parseFieldValue('array', '["Grocery"')).toEqual({
      ok: false,
      message: 'Value is not valid JSON',
    });
    expect(parseFieldValue('array', '{"a":1}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('JSON array'),
    });
  });
});

describe('editFieldInputSchema', () => {
  it('accepts one- and two-level keys with defaults for value and delete', () => {
    expect(editFieldInputSchema.parse({ key: 'announcement', type: 'string' })).toEqual({
      key: 'announcement',
      type: 'string',
      value: '',
      delete: false,
    });
    expect(
      editFieldInputSchema.parse({
        key: 'profile.firstName',
        value: 'x',
        type: 'string',
        delete: true,
      }).delete,
    ).toBe(true);
  });

  it.each([
    [{ key: '' }, 'Key field is required'],
    [{ key: 'a.b.c' }, 'A key has at most two levels, like profile.firstName'],
    [{ key: 'profile.' }, 'Key may contain letters, digits and underscores, with one dot'],
    [{ key: '__proto__.x' }, 'Key may contain letters, digits and underscores, with one dot'],
    [{ type: 'date' }, 'Type must be string, number, boolean or array'],
  ])('refuses %o', (change, message) => {
    const field = { key: 'announcement', value: 'x', type: 'string', ...change };
    expect(firstMessage(editFieldInputSchema, field)).toBe(message);
  });
});
