import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerFields } from './customer-fields.tsx';

const empty = {
  firstName: '',
  lastName: '',
  mobileNo: '',
  emailAddress: '',
  streetAddress: '',
  buildingNumber: '',
  stateName: '',
  zipCode: '',
};

describe('customer fields', () => {
  it('keeps the phone number and email left to right on a right-to-left page, names in the page direction', () => {
    render(
      <div dir="rtl">
        <CustomerFields
          values={empty}
          errors={{}}
          withAddress={false}
          asked={['firstName', 'mobileNo', 'emailAddress']}
          optional={[]}
          remembered={false}
          onForget={vi.fn()}
          onChange={vi.fn()}
          onBlur={vi.fn()}
        />
      </div>,
    );

    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('dir');
  });

  it('lets each address line take the direction of what is typed in it', () => {
    render(
      <div dir="rtl">
        <CustomerFields
          values={{ ...empty, streetAddress: '12 MG Road', buildingNumber: 'Flat 4B' }}
          errors={{}}
          withAddress
          asked={['firstName']}
          optional={[]}
          remembered={false}
          onForget={vi.fn()}
          onChange={vi.fn()}
          onBlur={vi.fn()}
        />
      </div>,
    );

    // "12 MG Road" in a right-to-left box showed as "MG Road 12".
    for (const label of ['Street address', 'Building number', 'State name']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'auto');
    }
  });
});
