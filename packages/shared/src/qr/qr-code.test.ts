import { describe, expect, it } from 'vitest';
import { firstMessage } from '../validation/first-message.ts';
import { customerMenuPath, customerOrderPath, qrCodeInputSchemas } from './qr-code.ts';

const BRANCH = '3b0c7f5e-2a1c-4f55-9a4c-7d1c0e5b9a01';

describe('QR code rows (docs/product/fields.md)', () => {
  it('takes a restaurant code with an optional description and defaults the rest', () => {
    const parsed = qrCodeInputSchemas.restaurant.parse({
      branchId: BRANCH,
      identifier: ' Table 1 ',
    });
    expect(parsed).toEqual({
      branchId: BRANCH,
      identifier: 'Table 1',
      address: null,
      additionalData: [],
      prefill: null,
    });
    expect(firstMessage(qrCodeInputSchemas.restaurant, { branchId: BRANCH, identifier: 'T' })).toBe(
      'Identifier name cannot be less than 2 characters',
    );
    expect(
      firstMessage(qrCodeInputSchemas.restaurant, { branchId: BRANCH, identifier: 'x'.repeat(21) }),
    ).toBe('Identifier name cannot be more than 20 characters');
    expect(
      firstMessage(qrCodeInputSchemas.restaurant, {
        branchId: BRANCH,
        identifier: 'Table 1',
        description: 'ab',
      }),
    ).toBe('Identifier description cannot be less than 3 characters');
    expect(
      qrCodeInputSchemas.restaurant.safeParse({
        branchId: BRANCH,
        identifier: 'Table 1',
        description: '',
      }).success,
    ).toBe(true);
  });

  it('requires the description of a grocery code (3-30)', () => {
    expect(
      firstMessage(qrCodeInputSchemas.grocery, { branchId: BRANCH, identifier: 'Counter' }),
    ).toBe('Description field is required');
    expect(
      firstMessage(qrCodeInputSchemas.grocery, {
        branchId: BRANCH,
        identifier: 'Counter',
        description: 'x'.repeat(31),
      }),
    ).toBe('Description cannot be more than 30 characters');
  });

  it('checks the prefill with the checkout rules and refuses duplicate additional data keys', () => {
    const prefilled = qrCodeInputSchemas.restaurant.parse({
      branchId: BRANCH,
      identifier: 'Asha',
      prefill: {
        firstName: 'Asha',
        mobileNo: '9876543210',
        emailAddress: 'ASHA@Example.com',
        zipCode: '',
      },
      additionalData: [{ key: 'Floor', value: 'Rooftop' }],
    });
    expect(prefilled.prefill).toEqual({
      firstName: 'Asha',
      mobileNo: '9876543210',
      emailAddress: 'asha@example.com',
    });
    expect(
      firstMessage(qrCodeInputSchemas.restaurant, {
        branchId: BRANCH,
        identifier: 'Asha',
        prefill: { mobileNo: '12345' },
      }),
    ).toBe('Please enter valid Mobile no');
    expect(
      firstMessage(qrCodeInputSchemas.restaurant, {
        branchId: BRANCH,
        identifier: 'Asha',
        additionalData: [
          { key: 'Floor', value: '1' },
          { key: 'floor', value: '2' },
        ],
      }),
    ).toBe('Additional data keys must be different');
  });

  it("builds the spec's customer routes", () => {
    expect(
      customerMenuPath({
        accountId: 'acc',
        kind: 'grocery',
        businessId: 'biz',
        branchId: 'br',
        identifier: 'Table 1/A',
      }),
    ).toBe('/acc/grocery/biz/store/br/identity/Table%201%2FA/menu');
    expect(customerOrderPath({ accountId: 'acc', kind: 'restaurant', id: 'ord' })).toBe(
      '/acc/restaurant/order/ord/order/details',
    );
  });
});
