import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import { minorAmountField } from './price-field.ts';

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
