import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import { minorAmountField, percentageField } from './price-field.ts';

describe('minorAmountField', () => {
  const price = minorAmountField('Price', 0.5, 1_000_000);

  it('says a price typed as no number is not valid, and a missing one is required', () => {
    // "1,000" or "₹12" in a form reach the schema as NaN.
    expect(firstMessage(price, Number.NaN)).toBe('Please enter valid Price');
    expect(firstMessage(price, null)).toBe('Price field is required');
    expect(firstMessage(price, undefined)).toBe('Price field is required');
    expect(firstMessage(price, 12.5)).toBe('Please enter valid Price');
    expect(firstMessage(price, 10)).toBe('Price cannot be less than 0.5 value');
    expect(price.parse(1250)).toBe(1250);
  });
});

describe('every number field an owner types, given text that is no number', () => {
  it('says it is not valid, unless the spec words its own message', () => {
    expect(firstMessage(percentageField('Tax percentage'), Number.NaN)).toBe(
      'Please enter valid Tax percentage',
    );
    expect(firstMessage(percentageField('Tax percentage'), undefined)).toBe(
      'Tax percentage field is required',
    );
    expect(
      firstMessage(
        percentageField('Service charge percentage', 'Service charge percentage must be a number'),
        Number.NaN,
      ),
    ).toBe('Service charge percentage must be a number');
  });
});
